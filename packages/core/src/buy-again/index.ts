/**
 * Buy again (issue 22): the products of a customer's delivered orders at one shop, as they are sold today,
 * and the call that lists them. Its own entry point so the wire schemas stay out of `/schemas` and
 * `/api-client` for apps that do not offer it.
 *
 * @example
 * ```ts
 * import { createHttp } from '@souk/core/api-client';
 * import { BUY_AGAIN_UNAVAILABLE_MESSAGES, createBuyAgainApi } from '@souk/core/buy-again';
 * const http = createHttp({ baseUrl: '/api', getToken: () => localStorage.getItem('token') });
 * const { products } = await createBuyAgainApi(http).list('green-pantry');
 * const notes = products.map((item) => item.status === 'available' ? '' : BUY_AGAIN_UNAVAILABLE_MESSAGES[item.status]);
 * ```
 *
 * @module @souk/core/buy-again
 */
export { type BuyAgainApi, createBuyAgainApi } from './api.js';
export {
  BUY_AGAIN_LIMIT,
  BUY_AGAIN_UNAVAILABLE_MESSAGES,
  type BuyAgainItem,
  BuyAgainItemSchema,
  type BuyAgainResponse,
  BuyAgainResponseSchema,
  type BuyAgainStatus,
  BuyAgainStatusSchema,
} from './schema.js';
