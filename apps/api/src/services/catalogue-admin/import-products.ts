import {
  type ProductCsvRow,
  type ProductImportBody,
  type ProductImportResponse,
  type ProductImportRowResult,
  parseProductCsvRow,
  type SellerProductInput,
  slugify,
} from '@souk/core';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { productSlugRedirects, products, sellers } from '../../db/schema.js';
import { conflict, notFound } from '../../domain/errors.js';
import { newId } from '../../lib/ids.js';
import { logSearchChanges } from '../search/search-changes.js';
import { SELLER_NOT_FOUND } from '../shops.js';
import { emitProductAlerts, lockAlertFacts, readAlertFacts } from './product-alerts.js';
import {
  categoryNames,
  isUniqueViolation,
  recordSlugChanges,
  SLUG_TAKEN,
  slugBase,
  storedFields,
  uniqueSlug,
  unknownCategory,
} from './product-fields.js';

export const IMPORT_CHANGED_MEANWHILE =
  'The shop changed while the import ran (a slug was taken): run the dry run again';

interface ExistingProduct {
  id: string;
  slug: string;
  currency: string;
  category: string;
  published: boolean;
}

interface PlannedRow {
  result: ProductImportRowResult;
  product?: SellerProductInput;
  /** The product a row updates. */
  existing?: ExistingProduct;
}

/** What an import checks rows against: the shop's currency, categories, products and old slugs. */
async function shopFacts(db: Db, sellerId: string) {
  const [shop] = await db
    .select({ currency: sellers.currency })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1);
  if (!shop) throw notFound(SELLER_NOT_FOUND);
  const [names, existing, redirects] = await Promise.all([
    categoryNames(db, sellerId),
    db
      .select({
        id: products.id,
        slug: products.slug,
        currency: products.currency,
        category: products.category,
        published: products.published,
      })
      .from(products)
      .where(eq(products.sellerId, sellerId)),
    db
      .select({ slug: productSlugRedirects.slug })
      .from(productSlugRedirects)
      .where(eq(productSlugRedirects.sellerId, sellerId)),
  ]);
  return {
    currency: shop.currency,
    categories: names,
    bySlug: new Map(existing.map((row) => [row.slug, row])),
    oldSlugs: new Set(redirects.map((row) => row.slug)),
  };
}

/**
 * Reads every row as the product form would (`parseProductCsvRow`) and checks what the shop must hold:
 * the category exists, a slug appears once in the file. A row whose slug is a product of the shop updates
 * it; any other row creates a product (an empty slug is made from the name, unique in the shop and the
 * file). An empty currency cell takes the product's currency on an update, the shop's on a create.
 */
function planImport(rows: readonly ProductCsvRow[], facts: Awaited<ReturnType<typeof shopFacts>>) {
  const firstRowOf = new Map<string, number>();
  rows.forEach((row, index) => {
    const slug = row.slug?.trim() ?? '';
    if (slug !== '' && !firstRowOf.has(slug)) firstRowOf.set(slug, index);
  });
  // slugs a made-up slug must avoid: live, old (redirecting) and every slug the file names
  const taken = new Set([...facts.bySlug.keys(), ...facts.oldSlugs, ...firstRowOf.keys()]);

  return rows.map((row, index): PlannedRow => {
    const slugCell = row.slug?.trim() ?? '';
    const existing = slugCell === '' ? undefined : facts.bySlug.get(slugCell);
    const currency = row.currency?.trim() ? row.currency : (existing?.currency ?? facts.currency);
    const parsed = parseProductCsvRow({ ...row, currency });
    const errors = parsed.ok ? [] : [...parsed.errors];
    const name = parsed.ok ? parsed.product.name : (row.name ?? '').trim();
    const category = parsed.ok ? parsed.product.category : '';
    if (category !== '' && !facts.categories.has(category) && category !== existing?.category) {
      errors.push(unknownCategory(category));
    }
    const first = firstRowOf.get(slugCell);
    if (slugCell !== '' && first !== undefined && first !== index) {
      errors.push(`slug: Row ${first + 1} of the file has the same slug`);
    }
    const result = (action: ProductImportRowResult['action'], slug: string): ProductImportRowResult => ({
      row: index + 1,
      action,
      slug,
      name,
      errors,
    });
    if (!parsed.ok || errors.length > 0) return { result: result('reject', slugCell) };
    if (existing) return { result: result('update', existing.slug), product: parsed.product, existing };
    let slug = parsed.product.slug;
    if (slug === '') {
      slug = uniqueSlug(slugBase(slugify(parsed.product.name)), taken);
      taken.add(slug);
    }
    return { result: result('create', slug), product: { ...parsed.product, slug } };
  });
}

