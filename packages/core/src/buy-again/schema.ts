import * as z from 'zod/mini';
import { AmountSchema, IdSchema, TextSchema } from '../schemas/common.js';

/**
 * How many products the dashboard's Buy again offers at most: the most recently ordered first.
 * @example BUY_AGAIN_LIMIT // 24
 */
export const BUY_AGAIN_LIMIT = 24;

/**
 * Whether a product of a past order can go in the cart today: `available`, `out-of-stock` (still sold, no
 * stock now) or `unavailable` (deleted, or taken off sale by the seller).
 * @example BuyAgainStatusSchema.parse('out-of-stock') // "out-of-stock"
 */
export const BuyAgainStatusSchema = z.enum(['available', 'out-of-stock', 'unavailable']);
/**
 * One of {@link BuyAgainStatusSchema}'s values.
 * @example
 * ```ts
 * const status: BuyAgainStatus = 'available';
 * ```
 */
export type BuyAgainStatus = z.infer<typeof BuyAgainStatusSchema>;

/**
 * What the shopper reads beside a product they cannot buy again, by status; nothing for an available one.
 * @example BUY_AGAIN_UNAVAILABLE_MESSAGES['out-of-stock'] // "Out of stock right now"
 */
export const BUY_AGAIN_UNAVAILABLE_MESSAGES: Record<Exclude<BuyAgainStatus, 'available'>, string> = {
  'out-of-stock': /*i18n*/ 'Out of stock right now',
  unavailable: /*i18n*/ 'No longer sold by this shop',
};

/**
 * A product of the customer's delivered orders at one shop, as it is sold now: current price, discount and
 * currency (null price when it is no longer sold), with the name and image of the product today (of the
 * order line once the product is gone) and when and in which order it was last bought.
 * @example BuyAgainItemSchema.parse({ productId: 'p1', name: 'Green tea', slug: 'green-tea', image: '', price: 4.5, discount: 0, currency: 'USD', status: 'available', lastOrderedAt: '2026-11-02T09:00:00.000Z', orderNumber: 'ORD1001' }).price // 4.5
 */
export const BuyAgainItemSchema = z.object({
  /** null once the product has been deleted */
  productId: z.nullable(IdSchema),
  name: TextSchema,
  slug: TextSchema,
  image: TextSchema,
  /** today's unit price before the discount, in major units; null when the product is no longer sold */
  price: z.nullable(AmountSchema),
  discount: z.number().check(z.gte(0), z.lte(100)),
  currency: z.string(),
  status: BuyAgainStatusSchema,
  lastOrderedAt: z.string(),
  orderNumber: z.string(),
});
/**
 * A Buy again product as {@link BuyAgainItemSchema} parses it.
 * @example
 * ```ts
 * const canAdd = (item: BuyAgainItem) => item.status === 'available';
 * ```
 */
export type BuyAgainItem = z.infer<typeof BuyAgainItemSchema>;

/**
 * GET /shops/{sellerName}/buy-again: the signed-in customer's delivered products at that shop, at most
 * {@link BUY_AGAIN_LIMIT}, the most recently ordered first.
 * @example BuyAgainResponseSchema.parse({ products: [] }).products.length // 0
 */
export const BuyAgainResponseSchema = z.object({ products: z.array(BuyAgainItemSchema) });
/**
 * The Buy again answer as {@link BuyAgainResponseSchema} parses it.
 * @example
 * ```ts
 * const empty: BuyAgainResponse = { products: [] };
 * ```
 */
export type BuyAgainResponse = z.infer<typeof BuyAgainResponseSchema>;
