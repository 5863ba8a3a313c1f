import {
  ApiError,
  createSellerNewsletterApi,
  ErrorResponseSchema,
  SUBSCRIBERS_EXPORT_PATH,
} from '@souk/core';
import { wireApi } from '@souk/web';
import { wireConsoleArea } from '../../../lib/api-area.js';
import { endSession, sellerSession } from '../../../stores/seller-session.js';

export let newsletterApi = wireConsoleArea(createSellerNewsletterApi, (area) => {
  newsletterApi = area;
});

// the export is a file, not JSON: it is fetched with the page's API target and the seller's token
let target = wireApi(
  (next) => next,
  (next) => {
    target = next;
  },
);

/** The file name the server gives, else the export's own. */
function fileName(disposition: string | null): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? 'newsletter-subscribers.csv';
}

/**
 * Downloads the CSV of the shop's confirmed subscribers (`GET /seller/newsletter/export`, with the seller's
 * token: a plain link could not carry it) and saves it under the server's file name.
 */
export async function downloadSubscribersCsv(): Promise<void> {
  const token = sellerSession.token;
  const response = await (target.fetch ?? fetch)(`${target.baseUrl}/${SUBSCRIBERS_EXPORT_PATH}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    // a 401 to a call with a token is an ended session, as for every console call
    if (response.status === 401 && token) endSession();
    // the `{ error }` of every failed call (spec §8)
    const refusal = ErrorResponseSchema.safeParse(body);
    throw new ApiError(refusal.data?.error ?? 'Could not export the subscribers', response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(response.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
