import * as z from 'zod/mini';
import { DEFAULT_CURRENCY } from '../pricing/money.js';
import { AmountSchema, IdSchema, LenientNumberSchema, TextSchema } from './common.js';
import { AddonSchema, BulkPricingSchema, DEFAULT_PACK_SIZE, SelectedAddonSchema } from './product.js';

/**
 * The product facts a cart line carries (spec §3 "productInfo").
 * @example CartProductInfoSchema.parse({ name: 'Green tea', price: 4.5, stock: '12' }) // { name: 'Green tea', price: 4.5, discount: 0, stock: 12, currency: 'USD', packSize: 1, … }
 */
export const CartProductInfoSchema = z.object({
  _id: z.optional(z.string()),
  name: TextSchema,
  slug: z.optional(z.string()),
  price: AmountSchema,
  discount: z._default(z.number().check(z.gte(0), z.lte(100)), 0),
  bulkPricing: BulkPricingSchema,
  stock: LenientNumberSchema,
  currency: z._default(z.string(), DEFAULT_CURRENCY),
  images: z._default(z.array(z.string()), []),
  packSize: z._default(z.number().check(z.int(), z.positive()), DEFAULT_PACK_SIZE),
  /**
   * The add-ons the product offers, so the cart can edit a line's choices (spec §2 Cart "edit add-ons").
   * Not in the spec's productInfo list; optional, so carts without it still parse.
   */
  addons: z.optional(z.catch(z.array(AddonSchema), [])),
});
/**
 * A cart line's product facts as {@link CartProductInfoSchema} parses them (spec §3).
 * @example
 * ```ts
 * const info: CartProductInfo = CartProductInfoSchema.parse({ _id: 'p1', name: 'Green tea', price: 4.5, stock: 12 });
 * ```
 */
export type CartProductInfo = z.infer<typeof CartProductInfoSchema>;

/**
 * A cart line (spec §3). `price`/`discountPrice` are the server's figures, never the client's.
 * @example
 * ```ts
 * const line = CartLineSchema.parse({
 *   _id: 'l1', productId: 'p1', quantity: 2, sellerId: 's1', productInfo: { name: 'Green tea', price: 4.5 },
 * });
 * line // { _id: 'l1', quantity: 2, price: 0, packSize: 1, addons: [], discountPrice: 0, … }
 * ```
 */
export const CartLineSchema = z.object({
  _id: IdSchema,
  productId: IdSchema,
  quantity: z.number().check(z.int(), z.positive()),
  price: z._default(AmountSchema, 0),
  sellerId: IdSchema,
  packSize: z._default(z.number().check(z.int(), z.positive()), DEFAULT_PACK_SIZE),
  selectedImage: z.optional(z.string()),
  addons: z._default(z.array(SelectedAddonSchema), []),
  discountPrice: z._default(AmountSchema, 0),
  productInfo: CartProductInfoSchema,
  userId: z.optional(z.nullable(z.string())),
  sessionId: z.optional(z.nullable(z.string())),
});
/**
 * A cart line as {@link CartLineSchema} parses it (spec §3).
 * @example
 * ```ts
 * const line: CartLine = CartLineSchema.parse({
 *   _id: 'l1', productId: 'p1', quantity: 2, sellerId: 's1', price: 9, productInfo: { name: 'Green tea', price: 4.5 },
 * });
 * ```
 */
export type CartLine = z.infer<typeof CartLineSchema>;
/**
 * A cart line as a caller may send it, before defaults are applied.
 * @example
 * ```ts
 * const input: CartLineInput = {
 *   _id: 'l1', productId: 'p1', quantity: 2, sellerId: 's1', productInfo: { name: 'Green tea', price: 4.5 },
 * };
 * ```
 */
export type CartLineInput = z.input<typeof CartLineSchema>;

/**
 * Cart lines of one seller (spec §3 "Cart group per seller").
 * @example CartGroupSchema.parse({ sellerId: 's1', products: [] }) // { sellerId: 's1', shopName: '', products: [] }
 */
export const CartGroupSchema = z.object({
  sellerId: IdSchema,
  shopName: TextSchema,
  products: z.array(CartLineSchema),
});
/**
 * One seller's cart lines as {@link CartGroupSchema} parses them (spec §3).
 * @example
 * ```ts
 * const group: CartGroup = { sellerId: 's1', shopName: 'Tea House', products: [] };
 * ```
 */
