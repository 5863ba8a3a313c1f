import {
  type Banner,
  type Category,
  DEFAULT_PRICE_RANGE,
  fromCents,
  type Product,
  type QueryProductsParamsSchema,
  type QueryProductsResponse,
} from '@souk/core';
import { and, asc, count, desc, eq, gt, gte, lte, max, min, ne, or, type SQL, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Db } from '../db/client.js';
import { banners, categories, products, sellers } from '../db/schema.js';
import { isDomainError, notFound } from '../domain/errors.js';
import { movedProductSlug } from './product-redirects.js';
import {
  chargedCents,
  filterCents,
  PRODUCT_NOT_FOUND,
  productColumns,
  shownToShoppers,
  toProduct,
} from './products.js';
import { productsInOrder, searchCatalogue, searchExtras, sortKeyOf } from './search/search-products.js';
import { SELLER_NOT_FOUND } from './shops.js';

/** Products per home list (featured, latest, top rated, discounted). */
export const HOME_LIST_LIMIT = 12;
/** Products per list on the product page (related, more from the shop). */
export const DETAIL_LIST_LIMIT = 8;

export type QueryProductsFilters = z.output<typeof QueryProductsParamsSchema>;

/** Not found unless the seller exists; catalogue lists of an unknown shop are an error, not an empty shop. */
export async function requireSellerExists(db: Db, sellerId: string): Promise<void> {
  const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.id, sellerId)).limit(1);
  if (!row) throw notFound(SELLER_NOT_FOUND);
}

/** The shop's categories in their display order. */
export async function listCategories(db: Db, sellerId: string): Promise<Category[]> {
  await requireSellerExists(db, sellerId);
  const rows = await db
    .select({ id: categories.id, name: categories.name, image: categories.image, slug: categories.slug })
    .from(categories)
    .where(eq(categories.sellerId, sellerId))
    .orderBy(asc(categories.position), asc(categories.name));
  return rows.map((row) => ({ _id: row.id, name: row.name, image: row.image, slug: row.slug }));
}

/** A list of published products (every shopper-facing list goes through here). */
async function productList(db: Db, where: SQL | undefined, orderBy: SQL[], limit: number) {
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(where, shownToShoppers))
    .orderBy(...orderBy)
    .limit(limit);
  return rows.map((row) => toProduct(row));
}

/** The seller's newest products (home "latest", price-range call). */
function latestProducts(db: Db, sellerId: string): Promise<Product[]> {
  return productList(
    db,
    eq(products.sellerId, sellerId),
    [desc(products.createdAt), desc(products.id)],
    HOME_LIST_LIMIT,
  );
}

export interface HomeProducts {
  products: Product[];
  latest_product: Product[];
  topRated_product: Product[];
  discount_product: Product[];
}

/**
 * The shop home lists. Featured products prefer packSize 1 when the shop has any (spec §2 Shop home):
 * the `not exists` keeps it one statement for shops that sell only packs.
 */
export async function homeProducts(db: Db, sellerId: string): Promise<HomeProducts> {
  await requireSellerExists(db, sellerId);
  const ofSeller = eq(products.sellerId, sellerId);
  const singles = sql`exists (select 1 from ${products} where ${products.sellerId} = ${sellerId} and ${products.packSize} = 1 and ${products.published})`;
  const [featured, latest, topRated, discounted] = await Promise.all([
    productList(
      db,
      and(ofSeller, or(eq(products.packSize, 1), sql`not ${singles}`)),
      [desc(products.createdAt), desc(products.id)],
      HOME_LIST_LIMIT,
    ),
    latestProducts(db, sellerId),
    productList(
      db,
      ofSeller,
      [desc(products.rating), desc(products.reviewCount), desc(products.createdAt), asc(products.id)],
      HOME_LIST_LIMIT,
    ),
    productList(
      db,
      and(ofSeller, gt(products.discount, 0)),
      [desc(products.discount), desc(products.createdAt), asc(products.id)],
      HOME_LIST_LIMIT,
    ),
  ]);
  return {
    products: featured,
    latest_product: latest,
    topRated_product: topRated,
    discount_product: discounted,
  };
}

export interface ProductDetails {
  product: Product;
  relatedProducts: Product[];
  moreProducts: Product[];
}

/**
 * A product of the shop by slug or id, with related products (same category, packSize 1, spec §2
 * Product details) and more from the shop. Both lists stay inside the shop: their cards link to
 * /{sellerName}/product/details/{slug}, which only resolves within that seller. A product of another
 * seller is unknown here.
 */
export async function productDetails(
  db: Db,
  sellerId: string,
  key: { slug: string } | { id: string },
): Promise<ProductDetails> {
  const [row] = await db
    .select({ ...productColumns, sellerName: sellers.name, shopName: sellers.shopName })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(
      and(
        eq(products.sellerId, sellerId),
        'slug' in key ? eq(products.slug, key.slug) : eq(products.id, key.id),
        shownToShoppers,
      ),
    )
    .limit(1);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  const ofSellerButThis = and(eq(products.sellerId, sellerId), ne(products.id, row.id));
  const [relatedProducts, moreProducts] = await Promise.all([
    productList(
      db,
      and(ofSellerButThis, eq(products.category, row.category), eq(products.packSize, 1)),
      [desc(products.rating), desc(products.createdAt), asc(products.id)],
      DETAIL_LIST_LIMIT,
    ),
    productList(db, ofSellerButThis, [desc(products.createdAt), desc(products.id)], DETAIL_LIST_LIMIT),
  ]);
  return {
    product: toProduct(row, { name: row.sellerName, shopName: row.shopName }),
    relatedProducts,
    moreProducts,
  };
}

