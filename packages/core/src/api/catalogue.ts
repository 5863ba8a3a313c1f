import {
  BannerListSchema,
  BannersResponseSchema,
  CategoriesResponseSchema,
  HomeProductsResponseSchema,
  PriceRangeResponseSchema,
  ProductDetailsResponseSchema,
  type QueryProductsParams,
  QueryProductsResponseSchema,
  type SearchProductsParams,
  SearchProductsResponseSchema,
} from '../schemas/catalogue.js';
import { ShopDirectoryResponseSchema } from '../schemas/seller.js';
import { type Http, path } from './http.js';

/**
 * The catalogue calls across every shop: the global search and the shop directory. The search portal builds
 * only these, so the shop pages' schemas stay out of its bundle.
 * @example
 * ```ts
 * const catalogue = createGlobalCatalogueApi(createHttp({ baseUrl: 'http://localhost:8000/api' }));
 * const { products } = await catalogue.searchProducts('green tea');
 * // GET http://localhost:8000/api/home/search-products/green%20tea
 * ```
 */
export function createGlobalCatalogueApi(http: Http) {
  return {
    /**
     * GET /home/search-products/{searchValue}, the value URL-encoded; with `query`, one page sorted by
     * price (see {@link SearchProductsParams}). `signal` cancels an outdated search.
     */
    searchProducts: (
      searchValue: string,
      query: SearchProductsParams = {},
      options: { signal?: AbortSignal | undefined } = {},
    ) =>
      http.send({
        method: 'get',
        path: path`home/search-products/${searchValue}`,
        searchParams: { ...query },
        schema: SearchProductsResponseSchema,
        fallback: 'Failed to load search results',
        signal: options.signal,
      }),

    /** GET /home/shops: the portal's shop directory (an addition to spec §7). */
    listShops: (options: { signal?: AbortSignal | undefined } = {}) =>
      http.send({
        method: 'get',
        path: 'home/shops',
        schema: ShopDirectoryResponseSchema,
        fallback: 'Failed to load shops',
        signal: options.signal,
      }),
  };
}
/**
 * The cross-shop catalogue calls {@link createGlobalCatalogueApi} returns.
 * @example const globalCatalogue: GlobalCatalogueApi = createGlobalCatalogueApi(createHttp({ baseUrl: LOCAL_API_URL }));
 */
export type GlobalCatalogueApi = ReturnType<typeof createGlobalCatalogueApi>;

/**
 * Catalogue calls of spec §7 for one shop (categories, products, price range, banners), plus the
 * cross-shop calls of {@link createGlobalCatalogueApi}.
 * @example
 * ```ts
 * const catalogue = createCatalogueApi(createHttp({ baseUrl: 'http://localhost:8000/api' }));
 * const { categorys } = await catalogue.getCategories('s1');
 * // GET http://localhost:8000/api/home/get-categorys/s1
 * ```
 */
export function createCatalogueApi(http: Http) {
  return {
    /** GET /home/get-categorys/{sellerId} */
    getCategories: (sellerId: string) =>
      http.send({
        method: 'get',
        path: path`home/get-categorys/${sellerId}`,
        schema: CategoriesResponseSchema,
        fallback: 'Failed to fetch categories',
      }),

    /** GET /home/seller/{sellerId}/products */
    getHomeProducts: (sellerId: string) =>
      http.send({
        method: 'get',
        path: path`home/seller/${sellerId}/products`,
        schema: HomeProductsResponseSchema,
        fallback: 'Failed to fetch products',
      }),

    /** GET /home/seller/{sellerId}/product/{slug} */
    getProductBySlug: (sellerId: string, slug: string) =>
      http.send({
        method: 'get',
        path: path`home/seller/${sellerId}/product/${slug}`,
        schema: ProductDetailsResponseSchema,
        fallback: 'Failed to fetch product',
      }),

    /** GET /home/seller/{sellerId}/product/id/{productId} */
    getProductById: (sellerId: string, productId: string) =>
      http.send({
        method: 'get',
        path: path`home/seller/${sellerId}/product/id/${productId}`,
        schema: ProductDetailsResponseSchema,
        fallback: 'Failed to fetch product',
      }),

    /** GET /home/seller/price-range-latest-product/{sellerId} */
    getPriceRange: (sellerId: string) =>
      http.send({
        method: 'get',
        path: path`home/seller/price-range-latest-product/${sellerId}`,
        schema: PriceRangeResponseSchema,
        fallback: 'Failed to fetch price range products',
      }),

    /** GET /banner/get/{sellerId} */
    getBanners: (sellerId: string) =>
      http.send({
        method: 'get',
        path: path`banner/get/${sellerId}`,
        schema: BannersResponseSchema,
        fallback: 'Failed to fetch banners',
      }),

    /** GET /banners/{sellerId}: the bare list. */
    listBanners: (sellerId: string) =>
      http.send({
        method: 'get',
        path: path`banners/${sellerId}`,
        schema: BannerListSchema,
        fallback: 'Failed to fetch banners',
      }),

    /** GET /home/seller/{sellerId}/query-products */
    queryProducts: (sellerId: string, query: QueryProductsParams = {}) =>
      http.send({
        method: 'get',
        path: path`home/seller/${sellerId}/query-products`,
        searchParams: { ...query },
        schema: QueryProductsResponseSchema,
        fallback: 'Failed to query products',
      }),

    ...createGlobalCatalogueApi(http),
  };
}
/**
 * The catalogue calls {@link createCatalogueApi} returns.
 * @example const catalogue: CatalogueApi = createCatalogueApi(createHttp({ baseUrl: LOCAL_API_URL }));
 */
export type CatalogueApi = ReturnType<typeof createCatalogueApi>;