export type CartGroup = z.infer<typeof CartGroupSchema>;

/**
 * A line that cannot be bought as it stands: its quantity exceeds the stock (spec §4, §5).
 * @example
 * ```ts
 * const line = OutOfStockLineSchema.parse({
 *   _id: 'l1', productId: 'p1', quantity: 5, sellerId: 's1', productInfo: { name: 'Green tea', price: 4.5, stock: 2 },
 *   shopName: 'Tea House', originalStock: 2,
 * });
 * line.originalStock // 2
 * ```
 */
export const OutOfStockLineSchema = z.object({
  ...CartLineSchema.shape,
  shopName: TextSchema,
  originalStock: z.number(),
});
/**
 * An out-of-stock cart line as {@link OutOfStockLineSchema} parses it (spec §3 "outofstock_products").
 * @example
 * ```ts
 * const line: OutOfStockLine = OutOfStockLineSchema.parse({
 *   _id: 'l1', productId: 'p1', quantity: 5, sellerId: 's1', productInfo: { name: 'Green tea', price: 4.5 },
 *   shopName: 'Tea House', originalStock: 2,
 * });
 * ```
 */
export type OutOfStockLine = z.infer<typeof OutOfStockLineSchema>;

/**
 * Lines the shopper's cart holds in another seller's shop: which shop (`sellerName` is its path name,
 * `shopName` its display name) and how many lines.
 * @example OtherSellerCartSchema.safeParse({ sellerId: 's2', sellerName: 'spice-market', shopName: 'Spice Market', card_product_count: 0 }).success // false
 */
export const OtherSellerCartSchema = z.object({
  sellerId: IdSchema,
  sellerName: IdSchema,
  shopName: TextSchema,
  card_product_count: z.number().check(z.int(), z.positive()),
});
/**
 * Another shop's part of the shopper's cart as {@link OtherSellerCartSchema} parses it.
 * @example
 * ```ts
 * const other: OtherSellerCart = { sellerId: 's2', sellerName: 'spice-market', shopName: 'Spice Market', card_product_count: 3 };
 * ```
 */
export type OtherSellerCart = z.infer<typeof OtherSellerCartSchema>;

/**
 * GET /home/product/get-card-product/{userId}/{sellerId} and …-guest/{sessionId}/{sellerId}.
 * `card_products` holds the in-stock lines grouped by seller; the figures are computed by the server
 * with the same @souk/core rules the cart page uses.
 * @example CartResponseSchema.parse({}) // { card_products: [], shipping_fee: 0, price: 0, card_product_count: 0, buy_product_item: 0, outofstock_products: [] }
 */
export const CartResponseSchema = z.object({
  card_products: z._default(z.array(CartGroupSchema), []),
  shipping_fee: z._default(AmountSchema, 0),
  price: z._default(AmountSchema, 0),
  card_product_count: z._default(z.number(), 0),
  buy_product_item: z._default(z.number(), 0),
  outofstock_products: z._default(z.array(OutOfStockLineSchema), []),
  /**
   * Not in the spec's fields (additive, optional): the cart's lines in other sellers' shops, which the
   * figures above leave out, so another shop's cart page can warn about them (spec §2 Cart, §8).
   */
  other_sellers: z.optional(z.array(OtherSellerCartSchema)),
});
/**
 * The get-cart answer as {@link CartResponseSchema} parses it (spec §7 Cart and wishlist).
 * @example
 * ```ts
 * const cart: CartResponse = CartResponseSchema.parse({ price: 9, shipping_fee: 5, card_product_count: 2 });
 * ```
 */
export type CartResponse = z.infer<typeof CartResponseSchema>;

/**
 * A cart or wishlist call names its owner: the signed-in customer's id or the guest's session id.
 * @example OWNER_REQUIRED_MESSAGE // "Either userId or sessionId is required"
 */
export const OWNER_REQUIRED_MESSAGE = 'Either userId or sessionId is required';

/**
 * The most of one product a cart line, or an order line, may hold.
 * @example MAX_LINE_QUANTITY // 10000
 */