/**
 * A product page's data by slug, or — for a slug the product had before the seller changed it — the slug
 * it has now (the route answers 301 to it).
 * @throws not found (no product has or had the slug)
 */
export async function productDetailsBySlug(
  db: Db,
  sellerId: string,
  slug: string,
): Promise<ProductDetails | { movedTo: string }> {
  try {
    return await productDetails(db, sellerId, { slug });
  } catch (error) {
    if (!isDomainError(error, 'not-found')) throw error;
    const movedTo = await movedProductSlug(db, sellerId, slug);
    if (movedTo === undefined) throw error;
    return { movedTo };
  }
}

export interface PriceRangeAndLatest {
  latest_product: Product[];
  priceRange: { low: number; high: number };
}

/** The slider bounds of the listing (the shop's lowest and highest price, spec §9 defaults 0–100). */
export async function priceRangeAndLatest(db: Db, sellerId: string): Promise<PriceRangeAndLatest> {
  await requireSellerExists(db, sellerId);
  const [latest, [range]] = await Promise.all([
    latestProducts(db, sellerId),
    db
      .select({ low: min(chargedCents), high: max(chargedCents) })
      .from(products)
      .where(and(eq(products.sellerId, sellerId), shownToShoppers)),
  ]);
  const priceRange =
    range?.low != null && range.high != null
      ? { low: fromCents(Number(range.low)), high: fromCents(Number(range.high)) }
      : { ...DEFAULT_PRICE_RANGE };
  return { latest_product: latest, priceRange };
}

/**
 * The shop's banners in order. A banner carries its product only when the product belongs to the same
 * shop; then `productSlug` names it too.
 */
export async function listBanners(db: Db, sellerId: string): Promise<Banner[]> {
  await requireSellerExists(db, sellerId);
  const rows = await db
    .select({ id: banners.id, image: banners.image, link: banners.link, product: productColumns })
    .from(banners)
    .leftJoin(
      products,
      and(eq(products.id, banners.productId), eq(products.sellerId, banners.sellerId), shownToShoppers),
    )
    .where(eq(banners.sellerId, sellerId))
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map((row) => {
    const banner: Banner = { _id: row.id, banner: row.image, product: null };
    if (row.product) {
      banner.product = toProduct(row.product);
      banner.productSlug = row.product.slug;
    }
    if (row.link) banner.link = row.link;
    return banner;
  });
}

/**
 * The product listing and in-shop search: filters by category, minimum rating and price (inclusive, on
 * the product's price) and answers one page of `pageSize` with the total. Without a search: sorted by
 * price, else newest first, in two indexed statements. With one: the search engine's matches in this
 * shop, by its ranking rules (a price sort orders matches of equal relevance), with the highlights.
 */
export async function queryProducts(
  db: Db,
  sellerId: string,
  filters: QueryProductsFilters,
  pageSize: number,
): Promise<QueryProductsResponse> {
  await requireSellerExists(db, sellerId);
  const category = filters.category?.trim();
  const page = filters.pageNumber ?? 1;
  const searchValue = filters.searchValue?.trim() ?? '';
  if (searchValue) {
    const outcome = await searchCatalogue(db, searchValue, {
      sellerId,
      ...(category ? { category } : {}),
      ...(filters.rating !== undefined && filters.rating > 0 ? { minRating: filters.rating } : {}),
      ...(filters.lowPrice !== undefined ? { lowCents: filterCents(filters.lowPrice) } : {}),
      ...(filters.highPrice !== undefined ? { highCents: filterCents(filters.highPrice) } : {}),
      sort: sortKeyOf(filters.sortPrice),
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    return {
      products: await productsInOrder(db, outcome.ids),
      totalProduct: outcome.total,
      parPage: pageSize,
      ...searchExtras(outcome),
    };
  }

  const conditions: SQL[] = [eq(products.sellerId, sellerId), shownToShoppers];
  if (category) conditions.push(eq(products.category, category));
  if (filters.rating !== undefined && filters.rating > 0)
    conditions.push(gte(products.rating, filters.rating));
  if (filters.lowPrice !== undefined) conditions.push(gte(chargedCents, filterCents(filters.lowPrice)));
  if (filters.highPrice !== undefined) {
    conditions.push(lte(chargedCents, filterCents(filters.highPrice)));
  }

  let orderBy: SQL[];
  if (filters.sortPrice === 'low-to-high') orderBy = [asc(chargedCents), asc(products.id)];
  else if (filters.sortPrice === 'high-to-low') orderBy = [desc(chargedCents), asc(products.id)];
  else orderBy = [desc(products.createdAt), desc(products.id)];

  const where = and(...conditions);
  const [[total], rows] = await Promise.all([
    db.select({ count: count() }).from(products).where(where),
    db
      .select(productColumns)
      .from(products)
      .where(where)
      .orderBy(...orderBy)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  return {
    products: rows.map((row) => toProduct(row)),
    totalProduct: total?.count ?? 0,
    parPage: pageSize,
  };
}
