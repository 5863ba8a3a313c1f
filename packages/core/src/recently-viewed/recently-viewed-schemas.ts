import * as z from 'zod/mini';
import { IdSchema } from '../schemas/common.js';
import { ProductListSchema } from '../schemas/product.js';
import { isProductId, RECENTLY_VIEWED_LIMIT } from './recently-viewed-list.js';

/**
 * POST /customer/recently-viewed/{sellerId}: product ids of the shop to put first on the signed-in
 * customer's list, newest first — one product page view, or a guest's whole list at sign-in.
 * @example RecentlyViewedBodySchema.safeParse({ productIds: ['p1'] }).success // true
 * @example RecentlyViewedBodySchema.safeParse({ productIds: [] }).success // false
 */
export const RecentlyViewedBodySchema = z.object({
  productIds: z.array(IdSchema).check(z.minLength(1), z.maxLength(RECENTLY_VIEWED_LIMIT)),
});
/**
 * What {@link RecentlyViewedBodySchema} accepts.
 * @example
 * ```ts
 * const body: RecentlyViewedBody = { productIds: ['p3', 'p1'] };
 * ```
 */
export type RecentlyViewedBody = z.infer<typeof RecentlyViewedBodySchema>;

/**
 * The signed-in customer's recently viewed product ids in a shop, newest first (the products the shop
 * still shows; at most {@link RECENTLY_VIEWED_LIMIT}).
 * @example RecentlyViewedResponseSchema.parse({ productIds: ['p3', 'p1'] }).productIds // ["p3", "p1"]
 */
export const RecentlyViewedResponseSchema = z.object({
  productIds: z.array(IdSchema).check(z.maxLength(RECENTLY_VIEWED_LIMIT)),
});
/**
 * What {@link RecentlyViewedResponseSchema} parses.
 * @example
 * ```ts
 * const list: RecentlyViewedResponse = { productIds: [] };
 * ```
 */
export type RecentlyViewedResponse = z.infer<typeof RecentlyViewedResponseSchema>;

/** The `ids` rule's text, read after the field's name in a 400 ("ids: must be …"). */
const IDS_RULE = `must be 1 to ${RECENTLY_VIEWED_LIMIT} product ids separated by commas`;

/**
 * The products-by-ids query: `ids`, 1 to {@link RECENTLY_VIEWED_LIMIT} product ids separated by commas.
 * @example ProductsByIdsQuerySchema.safeParse({ ids: 'p3,p1' }).success // true
 * @example ProductsByIdsQuerySchema.safeParse({ ids: 'p1,,p2' }).error?.issues[0]?.message // "must be 1 to 12 product ids separated by commas"
 */
export const ProductsByIdsQuerySchema = z.object({
  ids: z.string().check(
    z.maxLength(RECENTLY_VIEWED_LIMIT * 129, { error: IDS_RULE }),
    z.refine((ids) => splitProductIds(ids) !== null, { error: IDS_RULE }),
  ),
});

/**
 * The ids of a products-by-ids query in their order, or null when the text breaks the rule of
 * {@link ProductsByIdsQuerySchema}.
 * @example splitProductIds('p3,p1') // ["p3", "p1"]
 * @example splitProductIds('') // null
 */
export function splitProductIds(ids: string): string[] | null {
  const list = ids.split(',');
  if (list.length > RECENTLY_VIEWED_LIMIT || !list.every(isProductId)) return null;
  return list;
}

/**
 * GET /home/products-by-ids/{sellerId}: the shop's products of the ids asked, as they are now, in the
 * order asked; ids of products the shop does not show (unknown, another shop's, unpublished, deleted) left out.
 * @example ProductsByIdsResponseSchema.parse({ products: [{ _id: 'p1', name: 'Green tea', price: 4.5 }] }).products.length // 1
 */
export const ProductsByIdsResponseSchema = z.object({ products: ProductListSchema });
/**
 * What {@link ProductsByIdsResponseSchema} parses.
 * @example
 * ```ts
 * const answer: ProductsByIdsResponse = ProductsByIdsResponseSchema.parse({ products: [] });
 * ```
 */
export type ProductsByIdsResponse = z.infer<typeof ProductsByIdsResponseSchema>;
