import * as z from 'zod/mini';
import {
  BannerSchema,
  CategorySchema,
  DEFAULT_PRICE_RANGE,
  NullableProductSchema,
  PriceRangeSchema,
  ProductListSchema,
} from './product.js';

/**
 * Spec §9: page size default when the server sends none.
 * @example DEFAULT_PAGE_SIZE // 4
 */
export const DEFAULT_PAGE_SIZE = 4;

/**
 * GET /home/get-categorys/{sellerId}
 * @example CategoriesResponseSchema.parse({ categorys: [{ name: 'Tea' }] }) // { categorys: [{ name: 'Tea', image: '' }] }
 */
export const CategoriesResponseSchema = z.object({ categorys: z._default(z.array(CategorySchema), []) });
/**
 * A shop's category list as {@link CategoriesResponseSchema} parses it (spec §7 Catalogue).
 * @example
 * ```ts
 * const answer: CategoriesResponse = { categorys: [{ name: 'Tea', image: '/images/tea.jpg', slug: 'tea' }] };
 * ```
 */
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;

/**
 * GET /home/seller/{sellerId}/products
 * @example HomeProductsResponseSchema.parse({ products: [{ _id: 'p1', name: 'Green tea', price: 4.5 }] }).latest_product // []
 */
export const HomeProductsResponseSchema = z.object({
  products: ProductListSchema,
  latest_product: ProductListSchema,
  topRated_product: ProductListSchema,
  discount_product: ProductListSchema,
});
/**
 * A shop's home product lists as {@link HomeProductsResponseSchema} parses them (spec §3 "Home lists").
 * @example
 * ```ts
 * const lists: HomeProductsResponse = HomeProductsResponseSchema.parse({ products: [] });
 * ```
 */
export type HomeProductsResponse = z.infer<typeof HomeProductsResponseSchema>;

/**
 * GET /home/seller/{sellerId}/product/{slug} and …/product/id/{productId}
 * @example ProductDetailsResponseSchema.parse({ product: { name: 'No id' } }) // { product: null, relatedProducts: [], moreProducts: [] }
 */
export const ProductDetailsResponseSchema = z.object({
  product: NullableProductSchema,
  relatedProducts: ProductListSchema,
  moreProducts: ProductListSchema,
});
/**
 * A product page's data as {@link ProductDetailsResponseSchema} parses it (spec §7 Catalogue).
 * @example
 * ```ts
 * const page: ProductDetailsResponse = ProductDetailsResponseSchema.parse({ product: { _id: 'p1', name: 'Green tea', price: 4.5 } });
 * ```
 */
export type ProductDetailsResponse = z.infer<typeof ProductDetailsResponseSchema>;

/**
 * GET /home/seller/price-range-latest-product/{sellerId}
 * @example PriceRangeResponseSchema.parse({}) // { latest_product: [], priceRange: { low: 0, high: 100 } }
 */
export const PriceRangeResponseSchema = z.object({
  latest_product: ProductListSchema,
  priceRange: z._default(PriceRangeSchema, { ...DEFAULT_PRICE_RANGE }),
});
/**
 * A shop's latest products and price range as {@link PriceRangeResponseSchema} parses them (spec §7).
 * @example
 * ```ts
 * const answer: PriceRangeResponse = PriceRangeResponseSchema.parse({ priceRange: { low: 2, high: 45 } });
 * ```
 */
export type PriceRangeResponse = z.infer<typeof PriceRangeResponseSchema>;

/**
 * GET /banner/get/{sellerId}
 * @example BannersResponseSchema.parse({}) // { banner: [] }
 */
export const BannersResponseSchema = z.object({ banner: z._default(z.array(BannerSchema), []) });
/**
 * A shop's banners as {@link BannersResponseSchema} parses them (spec §7 Catalogue).
 * @example
 * ```ts
 * const answer: BannersResponse = { banner: [{ banner: '/images/sale.jpg', product: null }] };
 * ```
 */
export type BannersResponse = z.infer<typeof BannersResponseSchema>;

/**
 * GET /banners/{sellerId}: the bare list.
 * @example BannerListSchema.parse([{ banner: '/images/sale.jpg' }]) // [{ banner: '/images/sale.jpg', product: null }]
 */
export const BannerListSchema = z.array(BannerSchema);

/**
 * Where the search text matched each product's name: `[start, end)` ranges in UTF-16 code units of the
 * name, by product `_id`. Clients wrap those ranges in `<mark>` as text nodes, never as HTML.
 * @example SearchHighlightsSchema.parse({ p1: [[6, 9]] }) // { p1: [[6, 9]] }
 * @example SearchHighlightsSchema.safeParse({ p1: [[6]] }).success // false
 */
export const SearchHighlightsSchema = z.record(z.string(), z.array(z.array(z.number()).check(z.length(2))));
/**
 * Search match ranges by product id as {@link SearchHighlightsSchema} parses them.
 * @example
 * ```ts
 * const highlights: SearchHighlights = { p1: [[6, 9]] }; // "tea" in "Green tea"
 * ```
 */
