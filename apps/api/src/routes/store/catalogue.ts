import {
  BannerListSchema,
  BannersResponseSchema,
  CategoriesResponseSchema,
  HomeProductsResponseSchema,
  IdSchema,
  PriceRangeResponseSchema,
  ProductDetailsResponseSchema,
  QueryProductsParamsSchema,
  QueryProductsResponseSchema,
  SearchProductsParamsSchema,
  SearchProductsResponseSchema,
} from '@souk/core';
import * as z from 'zod/mini';
import { SECURITY } from '../../plugins/openapi.js';
import {
  homeProducts,
  listBanners,
  listCategories,
  priceRangeAndLatest,
  productDetails,
  productDetailsBySlug,
  queryProducts,
} from '../../services/catalogue.js';
import { SEARCH_MAX_LENGTH, searchProducts } from '../../services/search/search-products.js';
import type { App, Deps } from '../../types.js';

const SellerParams = z.object({ sellerId: IdSchema });
const SlugParams = z.object({
  sellerId: IdSchema,
  slug: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
const ProductIdParams = z.object({ sellerId: IdSchema, productId: IdSchema });

export const SEARCH_TEXT_REQUIRED = 'Please enter a search term';
export const SEARCH_TEXT_TOO_LONG = `Search text must be at most ${SEARCH_MAX_LENGTH} characters`;
const SearchParams = z.object({
  searchValue: z
    .string({ error: SEARCH_TEXT_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, { error: SEARCH_TEXT_REQUIRED }),
      z.maxLength(SEARCH_MAX_LENGTH, { error: SEARCH_TEXT_TOO_LONG }),
    ),
});

/** Catalogue calls of spec §7. */
export function catalogueRoutes(app: App, { db, config }: Deps): void {
  app.get(
    '/home/get-categorys/:sellerId',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'getCategories',
        summary: "A shop's categories in display order",
        tags: ['catalogue'],
        security: SECURITY.public,
        params: SellerParams,
        response: { 200: CategoriesResponseSchema },
        errors: [404],
      },
    },
    async (request) => ({ categorys: await listCategories(db, request.params.sellerId) }),
  );

  app.get(
    '/home/seller/:sellerId/products',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'getHomeProducts',
        summary: "A shop home's lists: featured, latest, top rated and discounted products",
        tags: ['catalogue'],
        security: SECURITY.public,
        params: SellerParams,
        response: { 200: HomeProductsResponseSchema },
        errors: [404],
      },
    },
    async (request) => homeProducts(db, request.params.sellerId),
  );

  app.get(
    '/home/seller/:sellerId/product/:slug',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'getProductBySlug',
        summary: 'A product by its slug, with related and more products of the shop',
        description:
          'A slug the product had before the seller changed it answers 301, Location the same call with the slug of today.',
        tags: ['catalogue'],
        security: SECURITY.public,
        params: SlugParams,
        response: { 200: ProductDetailsResponseSchema },
        errors: [404],
      },
    },
    async (request, reply) => {
      const { sellerId, slug } = request.params;
      const found = await productDetailsBySlug(db, sellerId, slug);
      if (!('movedTo' in found)) return found;
      return reply
        .header('Cache-Control', 'no-cache')
        .redirect(
          `/api/home/seller/${encodeURIComponent(sellerId)}/product/${encodeURIComponent(found.movedTo)}`,
          301,
        );
    },
  );

  app.get(
    '/home/seller/:sellerId/product/id/:productId',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'getProductById',
        summary: 'A product by its id, with related and more products of the shop',
        tags: ['catalogue'],
        security: SECURITY.public,
        params: ProductIdParams,
        response: { 200: ProductDetailsResponseSchema },
        errors: [404],
      },
    },
    async (request) => productDetails(db, request.params.sellerId, { id: request.params.productId }),
  );

  app.get(
    '/home/seller/price-range-latest-product/:sellerId',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'getPriceRangeAndLatest',
        summary: "A shop's price range and latest products, for the listing filters",
        tags: ['catalogue'],
        security: SECURITY.public,
        params: SellerParams,
        response: { 200: PriceRangeResponseSchema },
        errors: [404],
      },
    },
    async (request) => priceRangeAndLatest(db, request.params.sellerId),
  );

  app.get(
    '/banner/get/:sellerId',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'getBanners',
        summary: "A shop's banners, wrapped in `banner`",
        tags: ['catalogue'],
        security: SECURITY.public,
        params: SellerParams,
        response: { 200: BannersResponseSchema },
        errors: [404],
      },
    },
    async (request) => ({ banner: await listBanners(db, request.params.sellerId) }),
  );

  app.get(
    '/banners/:sellerId',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'listBanners',
        summary: "A shop's banners as a plain list",
        tags: ['catalogue'],
        security: SECURITY.public,
        params: SellerParams,
        response: { 200: BannerListSchema },
        errors: [404],
      },
    },
    async (request) => listBanners(db, request.params.sellerId),
  );

  app.get(
    '/home/seller/:sellerId/query-products',
    {
      config: { publicCache: { unlessQuery: 'searchValue' } },
      schema: {
        operationId: 'queryProducts',
        summary: "A page of a shop's products by category, rating, price and search text",
        tags: ['catalogue'],
        security: SECURITY.public,
        params: SellerParams,
        querystring: QueryProductsParamsSchema,
        response: { 200: QueryProductsResponseSchema },
        errors: [404],
      },
    },
    async (request) => queryProducts(db, request.params.sellerId, request.query, config.pageSize),
  );

  app.get(
    '/home/search-products/:searchValue',
    {
      schema: {
        operationId: 'searchProducts',
        summary:
          'A page of products of every shop matching the search text (typos forgiven), best first, with facets',
        tags: ['catalogue'],
        security: SECURITY.public,
        params: SearchParams,
        querystring: SearchProductsParamsSchema,
        response: { 200: SearchProductsResponseSchema },
      },
    },
    async (request) => searchProducts(db, request.params.searchValue, request.query),
  );
}
