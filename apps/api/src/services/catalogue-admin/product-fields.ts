import { fromCents, type SellerProduct, type SellerProductInput, toCents } from '@souk/core';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, productSlugRedirects, products } from '../../db/schema.js';
import { invalid } from '../../domain/errors.js';

export type ProductRow = typeof products.$inferSelect;

/**
 * A product as the seller writes it. `currency` missing means "the default": the shop's currency for a
 * new product, the product's own on an edit (a shop's cart and orders take one currency).
 */
export type ProductWrite = Omit<SellerProductInput, 'currency'> & { currency?: string | undefined };

export const SLUG_TAKEN = 'slug: Another product of your shop already uses this slug';
/** The slug a name without a letter or digit gets. */
const FALLBACK_SLUG = 'product';
/** Room kept for a `-N` suffix when a slug is made unique. */
const SUFFIX_ROOM = 8;
const SLUG_MAX_LENGTH = 120;

/** `category: …` naming the category the shop does not have. */
export function unknownCategory(name: string): string {
  return `category: Your shop has no category "${name}"; create it first or choose another`;
}

/** The console's shape of a product row (money back in major units, optional texts as ''). */
export function toSellerProduct(row: ProductRow): SellerProduct {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    images: row.images,
    price: fromCents(row.priceCents),
    discount: row.discount,
    currency: row.currency,
    stock: row.stock,
    showStockQuantity: row.showStockQuantity,
    description: row.description,
    packSize: row.packSize,
    bulkPricing: row.bulkPricing.map((tier) => ({
      quantity: tier.quantity,
      price: tier.price,
      ...(tier.description ? { description: tier.description } : {}),
    })),
    addons: row.addons.map((addon) => ({
      question: addon.question,
      type: addon.type as SellerProduct['addons'][number]['type'],
      options: addon.options.map((option) => ({ text: option.text, price: option.price })),
    })),
    brand: row.brand,
    category: row.category,
    seoTitle: row.seoTitle ?? '',
    seoDescription: row.seoDescription ?? '',
    seoImage: row.seoImage ?? '',
    seoKeywords: row.seoKeywords ?? '',
    published: row.published,
    rating: row.rating,
    reviewCount: row.reviewCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored columns of an input, except id, seller, slug and currency (the caller settles those). */
export function storedFields(input: ProductWrite) {
  return {
    name: input.name,
    description: input.description,
    images: input.images,
    priceCents: toCents(input.price),
    discount: input.discount,
    stock: input.stock,
    showStockQuantity: input.showStockQuantity,
    packSize: input.packSize,
    bulkPricing: input.bulkPricing.map((tier) => ({
      quantity: tier.quantity,
      price: tier.price,
      ...(tier.description ? { description: tier.description } : {}),
    })),
    addons: input.addons,
    brand: input.brand,
    category: input.category,
    seoTitle: input.seoTitle || null,
    seoDescription: input.seoDescription || null,
    seoImage: input.seoImage || null,
    seoKeywords: input.seoKeywords || null,
    published: input.published,
  };
}

/** The names of the shop's categories. */
export async function categoryNames(db: Db, sellerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ name: categories.name })
    .from(categories)
    .where(eq(categories.sellerId, sellerId));
  return new Set(rows.map((row) => row.name));
}

/** A product's category is '' or one of the shop's categories, by its exact name. */
export async function requireCategory(db: Db, sellerId: string, category: string): Promise<void> {
  if (category === '') return;
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.sellerId, sellerId), eq(categories.name, category)))
    .limit(1);
  if (!row) throw invalid(unknownCategory(category));
}

/** The slug a product gets from its name ('product' when the name has no letter or digit). */
export function slugBase(slug: string): string {
  return slug === '' ? FALLBACK_SLUG : slug;
}

/**
 * The first of `base`, `base-2`, `base-3`… not in `taken` (each cut to the slug's length limit).
 * @example uniqueSlug('tea', new Set(['tea', 'tea-2'])) // "tea-3"
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let number = 2; ; number++) {
    const suffix = `-${number}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The slugs a new slug made from `base` must avoid: the shop's live slugs and its old (redirected) slugs,
 * so an old address keeps leading to the product it was moved from.
 */
export async function takenSlugs(db: Db, sellerId: string, base: string): Promise<Set<string>> {
  const prefix = `${base.slice(0, SLUG_MAX_LENGTH - SUFFIX_ROOM)}%`;
  const [live, old] = await Promise.all([
    db
      .select({ slug: products.slug })
      .from(products)
      .where(and(eq(products.sellerId, sellerId), like(products.slug, prefix))),
    db
      .select({ slug: productSlugRedirects.slug })
      .from(productSlugRedirects)
      .where(and(eq(productSlugRedirects.sellerId, sellerId), like(productSlugRedirects.slug, prefix))),
  ]);
  return new Set([...live, ...old].map((row) => row.slug));
}

/** True when another product of the shop has `slug` live. */
export async function slugInUse(db: Db, sellerId: string, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), eq(products.slug, slug)))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

/**
 * After products took the slugs `live` (new or changed), and `moved` products left their old slugs: the old
 * slugs redirect to their product, and a redirect whose slug is live again is dropped (the live product wins).
 */
export async function recordSlugChanges(
  db: Db,
  sellerId: string,
  live: readonly string[],
  moved: readonly { productId: string; oldSlug: string }[],
): Promise<void> {
  if (moved.length > 0) {
    await db
      .insert(productSlugRedirects)
      .values(moved.map(({ productId, oldSlug }) => ({ sellerId, slug: oldSlug, productId })))
      .onConflictDoUpdate({
        target: [productSlugRedirects.sellerId, productSlugRedirects.slug],
        set: { productId: sql`excluded.product_id`, createdAt: sql`now()` },
      });
  }
  if (live.length > 0) {
    await db
      .delete(productSlugRedirects)
      .where(and(eq(productSlugRedirects.sellerId, sellerId), inArray(productSlugRedirects.slug, [...live])));
  }
}

/** A unique-index violation (two writers took the same slug at once), also when Drizzle wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Condition: the product of this seller with this id. */
export function ownProduct(sellerId: string, productId: string) {
  return and(eq(products.sellerId, sellerId), eq(products.id, productId));
}

/** Condition: the products of this seller among `ids`. */
export function ownProducts(sellerId: string, ids: readonly string[]) {
  return and(eq(products.sellerId, sellerId), inArray(products.id, [...ids]));
}