export const MAX_LINE_QUANTITY = 10_000;

/**
 * Spec §5 quantity rule message.
 * @example INVALID_QUANTITY_MESSAGE // "Please enter a valid quantity"
 */
export const INVALID_QUANTITY_MESSAGE = /*i18n*/ 'Please enter a valid quantity';

const QuantitySchema = z
  .number({ error: INVALID_QUANTITY_MESSAGE })
  .check(
    z.int({ error: INVALID_QUANTITY_MESSAGE }),
    z.gte(1, { error: INVALID_QUANTITY_MESSAGE }),
    z.lte(MAX_LINE_QUANTITY),
  );

/**
 * POST /home/product/add-to-card body. `price`, `bulkPricing`, `discountPrice` and `packSize` are accepted
 * for compatibility but never trusted: the server prices the line from the product and the chosen tier.
 * `startNewCart: true` starts a cart in a second shop, the first shop's cart kept (parked carts).
 * @example AddToCartBodySchema.parse({ sessionId: 'g1', productId: 'p1', quantity: 2 }) // { sessionId: 'g1', productId: 'p1', quantity: 2, addons: [] }
 * @example AddToCartBodySchema.safeParse({ sessionId: 'g1', productId: 'p1', quantity: 0 }).error?.issues[0]?.message // "Please enter a valid quantity"
 * @example AddToCartBodySchema.safeParse({ productId: 'p1', quantity: 1 }).error?.issues[0]?.message // "Either userId or sessionId is required"
 */
export const AddToCartBodySchema = z
  .object({
    userId: z.optional(z.nullable(z.string().check(z.maxLength(128)))),
    sessionId: z.optional(z.nullable(z.string().check(z.maxLength(128)))),
    sellerId: z.optional(z.nullable(z.string().check(z.maxLength(128)))),
    productId: IdSchema,
    quantity: QuantitySchema,
    addons: z._default(z.array(SelectedAddonSchema).check(z.maxLength(50)), []),
    price: z.optional(z.nullable(z.number())),
    bulkPricing: z.optional(z.nullable(z.unknown())),
    discountPrice: z.optional(z.nullable(z.number())),
    packSize: z.optional(z.nullable(z.number())),
    selectedImage: z.optional(z.nullable(z.string().check(z.maxLength(2048)))),
    /**
     * Not in the spec's fields (additive, optional; issue 22 parked carts): the shopper agreed to start a
     * cart in this product's shop while their cart in another shop is kept. Without it, a first product of
     * a second shop is refused with the spec's single-seller message.
     */
    startNewCart: z.optional(z.boolean()),
  })
  .check(
    z.refine((body) => Boolean(body.userId || body.sessionId), {
      error: OWNER_REQUIRED_MESSAGE,
      path: ['sessionId'],
    }),
  );
/**
 * An add-to-cart body as a caller may send it, before defaults are applied (spec §7).
 * @example
 * ```ts
 * const body: AddToCartBody = { userId: 'u1', productId: 'p1', quantity: 2, addons: [{ text: 'Gift wrap', price: 2 }] };
 * ```
 */
export type AddToCartBody = z.input<typeof AddToCartBodySchema>;

/**
 * PUT /home/product/update-cart-item/{cartId} body.
 * @example UpdateCartItemBodySchema.parse({ addons: [{ text: 'Gift wrap' }] }) // { addons: [{ text: 'Gift wrap', price: 0 }] }
 */
export const UpdateCartItemBodySchema = z.object({
  addons: z.array(SelectedAddonSchema).check(z.maxLength(50)),
});
/**
 * An update-cart-item body as a caller may send it, before {@link UpdateCartItemBodySchema} checks it.
 * @example
 * ```ts
 * const body: UpdateCartItemBody = { addons: [{ text: 'Gift wrap', price: 2 }] };
 * ```
 */
export type UpdateCartItemBody = z.input<typeof UpdateCartItemBodySchema>;

/**
 * Wishlist item (spec §3).
 * @example WishlistItemSchema.parse({ _id: 'w1', productId: 'p1', name: 'Green tea', price: 4.5 }) // { _id: 'w1', productId: 'p1', name: 'Green tea', price: 4.5, image: '', discount: 0, rating: 0, slug: '', currency: 'USD' }
 */
