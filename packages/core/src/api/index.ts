export {
  type AuthApi,
  createAuthApi,
  PASSWORD_CHANGE_FAILED,
  PASSWORD_RESET_FAILED,
  SIGN_OUT_FAILED,
} from './auth.js';
export { type ApiBaseUrlOptions, LOCAL_API_URL, type PageLocation, resolveApiBaseUrl } from './base-url.js';
export { type CartApi, createCartApi, createWishlistApi, EMPTY_CART, type WishlistApi } from './cart.js';
export {
  type CatalogueApi,
  createCatalogueApi,
  createGlobalCatalogueApi,
  type GlobalCatalogueApi,
} from './catalogue.js';
export { type ApiClient, createApiClient } from './client.js';
export { type ContentApi, createContentApi } from './content.js';
export {
  type ApiClientOptions,
  createHttp,
  GUEST_SESSION_HEADER,
  type Http,
  type SearchParams,
} from './http.js';
export { type ShopperIdentity, shopperIdentity } from './identity.js';
export { createOrdersApi, type OrdersApi } from './orders.js';
export { createPaymentApi, type PaymentApi } from './payment.js';
export { createReviewsApi, type ReviewsApi } from './reviews.js';
export { createSellerApi, type SellerApi } from './seller.js';