export type SearchHighlights = z.infer<typeof SearchHighlightsSchema>;

/**
 * What the search engine adds to a page of results (all optional, so the spec's shape still parses):
 * `highlights`; `showingResultsFor`, the words the results match when no product matched every word;
 * `didYouMean`, a close spelling that has results, when some word matched nothing.
 */
const searchExtras = {
  highlights: z.optional(SearchHighlightsSchema),
  showingResultsFor: z.optional(z.string()),
  didYouMean: z.optional(z.string()),
};
/**
 * The search engine's additions to a page of results on their own (`highlights`, `showingResultsFor`,
 * `didYouMean`, all optional); the query-products and search-products answers carry the same fields.
 * @example SearchExtrasSchema.parse({ didYouMean: 'matcha' }) // { didYouMean: 'matcha' }
 */
export const SearchExtrasSchema = z.object(searchExtras);

/**
 * Sort values of `sortPrice`; empty means the server's default order.
 * @example SORT_PRICE_VALUES // ["low-to-high", "high-to-low"]
 */
export const SORT_PRICE_VALUES = ['low-to-high', 'high-to-low'] as const;
/**
 * A `sortPrice` value: `'low-to-high'` or `'high-to-low'`.
 * @example
 * ```ts
 * const sort: SortPrice = 'low-to-high';
 * ```
 */
export type SortPrice = (typeof SORT_PRICE_VALUES)[number];
/**
 * Validates the `sortPrice` query of query-products and search-products (spec §7): `'low-to-high'` or
 * `'high-to-low'` by price, as the sort selects of spec §2 offer; query-products also takes `''`.
 * @example SortPriceSchema.safeParse('cheapest').success // false
 */
export const SortPriceSchema = z.enum(SORT_PRICE_VALUES);

const queryNumber = z.optional(
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/, { error: 'must be a number' }))]),
    z.transform((value) => Number(value)),
  ),
);

/**
 * GET /home/seller/{sellerId}/query-products query (spec §3 "Query parameters"; low/high sent as
 * lowPrice/highPrice). Query strings arrive as text, so numbers are accepted in either form.
 * @example QueryProductsParamsSchema.parse({ category: 'Tea', lowPrice: '5', pageNumber: '2' }) // { category: 'Tea', lowPrice: 5, pageNumber: 2 }
 * @example QueryProductsParamsSchema.safeParse({ rating: 'five' }).error?.issues[0]?.message // "must be a number"
 */
export const QueryProductsParamsSchema = z.object({
  category: z.optional(z.string().check(z.maxLength(200))),
  rating: z.optional(z.pipe(queryNumber, z.optional(z.number().check(z.gte(0), z.lte(5))))),
  lowPrice: z.optional(z.pipe(queryNumber, z.optional(z.number().check(z.gte(0))))),
  highPrice: z.optional(z.pipe(queryNumber, z.optional(z.number().check(z.gte(0))))),
  sortPrice: z.optional(z.union([SortPriceSchema, z.literal('')])),
  pageNumber: z.optional(
    z.pipe(queryNumber, z.optional(z.number().check(z.int(), z.gte(1), z.lte(100_000)))),
  ),
  searchValue: z.optional(z.string().check(z.maxLength(200))),
});
/**
 * The query-products query as a caller may send it, numbers as numbers or as text.
 * @example
 * ```ts
 * const query: QueryProductsParams = { category: 'Tea', sortPrice: 'low-to-high', pageNumber: '2' };
 * ```
 */
export type QueryProductsParams = z.input<typeof QueryProductsParamsSchema>;

/**
 * Response of query-products; the search extras come with a `searchValue`.
 * @example QueryProductsResponseSchema.parse({ products: [] }) // { products: [], totalProduct: 0, parPage: 4 }
 */
export const QueryProductsResponseSchema = z.object({
  ...searchExtras,
  products: ProductListSchema,
  totalProduct: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  parPage: z._default(z.number().check(z.int(), z.positive()), DEFAULT_PAGE_SIZE),
});
/**
 * A page of a shop's products as {@link QueryProductsResponseSchema} parses it (spec §3 "Query result").
 * @example
 * ```ts
 * const page: QueryProductsResponse = QueryProductsResponseSchema.parse({ products: [], totalProduct: 0 });
 * ```
 */
export type QueryProductsResponse = z.infer<typeof QueryProductsResponseSchema>;

/**
 * Most results one global-search page holds.
 * @example SEARCH_PAGE_SIZE_MAX // 60
 */
export const SEARCH_PAGE_SIZE_MAX = 60;
/**
 * Results per page of the portal's search results (divides the 1–4 column grid evenly).
 * @example SEARCH_PAGE_SIZE // 24
 */
export const SEARCH_PAGE_SIZE = 24;

/**
 * The orders a search can be sorted in after relevance, besides `sortPrice` (ranking rules, README).
 * @example SEARCH_SORT_VALUES // ["rating", "newest"]
 */
export const SEARCH_SORT_VALUES = ['rating', 'newest'] as const;
/**
 * A `sort` value of the global search: `'rating'` or `'newest'`.
 * @example
 * ```ts
 * const sort: SearchSort = 'newest';
 * ```
 */
