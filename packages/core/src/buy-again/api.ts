import { type Http, path } from '../api/http.js';
import { BuyAgainResponseSchema } from './schema.js';

/**
 * The Buy again call: products of the signed-in customer's delivered orders at one shop, priced as they
 * are sold today. Needs the customer's token (401 without it).
 * @example
 * ```ts
 * const buyAgain = createBuyAgainApi(createHttp({ baseUrl: 'http://localhost:8000/api', getToken: () => localStorage.getItem('token') }));
 * const { products } = await buyAgain.list('urban-threads');
 * // GET http://localhost:8000/api/shops/urban-threads/buy-again
 * ```
 */
export function createBuyAgainApi(http: Http) {
  return {
    /** GET /shops/{sellerName}/buy-again */
    list: (sellerName: string) =>
      http.send({
        method: 'get',
        path: path`shops/${sellerName}/buy-again`,
        schema: BuyAgainResponseSchema,
        fallback: /*i18n*/ 'Failed to fetch products to buy again',
      }),
  };
}
/**
 * The client {@link createBuyAgainApi} returns.
 * @example
 * ```ts
 * const load = (api: BuyAgainApi) => api.list('urban-threads');
 * ```
 */
export type BuyAgainApi = ReturnType<typeof createBuyAgainApi>;
