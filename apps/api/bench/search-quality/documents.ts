import { generateCatalogueRows } from '../../src/demo/generate-catalogue.js';
import { buildDemoRows } from '../../src/demo/seed.js';
import type { SearchDocument } from '../../src/services/search/engine.js';

/** Sellers of the generated catalogue: `catalogue:generate`'s default, as the speed benchmark uses. */
const GENERATED_SELLERS = 200;

/** The charged price, as the database computes it (`chargedCents` in services/products.ts). */
const charged = (priceCents: number, discount: number) => Math.round((priceCents * (100 - discount)) / 100);

/** The demo shops' products (`src/demo/shops`), as the seed writes them; popularity is the review count. */
export function demoDocuments(): SearchDocument[] {
  return buildDemoRows().products.map((row) => ({
    id: row.id,
    sellerId: row.sellerId,
    name: row.name,
    brand: row.brand ?? '',
    category: row.category ?? '',
    description: row.description ?? '',
    chargedCents: charged(row.priceCents, row.discount ?? 0),
    rating: row.rating ?? 0,
    createdAt: row.createdAt instanceof Date ? row.createdAt.getTime() : 0,
    popularity: row.reviewCount ?? 0,
  }));
}

/**
 * The products `catalogue:generate --products {count} --seed {seed}` inserts, without a database. The
 * generator writes no reviews: rating and popularity are 0, as on a freshly generated server.
 */
export function generatedDocuments({ count, seed }: { count: number; seed: number }): SearchDocument[] {
  const documents: SearchDocument[] = [];
  for (const row of generateCatalogueRows({ products: count, sellers: GENERATED_SELLERS, seed }).products)
    documents.push({
      id: row.id,
      sellerId: row.seller_id,
      name: row.name,
      brand: row.brand,
      category: row.category,
      description: row.description,
      chargedCents: charged(row.price_cents, row.discount),
      rating: 0,
      createdAt: Date.parse(row.created_at),
      popularity: 0,
    });
  return documents;
}
