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
import type { App, Deps } from '../app.js';
import {
  homeProducts,
  listBanners,
  listCategories,
  priceRangeAndLatest,
  productDetails,
  queryProducts,
} from '../services/catalogue.js';
import { SEARCH_MAX_LENGTH, searchProducts } from '../services/search.js';

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
      schema: { params: SellerParams, response: { 200: CategoriesResponseSchema } },
    },
    async (request) => ({ categorys: await listCategories(db, request.params.sellerId) }),
  );

  app.get(
    '/home/seller/:sellerId/products',
    {
      config: { publicCache: true },
      schema: { params: SellerParams, response: { 200: HomeProductsResponseSchema } },
    },
    async (request) => homeProducts(db, request.params.sellerId),
  );

  app.get(
    '/home/seller/:sellerId/product/:slug',
    {
      config: { publicCache: true },
      schema: { params: SlugParams, response: { 200: ProductDetailsResponseSchema } },
    },
    async (request) => productDetails(db, request.params.sellerId, { slug: request.params.slug }),
  );

  app.get(
    '/home/seller/:sellerId/product/id/:productId',
    {
      config: { publicCache: true },
      schema: { params: ProductIdParams, response: { 200: ProductDetailsResponseSchema } },
    },
    async (request) => productDetails(db, request.params.sellerId, { id: request.params.productId }),
  );

  app.get(
    '/home/seller/price-range-latest-product/:sellerId',
    {
      config: { publicCache: true },
      schema: { params: SellerParams, response: { 200: PriceRangeResponseSchema } },
    },
    async (request) => priceRangeAndLatest(db, request.params.sellerId),
  );

  app.get(
    '/banner/get/:sellerId',
    {
      config: { publicCache: true },
      schema: { params: SellerParams, response: { 200: BannersResponseSchema } },
    },
    async (request) => ({ banner: await listBanners(db, request.params.sellerId) }),
  );

  app.get(
    '/banners/:sellerId',
    { config: { publicCache: true }, schema: { params: SellerParams, response: { 200: BannerListSchema } } },
    async (request) => listBanners(db, request.params.sellerId),
  );

  app.get(
    '/home/seller/:sellerId/query-products',
    {
      config: { publicCache: true },
      schema: {
        params: SellerParams,
        querystring: QueryProductsParamsSchema,
        response: { 200: QueryProductsResponseSchema },
      },
    },
    async (request) => queryProducts(db, request.params.sellerId, request.query, config.pageSize),
  );

  app.get(
    '/home/search-products/:searchValue',
    {
      config: { publicCache: true },
      schema: {
        params: SearchParams,
        querystring: SearchProductsParamsSchema,
        response: { 200: SearchProductsResponseSchema },
      },
    },
    async (request) => searchProducts(db, request.params.searchValue, request.query),
  );
}
