import * as z from 'zod/mini';
import {
  BannerSchema,
  CategorySchema,
  DEFAULT_PRICE_RANGE,
  NullableProductSchema,
  PriceRangeSchema,
  ProductListSchema,
} from './product.js';

/** Spec §9: page size default when the server sends none. */
export const DEFAULT_PAGE_SIZE = 4;

/** GET /home/get-categorys/{sellerId} */
export const CategoriesResponseSchema = z.object({ categorys: z._default(z.array(CategorySchema), []) });
/** A shop's category list as {@link CategoriesResponseSchema} parses it (spec §7 Catalogue). */
export type CategoriesResponse = z.infer<typeof CategoriesResponseSchema>;

/** GET /home/seller/{sellerId}/products */
export const HomeProductsResponseSchema = z.object({
  products: ProductListSchema,
  latest_product: ProductListSchema,
  topRated_product: ProductListSchema,
  discount_product: ProductListSchema,
});
/** A shop's home product lists as {@link HomeProductsResponseSchema} parses them (spec §3 "Home lists"). */
export type HomeProductsResponse = z.infer<typeof HomeProductsResponseSchema>;

/** GET /home/seller/{sellerId}/product/{slug} and …/product/id/{productId} */
export const ProductDetailsResponseSchema = z.object({
  product: NullableProductSchema,
  relatedProducts: ProductListSchema,
  moreProducts: ProductListSchema,
});
/** A product page's data as {@link ProductDetailsResponseSchema} parses it (spec §7 Catalogue). */
export type ProductDetailsResponse = z.infer<typeof ProductDetailsResponseSchema>;

/** GET /home/seller/price-range-latest-product/{sellerId} */
export const PriceRangeResponseSchema = z.object({
  latest_product: ProductListSchema,
  priceRange: z._default(PriceRangeSchema, { ...DEFAULT_PRICE_RANGE }),
});
/** A shop's latest products and price range as {@link PriceRangeResponseSchema} parses them (spec §7). */
export type PriceRangeResponse = z.infer<typeof PriceRangeResponseSchema>;

/** GET /banner/get/{sellerId} */
export const BannersResponseSchema = z.object({ banner: z._default(z.array(BannerSchema), []) });
/** A shop's banners as {@link BannersResponseSchema} parses them (spec §7 Catalogue). */
export type BannersResponse = z.infer<typeof BannersResponseSchema>;

/** GET /banners/{sellerId}: the bare list. */
export const BannerListSchema = z.array(BannerSchema);

/**
 * Where the search text matched each product's name: `[start, end)` ranges in UTF-16 code units of the
 * name, by product `_id`. Clients wrap those ranges in `<mark>` as text nodes, never as HTML.
 */
export const SearchHighlightsSchema = z.record(z.string(), z.array(z.array(z.number()).check(z.length(2))));
/** Search match ranges by product id as {@link SearchHighlightsSchema} parses them. */
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
 */
export const SearchExtrasSchema = z.object(searchExtras);

/** Sort values of `sortPrice`; empty means the server's default order. */
export const SORT_PRICE_VALUES = ['low-to-high', 'high-to-low'] as const;
/** A `sortPrice` value: `'low-to-high'` or `'high-to-low'`. */
export type SortPrice = (typeof SORT_PRICE_VALUES)[number];
/**
 * Validates the `sortPrice` query of query-products and search-products (spec §7): `'low-to-high'` or
 * `'high-to-low'` by price, as the sort selects of spec §2 offer; query-products also takes `''`.
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
/** The query-products query as a caller may send it, numbers as numbers or as text. */
export type QueryProductsParams = z.input<typeof QueryProductsParamsSchema>;

/** Response of query-products; the search extras come with a `searchValue`. */
export const QueryProductsResponseSchema = z.object({
  ...searchExtras,
  products: ProductListSchema,
  totalProduct: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  parPage: z._default(z.number().check(z.int(), z.positive()), DEFAULT_PAGE_SIZE),
});
/** A page of a shop's products as {@link QueryProductsResponseSchema} parses it (spec §3 "Query result"). */
export type QueryProductsResponse = z.infer<typeof QueryProductsResponseSchema>;

/** Most results one global-search page holds. */
export const SEARCH_PAGE_SIZE_MAX = 60;
/** Results per page of the portal's search results (divides the 1–4 column grid evenly). */
export const SEARCH_PAGE_SIZE = 24;

/** The orders a search can be sorted in after relevance, besides `sortPrice` (ranking rules, README). */
export const SEARCH_SORT_VALUES = ['rating', 'newest'] as const;
/** A `sort` value of the global search: `'rating'` or `'newest'`. */
export type SearchSort = (typeof SEARCH_SORT_VALUES)[number];

/**
 * Optional query of GET /home/search-products/{searchValue} — an addition to spec §7 for the search portal,
 * whose results can number thousands: `page` (from 1) and `perPage` (at most {@link SEARCH_PAGE_SIZE_MAX})
 * ask for one page; `sortPrice` (or `sort`: rating, newest) orders matches of equal relevance; `category`,
 * `brand`, `lowPrice` and `highPrice` (inclusive, on the charged price) narrow the matches to one facet
 * value. Without any of them the call answers as the spec says: the best matches by relevance.
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
/** The global search's optional query as a caller may send it, numbers as numbers or as text. */
export type SearchProductsParams = z.input<typeof SearchProductsParamsSchema>;

/** One value of a facet with the number of matches it would leave. */
export const SearchFacetValueSchema = z.object({ value: z.string(), count: z.number() });
/** A price band `min ≤ price < max` (major units; `max` null: and above) with its matches. */
export const SearchPriceBandSchema = z.object({
  min: z.number(),
  max: z.nullable(z.number()),
  count: z.number(),
});
/**
 * Facet counts over every match of the search text: each facet counted with the other facets' chosen
 * values applied (so choosing a category leaves the other categories' counts in view).
 */
export const SearchFacetsSchema = z.object({
  categories: z.array(SearchFacetValueSchema),
  brands: z.array(SearchFacetValueSchema),
  prices: z.array(SearchPriceBandSchema),
});
/** The global search's facet counts as {@link SearchFacetsSchema} parses them. */
export type SearchFacets = z.infer<typeof SearchFacetsSchema>;
/** A price band with its match count as {@link SearchPriceBandSchema} parses it. */
export type SearchPriceBand = z.infer<typeof SearchPriceBandSchema>;

/** GET /home/search-products/{searchValue}; `parPage` is the page size when a page was asked for. */
export const SearchProductsResponseSchema = z.object({
  ...searchExtras,
  products: ProductListSchema,
  totalProduct: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  parPage: z.optional(z.number().check(z.int(), z.positive())),
  facets: z.optional(SearchFacetsSchema),
});
/** A page of global search results as {@link SearchProductsResponseSchema} parses it (spec §7 Catalogue). */
export type SearchProductsResponse = z.infer<typeof SearchProductsResponseSchema>;