/** The columns an import writes, by their keys in the schema. */
const WRITTEN = [
  'id',
  'sellerId',
  'slug',
  'currency',
  'name',
  'description',
  'images',
  'priceCents',
  'discount',
  'stock',
  'showStockQuantity',
  'packSize',
  'bulkPricing',
  'addons',
  'brand',
  'category',
  'seoTitle',
  'seoDescription',
  'seoImage',
  'seoKeywords',
  'published',
] as const;

/** Rows as `jsonb_populate_recordset` reads them: keyed by column name. */
function recordsJson(sellerId: string, rows: readonly { id: string; input: SellerProductInput }[]): string {
  const byKey = getTableColumns(products);
  return JSON.stringify(
    rows.map(({ id, input }) => {
      const values: Record<(typeof WRITTEN)[number], unknown> = {
        id,
        sellerId,
        slug: input.slug,
        currency: input.currency,
        ...storedFields(input),
      };
      return Object.fromEntries(WRITTEN.map((key) => [byKey[key].name, values[key]]));
    }),
  );
}

const columnList = (keys: readonly (typeof WRITTEN)[number][]) =>
  sql.join(
    keys.map((key) => sql.identifier(getTableColumns(products)[key].name)),
    sql`, `,
  );

/**
 * Writes the planned rows in one transaction, each kind in one statement (the rows travel as one JSON
 * parameter: thousands of rows cost one round trip, not thousands).
 */
async function applyImport(db: Db, sellerId: string, planned: readonly PlannedRow[]): Promise<void> {
  const creates = planned.flatMap(({ product, existing }) =>
    product && !existing ? [{ id: newId(), input: product }] : [],
  );
  const updates = planned.flatMap(({ product, existing }) =>
    product && existing ? [{ id: existing.id, input: product, wasPublished: existing.published }] : [],
  );
  try {
    await db.transaction(async (tx) => {
      if (creates.length > 0) {
        const names = columnList(WRITTEN);
        await tx.execute(
          sql`insert into ${products} (${names}) select ${names} from jsonb_populate_recordset(null::${products}, ${recordsJson(sellerId, creates)}::jsonb)`,
        );
      }
      const updatedIds = updates.map((row) => row.id);
      const before = await lockAlertFacts(tx, sellerId, updatedIds);
      if (updates.length > 0) {
        // every written column but the id, the seller and the slug (an update is matched by its slug)
        const assignments = sql.join(
          WRITTEN.filter((key) => !['id', 'sellerId', 'slug'].includes(key)).map((key) => {
            const name = sql.identifier(getTableColumns(products)[key].name);
            return sql`${name} = r.${name}`;
          }),
          sql`, `,
        );
        await tx.execute(
          sql`update ${products} set ${assignments}, updated_at = now() from jsonb_populate_recordset(null::${products}, ${recordsJson(sellerId, updates)}::jsonb) r where ${products.id} = r.id and ${products.sellerId} = ${sellerId}`,
        );
      }
      await emitProductAlerts(tx, before, await readAlertFacts(tx, sellerId, updatedIds));
      // the search trigger does not watch `published`: log the products it flipped on
      await logSearchChanges(
        tx,
        updates.filter((row) => row.input.published !== row.wasPublished).map((row) => row.id),
      );
      await recordSlugChanges(
        tx,
        sellerId,
        creates.map((row) => row.input.slug),
        [],
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`${SLUG_TAKEN}. ${IMPORT_CHANGED_MEANWHILE}`);
    throw error;
  }
}

/**
 * Imports product rows (a CSV file the console parsed): reports per row what it creates, updates or
 * rejects and why. A dry run writes nothing; otherwise every row is written in one transaction, or none
 * when any row is rejected.
 * @throws conflict (a slug taken by another writer while the import ran)
 */
export async function importProducts(
  db: Db,
  sellerId: string,
  body: ProductImportBody,
): Promise<ProductImportResponse> {
  const planned = planImport(body.rows, await shopFacts(db, sellerId));
  const results = planned.map((row) => row.result);
  const tally = (action: ProductImportRowResult['action']) =>
    results.filter((result) => result.action === action).length;
  const rejected = tally('reject');
  const applied = !body.dryRun && rejected === 0;
  if (applied) await applyImport(db, sellerId, planned);
  return { applied, created: tally('create'), updated: tally('update'), rejected, rows: results };
}
