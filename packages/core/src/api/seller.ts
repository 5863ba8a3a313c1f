import { MessageResponseSchema } from '../schemas/common.js';
import {
  type ContactMessage,
  LinksContentResponseSchema,
  SellerLookupResponseSchema,
  SocialMediaResponseSchema,
  SupportInfoResponseSchema,
} from '../schemas/seller.js';
import { type Http, path } from './http.js';

/**
 * Seller calls of spec §7: finding a shop by name or id, its support, social and info-page details,
 * and the contact form.
 * @example
 * ```ts
 * const seller = createSellerApi(createHttp({ baseUrl: 'http://localhost:8000/api' }));
 * const { seller: shop } = await seller.findByName('tea-house'); // null when no such shop
 * // GET http://localhost:8000/api/search-seller?name=tea-house
 * ```
 */
export function createSellerApi(http: Http) {
  return {
    /** GET /search-seller?name= → `seller` or null when no such shop. */
    findByName: (name: string) =>
      http.send({
        method: 'get',
        path: 'search-seller',
        searchParams: { name },
        schema: SellerLookupResponseSchema,
        fallback: 'Failed to fetch seller ID',
      }),

    /** GET /search-seller-by-id?id= */
    findById: (id: string) =>
      http.send({
        method: 'get',
        path: 'search-seller-by-id',
        searchParams: { id },
        schema: SellerLookupResponseSchema,
        fallback: 'Failed to fetch seller ID',
      }),

    /** GET /get-support-info-by-seller/{sellerId} */
    getSupportInfo: (sellerId: string) =>
      http.send({
        method: 'get',
        path: path`get-support-info-by-seller/${sellerId}`,
        schema: SupportInfoResponseSchema,
        fallback: 'Failed to fetch support info',
      }),

    /** GET /social-media/seller/{sellerId} */
    getSocialMedia: (sellerId: string) =>
      http.send({
        method: 'get',
        path: path`social-media/seller/${sellerId}`,
        schema: SocialMediaResponseSchema,
        fallback: 'Failed to fetch social media links',
      }),

    /** GET /links-content/{sellerId} */
    getLinksContent: (sellerId: string) =>
      http.send({
        method: 'get',
        path: path`links-content/${sellerId}`,
        schema: LinksContentResponseSchema,
        fallback: 'Failed to fetch content',
      }),

    /** POST /save-contact → the server's message; failures carry the server's error. */
    saveContact: (body: ContactMessage) =>
      http.send({
        method: 'post',
        path: 'save-contact',
        json: body,
        schema: MessageResponseSchema,
        fallback: 'Failed to send message',
      }),
  };
}
/**
 * The seller calls {@link createSellerApi} returns.
 * @example const seller: SellerApi = createSellerApi(createHttp({ baseUrl: LOCAL_API_URL }));
 */
export type SellerApi = ReturnType<typeof createSellerApi>;
