import { browserApiBaseUrl } from '@souk/web';
import { sellerSession } from '../../../stores/seller-session.js';

/** What `POST /api/seller/media` answers per uploaded file, in the order sent. */
export interface UploadedImage {
  /** The address to store in an image field: `/api/media/{id}/{width}x{height}` (core `mediaUrl`). */
  url: string;
  width: number;
  height: number;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * Uploads image files to `POST /api/seller/media` (multipart, field `file`, several at once) with the seller's
 * token. XMLHttpRequest rather than fetch: it reports upload progress. Rejects with the server's `{ error }`.
 */
export function uploadImages(
  files: readonly File[],
  onProgress?: (progress: UploadProgress) => void,
): Promise<UploadedImage[]> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const file of files) form.append('file', file, file.name);
    const request = new XMLHttpRequest();
    request.open('POST', `${browserApiBaseUrl()}/seller/media`);
    if (sellerSession.token) request.setRequestHeader('Authorization', `Bearer ${sellerSession.token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onerror = () => reject(new Error('The upload failed: check your connection and try again'));
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not JSON: the status decides
      }
      const record = (body ?? {}) as { images?: UploadedImage[]; error?: string };
      if (request.status >= 200 && request.status < 300 && Array.isArray(record.images)) {
        resolve(record.images);
      } else {
        reject(new Error(record.error ?? `The upload failed (${request.status})`));
      }
    };
    request.send(form);
  });
}
