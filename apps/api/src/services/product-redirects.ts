import { paths } from '@souk/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { productSlugRedirects, products, sellers } from '../db/schema.js';

/**
 * Old product addresses: a slug a product had before the seller changed it keeps leading to the product
 * (301 to its address of today), as long as no product of the shop has that slug now and the product is
 * published.
 */

/** The slug of today of the published product that had `slug` in the shop, or undefined. */
export async function movedProductSlug(db: Db, sellerId: string, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: products.slug })
    .from(productSlugRedirects)
    .innerJoin(products, eq(products.id, productSlugRedirects.productId))
    .where(
      and(
        eq(productSlugRedirects.sellerId, sellerId),
        eq(productSlugRedirects.slug, slug),
        eq(products.sellerId, sellerId),
        eq(products.published, true),
        sql`not exists (select 1 from ${products} live where live.seller_id = ${sellerId} and live.slug = ${slug})`,
      ),
    )
    .limit(1);
  return row?.slug;
}

/** `/{sellerName}/product/details/{slug}`, the storefront's product page by slug (spec §2). */
const PRODUCT_PAGE = /^\/([^/?#]+)\/product\/details\/([^/?#]+)\/?(\?.*)?$/;

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Where a storefront page request for an old product address goes: the product page of its slug of
 * today (the query kept), or null for every other request. One statement, only for product page paths.
 * @example await productPageRedirect(db, '/tea-house/product/details/green-tea?ref=x') // "/tea-house/product/details/sencha-green-tea?ref=x"
 */
export async function productPageRedirect(db: Db, url: string): Promise<string | null> {
  const match = PRODUCT_PAGE.exec(url);
  if (!match) return null;
  const sellerName = decoded(match[1] ?? '');
  const slug = decoded(match[2] ?? '');
  if (!sellerName || !slug || slug === 'id' || sellerName.length > 200 || slug.length > 200) return null;
  const [row] = await db
    .select({ name: sellers.name, slug: products.slug })
    .from(productSlugRedirects)
    .innerJoin(sellers, eq(sellers.id, productSlugRedirects.sellerId))
    .innerJoin(products, eq(products.id, productSlugRedirects.productId))
    .where(
      and(
        sql`lower(${sellers.name}) = lower(${sellerName})`,
        eq(productSlugRedirects.slug, slug),
        eq(products.sellerId, sellers.id),
        eq(products.published, true),
        sql`not exists (select 1 from ${products} live where live.seller_id = ${sellers.id} and live.slug = ${slug})`,
      ),
    )
    .limit(1);
  if (!row) return null;
  return `${paths.productDetails(sellerName, row.slug)}${match[3] ?? ''}`;
}
