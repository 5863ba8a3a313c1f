import { CATEGORY_IN_USE, type SellerCategory, type SellerCategoryInput, slugify } from '@souk/core';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, products } from '../../db/schema.js';
import { conflict, invalid, notFound } from '../../domain/errors.js';
import { newId } from '../../lib/ids.js';
import { checkReorder, type ReorderTx } from './reorder.js';

export const CATEGORY_NOT_FOUND = 'Category not found';
export const CATEGORY_NAME_TAKEN = 'name: The shop already has a category with this name';
export const MOVE_TO_SAME = 'moveTo: Choose another category to move the products to';

type CategoryRow = typeof categories.$inferSelect;

function toCategory(row: CategoryRow, productCount: number): SellerCategory {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    position: row.position,
    productCount,
  };
}

/** The number of the shop's products (published or not) filed under a category name. */
async function productCountOf(db: Db | ReorderTx, sellerId: string, name: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), eq(products.category, name)));
  return row?.value ?? 0;
}

/** True for PostgreSQL's unique violation (two saves of one name at once), also when Drizzle wraps it. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The name check races a concurrent save of the same name: the unique index decides, answered 409. */
async function nameTakenOnRace<Result>(save: () => Promise<Result>): Promise<Result> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CATEGORY_NAME_TAKEN);
    throw error;
  }
}

/** A category of the shop, or not found (another seller's looks the same as none). */
async function categoryOf(db: Db | ReorderTx, sellerId: string, id: string): Promise<CategoryRow> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.sellerId, sellerId)))
    .limit(1);
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return row;
}

/** Names compare without case: "Shoes" and "shoes" would show as two filters of one thing. */
async function assertNameFree(db: Db | ReorderTx, sellerId: string, name: string, exceptId?: string) {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.sellerId, sellerId), sql`lower(${categories.name}) = lower(${name})`));
  if (rows.some((row) => row.id !== exceptId)) throw conflict(CATEGORY_NAME_TAKEN);
}

/** A slug from the name, unique in the shop: `shoes`, `shoes-2`, … */
async function freeSlug(db: Db | ReorderTx, sellerId: string, name: string, exceptId?: string) {
  const base = slugify(name) || 'category';
  const rows = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(eq(categories.sellerId, sellerId));
  const taken = new Set(rows.filter((row) => row.id !== exceptId).map((row) => row.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** GET /seller/categories: the shop's categories in order, each with its number of products. */
export async function listSellerCategories(db: Db, sellerId: string): Promise<SellerCategory[]> {
  const counts = db
    .select({ category: products.category, productCount: count().as('product_count') })
    .from(products)
    .where(eq(products.sellerId, sellerId))
    .groupBy(products.category)
    .as('counts');
  const rows = await db
    .select({
      category: categories,
      productCount: sql<number>`coalesce(${counts.productCount}, 0)`.mapWith(Number),
    })
    .from(categories)
    .leftJoin(counts, eq(counts.category, categories.name))
    .where(eq(categories.sellerId, sellerId))
    .orderBy(asc(categories.position), asc(categories.name));
  return rows.map((row) => toCategory(row.category, row.productCount));
}

/**
 * POST /seller/categories: a new category at the end of the list.
 * @throws conflict when the shop has a category of that name
 */
export async function createCategory(
  db: Db,
  sellerId: string,
  input: SellerCategoryInput,
): Promise<SellerCategory> {
  return nameTakenOnRace(() =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, sellerId, input.name);
      const [last] = await tx
        .select({ position: sql<number>`coalesce(max(${categories.position}), -1)`.mapWith(Number) })
        .from(categories)
        .where(eq(categories.sellerId, sellerId));
      const [row] = await tx
        .insert(categories)
        .values({
          id: newId(),
          sellerId,
          name: input.name,
          slug: await freeSlug(tx, sellerId, input.name),
          image: input.image,
          position: (last?.position ?? -1) + 1,
        })
        .returning();
      if (!row) throw new Error('category insert returned nothing');
      // products may already carry the name (typed before the category existed)
      return toCategory(row, await productCountOf(tx, sellerId, row.name));
    }),
  );
}

/**
 * PUT /seller/categories/{id}: rename and/or a new image. A rename files every product of the shop under
 * the new name in the same transaction (products name their category, spec §3).
 */
export async function updateCategory(
  db: Db,
  sellerId: string,
  id: string,
  input: SellerCategoryInput,
): Promise<SellerCategory> {
  return nameTakenOnRace(() =>
    db.transaction(async (tx) => {
      const current = await categoryOf(tx, sellerId, id);
      const renamed = current.name !== input.name;
      if (renamed) await assertNameFree(tx, sellerId, input.name, id);
      const [row] = await tx
        .update(categories)
        .set({
          name: input.name,
          image: input.image,
          slug: renamed ? await freeSlug(tx, sellerId, input.name, id) : current.slug,
        })
        .where(eq(categories.id, id))
        .returning();
      if (!row) throw notFound(CATEGORY_NOT_FOUND);
      if (renamed) {
        await tx
          .update(products)
          .set({ category: input.name, updatedAt: new Date() })
          .where(and(eq(products.sellerId, sellerId), eq(products.category, current.name)));
      }
      return toCategory(row, await productCountOf(tx, sellerId, row.name));
    }),
  );
}

/** PUT /seller/categories/order: every category id of the shop, in the new order. */
export async function reorderCategories(db: Db, sellerId: string, ids: string[]): Promise<SellerCategory[]> {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.sellerId, sellerId));
    checkReorder(
      rows.map((row) => row.id),
      ids,
    );
    for (const [position, id] of ids.entries()) {
      await tx
        .update(categories)
        .set({ position })
        .where(and(eq(categories.id, id), eq(categories.sellerId, sellerId)));
    }
  });
  return listSellerCategories(db, sellerId);
}

/**
 * DELETE /seller/categories/{id}?moveTo=: a category without products goes; one with products needs
 * `moveTo`, another category of the shop, which takes its products first (one transaction).
 * @throws conflict (with the number of products) when in use and no `moveTo` is given
 */
export async function deleteCategory(
  db: Db,
  sellerId: string,
  id: string,
  moveTo: string | undefined,
): Promise<{ moved: number }> {
  return db.transaction(async (tx) => {
    const category = await categoryOf(tx, sellerId, id);
    const target = moveTo === undefined ? undefined : await categoryOf(tx, sellerId, moveTo);
    if (target && target.id === category.id) throw invalid(MOVE_TO_SAME);
    const inUse = await productCountOf(tx, sellerId, category.name);
    if (inUse > 0 && !target) {
      throw conflict(`${CATEGORY_IN_USE} (${inUse} ${inUse === 1 ? 'product' : 'products'})`);
    }
    if (target && inUse > 0) {
      await tx
        .update(products)
        .set({ category: target.name, updatedAt: new Date() })
        .where(and(eq(products.sellerId, sellerId), eq(products.category, category.name)));
    }
    await tx.delete(categories).where(eq(categories.id, category.id));
    return { moved: target ? inUse : 0 };
  });
}