export type SearchSort = (typeof SEARCH_SORT_VALUES)[number];

/**
 * Optional query of GET /home/search-products/{searchValue} — an addition to spec §7 for the search portal,
 * whose results can number thousands: `page` (from 1) and `perPage` (at most {@link SEARCH_PAGE_SIZE_MAX})
 * ask for one page; `sortPrice` (or `sort`: rating, newest) orders matches of equal relevance; `category`,
 * `brand`, `lowPrice` and `highPrice` (inclusive, on the charged price) narrow the matches to one facet
 * value. Without any of them the call answers as the spec says: the best matches by relevance.
 * @example SearchProductsParamsSchema.parse({ page: '2', perPage: '24', sort: 'rating' }) // { page: 2, perPage: 24, sort: 'rating' }
 * @example SearchProductsParamsSchema.safeParse({ perPage: 100 }).success // false
 */
export const SearchProductsParamsSchema = z.object({
  page: z.optional(z.pipe(queryNumber, z.optional(z.number().check(z.int(), z.gte(1), z.lte(1000))))),
  perPage: z.optional(
    z.pipe(queryNumber, z.optional(z.number().check(z.int(), z.gte(1), z.lte(SEARCH_PAGE_SIZE_MAX)))),
  ),
  sortPrice: z.optional(SortPriceSchema),
  sort: z.optional(z.enum(SEARCH_SORT_VALUES)),
  category: z.optional(z.string().check(z.maxLength(200))),
  brand: z.optional(z.string().check(z.maxLength(200))),
  lowPrice: z.optional(z.pipe(queryNumber, z.optional(z.number().check(z.gte(0))))),
  highPrice: z.optional(z.pipe(queryNumber, z.optional(z.number().check(z.gte(0))))),
});
/**
 * The global search's optional query as a caller may send it, numbers as numbers or as text.
 * @example
 * ```ts
 * const query: SearchProductsParams = { page: 2, perPage: 24, category: 'Tea', lowPrice: '5' };
 * ```
 */
export type SearchProductsParams = z.input<typeof SearchProductsParamsSchema>;

/**
 * One value of a facet with the number of matches it would leave.
 * @example SearchFacetValueSchema.parse({ value: 'Tea', count: 12 }) // { value: 'Tea', count: 12 }
 */
export const SearchFacetValueSchema = z.object({ value: z.string(), count: z.number() });
/**
 * A price band `min ≤ price < max` (major units; `max` null: and above) with its matches.
 * @example SearchPriceBandSchema.parse({ min: 50, max: null, count: 3 }) // { min: 50, max: null, count: 3 }
 */
export const SearchPriceBandSchema = z.object({
  min: z.number(),
  max: z.nullable(z.number()),
  count: z.number(),
});
/**
 * Facet counts over every match of the search text: each facet counted with the other facets' chosen
 * values applied (so choosing a category leaves the other categories' counts in view).
 * @example SearchFacetsSchema.parse({ categories: [{ value: 'Tea', count: 12 }], brands: [], prices: [] }).categories[0]?.count // 12
 */
export const SearchFacetsSchema = z.object({
  categories: z.array(SearchFacetValueSchema),
  brands: z.array(SearchFacetValueSchema),
  prices: z.array(SearchPriceBandSchema),
});
/**
 * The global search's facet counts as {@link SearchFacetsSchema} parses them.
 * @example
 * ```ts
 * const facets: SearchFacets = {
 *   categories: [{ value: 'Tea', count: 12 }],
 *   brands: [{ value: 'Leafwise', count: 5 }],
 *   prices: [{ min: 0, max: 25, count: 10 }, { min: 25, max: null, count: 2 }],
 * };
 * ```
 */
export type SearchFacets = z.infer<typeof SearchFacetsSchema>;
/**
 * A price band with its match count as {@link SearchPriceBandSchema} parses it.
 * @example
 * ```ts
 * const band: SearchPriceBand = { min: 25, max: 50, count: 4 };
 * ```
 */
export type SearchPriceBand = z.infer<typeof SearchPriceBandSchema>;

/**
 * GET /home/search-products/{searchValue}; `parPage` is the page size when a page was asked for.
 * @example SearchProductsResponseSchema.parse({ products: [], didYouMean: 'matcha' }) // { products: [], totalProduct: 0, didYouMean: 'matcha' }
 */
export const SearchProductsResponseSchema = z.object({
  ...searchExtras,
  products: ProductListSchema,
  totalProduct: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  parPage: z.optional(z.number().check(z.int(), z.positive())),
  facets: z.optional(SearchFacetsSchema),
});
/**
 * A page of global search results as {@link SearchProductsResponseSchema} parses it (spec §7 Catalogue).
 * @example
 * ```ts
 * const page: SearchProductsResponse = SearchProductsResponseSchema.parse({ products: [], totalProduct: 0, parPage: 24 });
 * ```
 */
export type SearchProductsResponse = z.infer<typeof SearchProductsResponseSchema>;
