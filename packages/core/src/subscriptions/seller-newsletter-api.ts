import type { Http } from '../api/http.js';
import { type SubscribersQuery, SubscribersResponseSchema } from './subscription-schemas.js';

/**
 * The seller console's newsletter calls: the subscriber list (the CSV export is a file the console
 * downloads with the seller's token, `GET /seller/newsletter/export`).
 * @example
 * ```ts
 * const newsletter = createSellerNewsletterApi(createHttp({ baseUrl: 'http://localhost:8000/api', getToken: () => 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln' }));
 * const { counts } = await newsletter.listSubscribers({ page: 1 });
 * ```
 */
export function createSellerNewsletterApi(http: Http) {
  return {
    /** GET /seller/newsletter: counts by state and a page of the list, newest first. */
    listSubscribers: (query: SubscribersQuery = {}) =>
      http.send({
        method: 'get',
        path: 'seller/newsletter',
        searchParams: { page: query.page as number | undefined },
        schema: SubscribersResponseSchema,
        fallback: 'Failed to load the newsletter subscribers',
      }),
  };
}

/**
 * The calls {@link createSellerNewsletterApi} returns.
 * @example const newsletter: SellerNewsletterApi = createSellerNewsletterApi(createHttp({ baseUrl: LOCAL_API_URL }));
 */
export type SellerNewsletterApi = ReturnType<typeof createSellerNewsletterApi>;

/**
 * Where the seller console downloads the CSV of confirmed subscribers, below the API base.
 * @example SUBSCRIBERS_EXPORT_PATH // "seller/newsletter/export"
 */
export const SUBSCRIBERS_EXPORT_PATH = 'seller/newsletter/export';
