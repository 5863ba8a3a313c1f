import {
  type AddToCartBody,
  type AddToWishlistBody,
  AddToWishlistResponseSchema,
  CartResponseSchema,
  DeleteWishlistResponseSchema,
  type UpdateCartItemBody,
  WishlistResponseSchema,
} from '../schemas/cart.js';
import { MessageResponseSchema } from '../schemas/common.js';
import { type Http, path } from './http.js';
import type { ShopperIdentity } from './identity.js';

/**
 * An empty cart: what a guest without a session id has (spec §4 Cart).
 * @example EMPTY_CART // { card_products: [], shipping_fee: 0, price: 0, card_product_count: 0, buy_product_item: 0, outofstock_products: [] }
 */
export const EMPTY_CART = CartResponseSchema.parse({});

/**
 * An empty wishlist: what a guest without a session id has (spec §4 Wishlist).
 * @example EMPTY_WISHLIST // { wishlists: [], wishlistCount: 0 }
 */
export const EMPTY_WISHLIST = WishlistResponseSchema.parse({});

/**
 * Cart calls of spec §7, for a signed-in customer or a guest ({@link ShopperIdentity}).
 * @example
 * ```ts
 * const cart = createCartApi(createHttp({ baseUrl: 'http://localhost:8000/api' }));
 * const { card_products } = await cart.getCart({ sessionId: 'g1' }, 's1');
 * // GET http://localhost:8000/api/home/product/get-card-product-guest/g1/s1
 * ```
 */
export function createCartApi(http: Http) {
  return {
    /** POST /home/product/add-to-card */
    addToCart: (body: AddToCartBody) =>
      http.send({
        method: 'post',
        path: 'home/product/add-to-card',
        json: body,
        schema: MessageResponseSchema,
        fallback: 'Failed to add product to cart',
      }),

    /**
     * GET /home/product/get-card-product/{userId}/{sellerId} or …-guest/{sessionId}/{sellerId}.
     * Without an identity the cart is empty and no call is made.
     */
    getCart: async (identity: ShopperIdentity | null, sellerId: string) => {
      if (!identity) return EMPTY_CART;
      return http.send({
        method: 'get',
        path: identity.userId
          ? path`home/product/get-card-product/${identity.userId}/${sellerId}`
          : path`home/product/get-card-product-guest/${identity.sessionId ?? ''}/${sellerId}`,
        schema: CartResponseSchema,
        fallback: 'Failed to get cart products',
      });
    },

    /** DELETE /home/product/delete-card-product/{cartId} */
    deleteLine: (cartId: string) =>
      http.send({
        method: 'delete',
        path: path`home/product/delete-card-product/${cartId}`,
        schema: MessageResponseSchema,
        fallback: 'Failed to delete cart product',
      }),

    /** PUT /home/product/quantity-inc/{cartId} */
    increaseQuantity: (cartId: string) =>
      http.send({
        method: 'put',
        path: path`home/product/quantity-inc/${cartId}`,
        schema: MessageResponseSchema,
        fallback: 'Failed to increase quantity',
      }),

    /** PUT /home/product/quantity-dec/{cartId} */
    decreaseQuantity: (cartId: string) =>
      http.send({
        method: 'put',
        path: path`home/product/quantity-dec/${cartId}`,
        schema: MessageResponseSchema,
        fallback: 'Failed to decrease quantity',
      }),

    /** PUT /home/product/update-cart-item/{cartId}, body addons */
    updateLine: (cartId: string, body: UpdateCartItemBody) =>
      http.send({
        method: 'put',
        path: path`home/product/update-cart-item/${cartId}`,
        json: body,
        schema: MessageResponseSchema,
        fallback: 'Failed to update cart item',
      }),
  };
}
/**
 * The cart calls {@link createCartApi} returns.
 * @example const cart: CartApi = createCartApi(createHttp({ baseUrl: LOCAL_API_URL }));
 */
export type CartApi = ReturnType<typeof createCartApi>;

/**
 * Wishlist calls of spec §7, for a signed-in customer or a guest ({@link ShopperIdentity}).
 * @example
 * ```ts
 * const wishlist = createWishlistApi(createHttp({ baseUrl: 'http://localhost:8000/api' }));
 * await wishlist.list({ userId: 'u1' });
 * // GET http://localhost:8000/api/home/product/get-wishlist-products/u1
 * ```
 */
export function createWishlistApi(http: Http) {
  return {
    /** POST /home/product/add-to-wishlist */
    add: (body: AddToWishlistBody) =>
      http.send({
        method: 'post',
        path: 'home/product/add-to-wishlist',
        json: body,
        schema: AddToWishlistResponseSchema,
        fallback: 'Failed to add to wishlist',
      }),

    /** GET /home/product/get-wishlist-products/{userId} or …-guest/{sessionId}; empty without identity. */
    list: async (identity: ShopperIdentity | null) => {
      if (!identity) return EMPTY_WISHLIST;
      return http.send({
        method: 'get',
        path: identity.userId
          ? path`home/product/get-wishlist-products/${identity.userId}`
          : path`home/product/get-wishlist-products-guest/${identity.sessionId ?? ''}`,
        schema: WishlistResponseSchema,
        fallback: /*i18n*/ 'Failed to fetch wishlist',
      });
    },

    /** DELETE /home/product/delete-wishlist-product/{wishlistId} */
    remove: (wishlistId: string) =>
      http.send({
        method: 'delete',
        path: path`home/product/delete-wishlist-product/${wishlistId}`,
        schema: DeleteWishlistResponseSchema,
        fallback: /*i18n*/ 'Failed to remove from wishlist',
      }),
  };
}
/**
 * The wishlist calls {@link createWishlistApi} returns.
 * @example const wishlist: WishlistApi = createWishlistApi(createHttp({ baseUrl: LOCAL_API_URL }));
 */
export type WishlistApi = ReturnType<typeof createWishlistApi>;
