import * as z from 'zod/mini';
import { SubscribeBodySchema } from '../subscriptions/subscription-schemas.js';
import { ALERT_KIND_INVALID, ALERT_KINDS } from './texts.js';

/**
 * Back-in-stock and price-drop alerts (issue 22): subscriptions of their own kinds, a product as their topic,
 * on the newsletter's machinery (double opt-in, signed links, the same states). The wire schemas.
 */

/**
 * POST /shops/{sellerName}/products/{productId}/alerts body: the address (trimmed and lower-cased, as the
 * newsletter box's) and the alert's kind.
 * @example AlertBodySchema.parse({ email: ' Amina@Example.com ', kind: 'price_drop' }) // { email: 'amina@example.com', kind: 'price_drop' }
 */
export const AlertBodySchema = z.object({
  email: SubscribeBodySchema.shape.email,
  kind: z.enum(ALERT_KINDS, { error: ALERT_KIND_INVALID }),
});
/**
 * An alert sign-up body as the product page or the wishlist sends it.
 * @example
 * ```ts
 * const body: AlertBody = { email: 'amina@example.com', kind: 'back_in_stock' };
 * ```
 */
export type AlertBody = z.input<typeof AlertBodySchema>;

/**
 * How many confirmed shoppers wait for one of the seller's products, by kind (never who).
 * @example ProductAlertCountsSchema.parse({ productId: 'p1', backInStock: 2, priceDrop: 0 }).backInStock // 2
 */
export const ProductAlertCountsSchema = z.object({
  productId: z.string(),
  backInStock: z.number(),
  priceDrop: z.number(),
});
/**
 * One product's waiting shoppers as {@link ProductAlertCountsSchema} parses them.
 * @example
 * ```ts
 * const counts: ProductAlertCounts = { productId: 'p1', backInStock: 2, priceDrop: 1 };
 * ```
 */
export type ProductAlertCounts = z.infer<typeof ProductAlertCountsSchema>;

/**
 * GET /seller/alerts answer: the seller's products that confirmed shoppers wait for, with the counts.
 * @example AlertCountsResponseSchema.parse({ products: [] }).products.length // 0
 */
export const AlertCountsResponseSchema = z.object({ products: z.array(ProductAlertCountsSchema) });
/**
 * The console's alert counts as {@link AlertCountsResponseSchema} parses them.
 * @example
 * ```ts
 * const answer: AlertCountsResponse = { products: [{ productId: 'p1', backInStock: 2, priceDrop: 1 }] };
 * ```
 */
export type AlertCountsResponse = z.infer<typeof AlertCountsResponseSchema>;
