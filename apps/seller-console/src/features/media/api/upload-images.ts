import { MediaUploadResponseSchema, type UploadedImage } from '@souk/core';
import { browserApiBaseUrl } from '@souk/web';
import { sellerSession } from '../../../stores/seller-session.js';

export type { UploadedImage };

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** Uploads files and answers their stored images in order; what the uploader components call. */
export type ImageUploader = (
  files: readonly File[],
  onProgress?: (progress: UploadProgress) => void,
) => Promise<UploadedImage[]>;

/**
 * Uploads image files to `POST /api/seller/media` (multipart, field `file`, several at once) with the seller's
 * token. XMLHttpRequest rather than fetch: it reports upload progress. Rejects with the server's `{ error }`
 * (which names the refused file).
 */
export const uploadImages: ImageUploader = (files, onProgress) =>
  new Promise((resolve, reject) => {
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
      const parsed = MediaUploadResponseSchema.safeParse(body);
      if (request.status >= 200 && request.status < 300 && parsed.success) {
        resolve(parsed.data.images);
      } else {
        const error = (body as { error?: unknown } | null)?.error;
        reject(new Error(typeof error === 'string' ? error : `The upload failed (${request.status})`));
      }
    };
    request.send(form);
  });