export const WishlistItemSchema = z.object({
  _id: IdSchema,
  userId: z.optional(z.nullable(z.string())),
  sessionId: z.optional(z.nullable(z.string())),
  productId: IdSchema,
  name: TextSchema,
  price: z._default(AmountSchema, 0),
  image: TextSchema,
  discount: z._default(z.number(), 0),
  rating: LenientNumberSchema,
  slug: TextSchema,
  currency: z._default(z.string(), DEFAULT_CURRENCY),
});
/**
 * A wishlist item as {@link WishlistItemSchema} parses it (spec §3).
 * @example
 * ```ts
 * const item: WishlistItem = WishlistItemSchema.parse({ _id: 'w1', productId: 'p1', name: 'Green tea', price: 4.5 });
 * ```
 */
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

/**
 * POST /home/product/add-to-wishlist body. Display fields are accepted but the server stores the
 * product's own name, price, image, discount, rating, slug and currency.
 * @example AddToWishlistBodySchema.safeParse({ productId: 'p1' }).error?.issues[0]?.message // "Either userId or sessionId is required"
 */
export const AddToWishlistBodySchema = z
  .object({
    userId: z.optional(z.nullable(z.string().check(z.maxLength(128)))),
    sessionId: z.optional(z.nullable(z.string().check(z.maxLength(128)))),
    productId: IdSchema,
    name: z.optional(z.string()),
    price: z.optional(z.number()),
    image: z.optional(z.string()),
    discount: z.optional(z.number()),
    rating: z.optional(z.number()),
    slug: z.optional(z.string()),
    currency: z.optional(z.string()),
  })
  .check(
    z.refine((body) => Boolean(body.userId || body.sessionId), {
      error: OWNER_REQUIRED_MESSAGE,
      path: ['sessionId'],
    }),
  );
/**
 * An add-to-wishlist body as a caller may send it, before {@link AddToWishlistBodySchema} checks it.
 * @example
 * ```ts
 * const body: AddToWishlistBody = { sessionId: 'g1', productId: 'p1' };
 * ```
 */
export type AddToWishlistBody = z.input<typeof AddToWishlistBodySchema>;

/**
 * POST /home/product/add-to-wishlist answer (201): the server's message and the wishlist item it stored.
 * @example AddToWishlistResponseSchema.parse({ message: 'Product added to wishlist' }) // { message: 'Product added to wishlist' }
 */
export const AddToWishlistResponseSchema = z.object({
  message: z.string(),
  wishlist: z.optional(WishlistItemSchema),
});
/**
 * The add-to-wishlist answer as {@link AddToWishlistResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: AddToWishlistResponse = { message: 'Product added to wishlist' };
 * ```
 */
export type AddToWishlistResponse = z.infer<typeof AddToWishlistResponseSchema>;

/**
 * GET /home/product/get-wishlist-products/{userId} and …-guest/{sessionId}
 * @example WishlistResponseSchema.parse({}) // { wishlists: [], wishlistCount: 0 }
 */
export const WishlistResponseSchema = z.object({
  wishlists: z._default(z.array(WishlistItemSchema), []),
  wishlistCount: z._default(z.number(), 0),
});
/**
 * A wishlist and its count as {@link WishlistResponseSchema} parses them (spec §3, §7).
 * @example
 * ```ts
 * const wishlist: WishlistResponse = WishlistResponseSchema.parse({ wishlists: [], wishlistCount: 0 });
 * ```
 */
export type WishlistResponse = z.infer<typeof WishlistResponseSchema>;

/**
 * DELETE /home/product/delete-wishlist-product/{wishlistId}
 * @example DeleteWishlistResponseSchema.parse({ message: 'Product removed from wishlist', wishlistId: 'w1' }).wishlistId // "w1"
 */
export const DeleteWishlistResponseSchema = z.object({ message: z.string(), wishlistId: z.string() });
/**
 * The delete-wishlist-product answer as {@link DeleteWishlistResponseSchema} parses it (spec §7).
 * @example
 * ```ts
 * const answer: DeleteWishlistResponse = { message: 'Product removed from wishlist', wishlistId: 'w1' };
 * ```
 */
export type DeleteWishlistResponse = z.infer<typeof DeleteWishlistResponseSchema>;
