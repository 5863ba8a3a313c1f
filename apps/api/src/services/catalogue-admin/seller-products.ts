import {
  LOW_STOCK_THRESHOLD,
  type SellerProduct,
  type SellerProductListQuery,
  type SellerProductListResponse,
  type SellerProductPatch,
  slugify,
  toCents,
} from '@souk/core';
import { and, asc, between, count, desc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products, sellers } from '../../db/schema.js';
import { conflict, notFound } from '../../domain/errors.js';
import { newId } from '../../lib/ids.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { PRODUCT_NOT_FOUND } from '../products.js';
import { logSearchChanges } from '../search/search-changes.js';
import { SELLER_NOT_FOUND } from '../shops.js';
import { emitProductAlerts, lockAlertFacts } from './product-alerts.js';
import {
  isUniqueViolation,
  ownProduct,
  type ProductRow,
  type ProductWrite,
  recordSlugChanges,
  requireCategory,
  SLUG_TAKEN,
  slugBase,
  slugInUse,
  storedFields,
  takenSlugs,
  toSellerProduct,
  uniqueSlug,
} from './product-fields.js';

export const PRODUCT_DELETED = 'Product deleted';

const SORTS: Record<SellerProductListQuery['sort'], SQL[]> = {
  newest: [desc(products.createdAt), desc(products.id)],
  oldest: [asc(products.createdAt), asc(products.id)],
  updated: [desc(products.updatedAt), desc(products.id)],
  name: [asc(sql`lower(${products.name})`), asc(products.id)],
  'price-asc': [asc(products.priceCents), asc(products.id)],
  'price-desc': [desc(products.priceCents), asc(products.id)],
  'stock-asc': [asc(products.stock), asc(products.id)],
  'stock-desc': [desc(products.stock), asc(products.id)],
};

/** The list's conditions: always this seller's products, then the filters asked for. */
function listConditions(sellerId: string, query: SellerProductListQuery): SQL[] {
  const conditions: SQL[] = [eq(products.sellerId, sellerId)];
  if (query.search) {
    const pattern = containsPattern(query.search);
    const any = or(
      sql`${products.name} ilike ${pattern}`,
      sql`${products.slug} ilike ${pattern}`,
      sql`${products.brand} ilike ${pattern}`,
    );
    if (any) conditions.push(any);
  }
  if (query.category) conditions.push(eq(products.category, query.category));
  if (query.stock === 'in-stock') conditions.push(gt(products.stock, 0));
  if (query.stock === 'low') conditions.push(between(products.stock, 1, LOW_STOCK_THRESHOLD));
  if (query.stock === 'out-of-stock') conditions.push(eq(products.stock, 0));
  if (query.published === 'published') conditions.push(eq(products.published, true));
  if (query.published === 'draft') conditions.push(eq(products.published, false));
  return conditions;
}

/**
 * A page of the shop's products: search over name, slug and brand (case-insensitive, the text taken
 * literally), filters by category, stock and published, one of the list's sorts.
 */
export async function listSellerProducts(
  db: Db,
  sellerId: string,
  query: SellerProductListQuery,
): Promise<SellerProductListResponse> {
  const where = and(...listConditions(sellerId, query));
  const [[total], rows] = await Promise.all([
    db.select({ count: count() }).from(products).where(where),
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
  ]);
  return {
    products: rows.map(toSellerProduct),
    total: total?.count ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}

async function ownRow(db: Db, sellerId: string, productId: string): Promise<ProductRow> {
  const [row] = await db.select().from(products).where(ownProduct(sellerId, productId)).limit(1);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/** One of the shop's products; another shop's product is not found. */
export async function getSellerProduct(db: Db, sellerId: string, productId: string): Promise<SellerProduct> {
  return toSellerProduct(await ownRow(db, sellerId, productId));
}

async function shopCurrency(db: Db, sellerId: string): Promise<string> {
  const [row] = await db
    .select({ currency: sellers.currency })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1);
  if (!row) throw notFound(SELLER_NOT_FOUND);
  return row.currency;
}

/** Runs a write that takes a slug; two writers taking the same slug at once: the second is a conflict. */
async function takingSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN);
    throw error;
  }
}

/**
 * Adds a product to the shop. An empty slug is made from the name, unique in the shop (`-2`, `-3`…); a
 * slug the seller chose that another product has is a conflict. The category must be one of the shop's.
 * @throws invalid (category), conflict (slug)
 */
