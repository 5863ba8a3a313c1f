import { fromCents, type Product, toCents } from '@souk/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products, sellers } from '../db/schema.js';
import { notFound } from '../domain/errors.js';

export type ProductRow = typeof products.$inferSelect;

export const PRODUCT_NOT_FOUND = 'Product not found';

/**
 * The unit price a shopper pays, in cents: the price less its discount (spec §9, as core's
 * `unitPriceCents` computes it). Listings and the global search filter, sort and bound their price slider
 * on it, because that is the price the cards show. In `numeric`, like core: `round` of a double rounds
 * half to even, so $1.45 less 10 % would be 130 cents here and 131 in the cart.
 */
export const chargedCents = sql<number>`round(${products.priceCents} * (100 - ${products.discount}::numeric) / 100)::int`;

/** Filter prices above this read as "no bound": their cents must fit the integer price column. */
const MAX_FILTER_PRICE = 20_000_000;

/** Cents of a filter price (inclusive); absurdly high bounds read as the highest possible price. */
export function filterCents(price: number): number {
  return toCents(Math.min(price, MAX_FILTER_PRICE));
}

/** Columns read for the wire shape. */
export const productColumns = {
  id: products.id,
  sellerId: products.sellerId,
  name: products.name,
  slug: products.slug,
  description: products.description,
  images: products.images,
  priceCents: products.priceCents,
  discount: products.discount,
  stock: products.stock,
  showStockQuantity: products.showStockQuantity,
  packSize: products.packSize,
  bulkPricing: products.bulkPricing,
  addons: products.addons,
  brand: products.brand,
  category: products.category,
  currency: products.currency,
  seoTitle: products.seoTitle,
  seoDescription: products.seoDescription,
  seoImage: products.seoImage,
  seoKeywords: products.seoKeywords,
  rating: products.rating,
  reviewCount: products.reviewCount,
  createdAt: products.createdAt,
} as const;

/** The columns of `productColumns`: what the public reads need (not `published`, `updatedAt`). */
export type ProductFields = Omit<ProductRow, 'published' | 'updatedAt'>;

/** The wire shape of a product (spec §3), prices back in major units. */
export function toProduct(row: ProductFields, seller?: { name: string; shopName: string }): Product {
  const product: Product = {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    price: fromCents(row.priceCents),
    images: row.images,
    discount: row.discount,
    rating: row.rating,
    currency: row.currency,
    stock: row.stock,
    showStockQuantity: row.showStockQuantity,
    description: row.description,
    packSize: row.packSize,
    bulkPricing: row.bulkPricing,
    addons: row.addons,
    brand: row.brand,
    category: row.category,
    sellerId: row.sellerId,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.seoTitle) product.seoTitle = row.seoTitle;
  if (row.seoDescription) product.seoDescription = row.seoDescription;
  if (row.seoImage) product.seoImage = row.seoImage;
  if (row.seoKeywords) product.seoKeywords = row.seoKeywords;
  if (seller) {
    product.sellerName = seller.name;
    product.shopName = seller.shopName;
  }
  return product;
}

/** A product by id, or not found. */
export async function getProduct(db: Db, productId: string): Promise<ProductFields> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, productId)).limit(1);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/** A product of a seller by slug, or undefined. */
export async function findProductBySlug(
  db: Db,
  sellerId: string,
  slug: string,
): Promise<ProductFields | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .where(and(eq(products.sellerId, sellerId), eq(products.slug, slug)))
    .limit(1);
  return row;
}

/** The seller facts a product card shows (`by {shop}`). */
export async function sellerLabel(
  db: Db,
  sellerId: string,
): Promise<{ name: string; shopName: string } | undefined> {
  const [row] = await db
    .select({ name: sellers.name, shopName: sellers.shopName })
    .from(sellers)
    .where(eq(sellers.id, sellerId))
    .limit(1);
  return row;
}