export async function createSellerProduct(
  db: Db,
  sellerId: string,
  input: ProductWrite,
): Promise<SellerProduct> {
  await requireCategory(db, sellerId, input.category);
  const currency = input.currency ?? (await shopCurrency(db, sellerId));
  let slug = input.slug;
  if (slug === '') {
    const base = slugBase(slugify(input.name));
    slug = uniqueSlug(base, await takenSlugs(db, sellerId, base));
  } else if (await slugInUse(db, sellerId, slug)) {
    throw conflict(SLUG_TAKEN);
  }
  const row = await takingSlug(() =>
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(products)
        .values({ id: newId(), sellerId, slug, currency, ...storedFields(input) })
        .returning();
      await recordSlugChanges(tx, sellerId, [slug], []);
      return inserted;
    }),
  );
  if (!row) throw new Error('product not inserted');
  return toSellerProduct(row);
}

/**
 * Replaces every field of one of the shop's products. An empty slug keeps the current one; a new slug
 * leaves the old one redirecting to the product (301 in the store). A missing currency keeps the product's.
 * @throws not found (not the shop's), invalid (category), conflict (slug)
 */
export async function updateSellerProduct(
  db: Db,
  sellerId: string,
  productId: string,
  input: ProductWrite,
): Promise<SellerProduct> {
  const current = await ownRow(db, sellerId, productId);
  // a category kept as it is passes, also one the shop no longer lists (older data)
  if (input.category !== current.category) await requireCategory(db, sellerId, input.category);
  const slug = input.slug === '' ? current.slug : input.slug;
  if (slug !== current.slug && (await slugInUse(db, sellerId, slug, productId))) throw conflict(SLUG_TAKEN);
  const row = await takingSlug(() =>
    db.transaction(async (tx) => {
      const before = await lockAlertFacts(tx, sellerId, [productId]);
      const [updated] = await tx
        .update(products)
        .set({
          ...storedFields(input),
          slug,
          currency: input.currency ?? current.currency,
          updatedAt: sql`now()`,
        })
        .where(ownProduct(sellerId, productId))
        .returning();
      if (!updated) throw notFound(PRODUCT_NOT_FOUND);
      if (slug !== current.slug) {
        await recordSlugChanges(tx, sellerId, [slug], [{ productId, oldSlug: current.slug }]);
      }
      // the search trigger does not watch `published`: log the product when it flips
      if (updated.published !== current.published) await logSearchChanges(tx, [productId]);
      await emitProductAlerts(tx, before, [updated]);
      return updated;
    }),
  );
  return toSellerProduct(row);
}

/**
 * Changes a product's price, discount, stock or published flag in place (the list's inline edit, the
 * storefront's admin mode).
 * @throws not found (not the shop's)
 */
export async function patchSellerProduct(
  db: Db,
  sellerId: string,
  productId: string,
  patch: SellerProductPatch,
): Promise<SellerProduct> {
  return db.transaction(async (tx) => {
    const facts = await lockAlertFacts(tx, sellerId, [productId]);
    const before = facts.get(productId);
    if (!before) throw notFound(PRODUCT_NOT_FOUND);
    const [updated] = await tx
      .update(products)
      .set({
        ...(patch.price !== undefined ? { priceCents: toCents(patch.price) } : {}),
        ...(patch.discount !== undefined ? { discount: patch.discount } : {}),
        ...(patch.stock !== undefined ? { stock: patch.stock } : {}),
        ...(patch.published !== undefined ? { published: patch.published } : {}),
        updatedAt: sql`now()`,
      })
      .where(ownProduct(sellerId, productId))
      .returning();
    if (!updated) throw notFound(PRODUCT_NOT_FOUND);
    if (updated.published !== before.published) await logSearchChanges(tx, [productId]);
    await emitProductAlerts(tx, facts, [updated]);
    return toSellerProduct(updated);
  });
}

/**
 * Deletes one of the shop's products (its reviews, cart and wishlist lines and old slugs go with it;
 * orders keep their copy of it).
 * @throws not found (not the shop's)
 */
export async function deleteSellerProduct(db: Db, sellerId: string, productId: string): Promise<void> {
  const [deleted] = await db
    .delete(products)
    .where(ownProduct(sellerId, productId))
    .returning({ id: products.id });
  if (!deleted) throw notFound(PRODUCT_NOT_FOUND);
}
