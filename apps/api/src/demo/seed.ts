import { createHash } from 'node:crypto';
import { slugify } from '@souk/core';
import { inArray, or, sql } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import {
  banners,
  categories,
  contentTabs,
  mediaAssets,
  mediaUploads,
  paymentConfigs,
  products,
  reviews,
  sellers,
} from '../db/schema.js';
import { type DemoMediaAsset, demoFiles, demoMediaAsset, demoMediaUrl } from './media.js';
import { deleteSellersWhere, sellerNameIn } from './shops/cleanup.js';
import { contentTabs as demoContentTabs } from './shops/content.js';
import { DEMO_SHOPS, type DemoProduct, type DemoShop } from './shops/index.js';

export { DEMO_SHOPS };
export const DEMO_SELLER_NAMES: readonly string[] = DEMO_SHOPS.map((shop) => shop.name);

/** Every demo date is relative to this instant, so two seeds of an empty database are identical. */
export const DEMO_EPOCH = new Date('2026-11-01T09:00:00.000Z');

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * A stable UUID for a demo record (name-based, SHA-1, formatted as a version 5 UUID): the same key gives the
 * same id on every machine, and ids look like every other id of the database.
 * @example demoId('seller:urban-threads') === demoId('seller:urban-threads') // true
 */
export function demoId(key: string): string {
  const hex = createHash('sha1').update(`souk-demo:${key}`).digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The id of a demo seller, e.g. `demoSellerId('urban-threads')`. */
export function demoSellerId(name: string): string {
  return demoId(`seller:${name}`);
}

export function demoProductId(sellerName: string, slug: string): string {
  return demoId(`product:${sellerName}:${slug}`);
}

/** A small deterministic hash (FNV-1a) for spreading reviews and dates. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

const cents = (major: number) => Math.round(major * 100);

/** The product's rating as stored: the reviews' average rounded to one decimal, 0 without reviews. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum * 10) / ratings.length) / 10;
}

/** Review counts per product (0 for about one product in ten) and rating patterns by product "quality". */
const REVIEW_COUNTS = [0, 3, 5, 2, 6, 4, 7, 3, 5, 4] as const;
const RATING_PATTERNS: readonly (readonly number[])[] = [
  [5, 5, 4, 5, 5, 4, 5, 3, 5, 4],
  [4, 5, 4, 3, 5, 4, 4, 2, 5, 4],
  [3, 4, 2, 5, 3, 1, 4, 3, 5, 4],
  [5, 4, 5, 5, 3, 5, 4, 5, 2, 5],
];

type ShopRow = typeof sellers.$inferInsert;
type CategoryRow = typeof categories.$inferInsert;
type ProductRow = typeof products.$inferInsert;
type BannerRow = typeof banners.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert;
type PaymentConfigRow = typeof paymentConfigs.$inferInsert;
type MediaUploadRow = typeof mediaUploads.$inferInsert;

export interface DemoRows {
  sellers: ShopRow[];
  categories: CategoryRow[];
  products: ProductRow[];
  banners: BannerRow[];
  reviews: ReviewRow[];
  paymentConfigs: PaymentConfigRow[];
  contentTabs: { tab: string; body: string }[];
  /** The demo images, as uploads whose variants are made on first request (demo/media.ts). */
  mediaAssets: (DemoMediaAsset & { createdAt: Date })[];
  mediaUploads: MediaUploadRow[];
}

/** The reviews of one product, deterministic from its shop and slug. */
function demoReviews(shop: DemoShop, product: DemoProduct, productId: string): ReviewRow[] {
  const seed = hash(`${shop.name}/${product.slug}`);
  const count = REVIEW_COUNTS[seed % REVIEW_COUNTS.length] ?? 0;
  const pattern = RATING_PATTERNS[(seed >>> 4) % RATING_PATTERNS.length] ?? [5];
  const rows: ReviewRow[] = [];
  for (let index = 0; index < count; index++) {
    const rating = pattern[(seed + index * 3) % pattern.length] ?? 5;
    const texts = shop.reviewTexts[rating as 1 | 2 | 3 | 4 | 5];
    const review = texts[(seed + index) % texts.length] ?? 'Good product.';
    const name = shop.reviewers[((seed >>> 8) + index) % shop.reviewers.length] ?? 'A customer';
    const daysAgo = 2 + ((((seed >>> 12) % 40) + index * 23) % 300);
    const hoursAgo = (seed + index * 5) % 24;
    rows.push({
      id: demoId(`review:${shop.name}:${product.slug}:${index}`),
      productId,
      customerId: null,
      name,
      review,
      rating,
      createdAt: new Date(DEMO_EPOCH.getTime() - daysAgo * DAY_MS - hoursAgo * HOUR_MS),
    });
  }
  return rows;
}

/** The first sentences of a description, at most `max` characters, for the SEO description. */
function summary(text: string, max = 160): string {
  const firstParagraph = text.split('\n')[0] ?? text;
  const sentences = firstParagraph.match(/[^.!?]+[.!?]+/g) ?? [firstParagraph];
  let result = '';
  for (const sentence of sentences) {
    const next = `${result}${sentence}`.trim();
    if (next.length > max) break;
    result = `${next} `;
  }
  result = result.trim();
  return result || `${firstParagraph.slice(0, max - 1).trimEnd()}…`;
}

/** Checks one shop's data: categories exist, slugs are unique, banners point at real products. */
function checkShop(shop: DemoShop): void {
  const names = new Set(shop.categories.map((category) => category.name));
  const slugs = new Set<string>();
  for (const product of shop.products) {
    if (!names.has(product.category))
      throw new Error(`${shop.name}/${product.slug}: unknown category ${product.category}`);
    if (slugs.has(product.slug)) throw new Error(`${shop.name}: duplicate slug ${product.slug}`);
    if (product.images < 1 || product.images > 4) throw new Error(`${shop.name}/${product.slug}: 1–4 images`);
    slugs.add(product.slug);
  }
  for (const banner of shop.banners) {
    if (banner.productSlug && !slugs.has(banner.productSlug))
      throw new Error(`${shop.name}: banner for unknown product ${banner.productSlug}`);
  }
}

/** Every row of the demo data, built without touching the database (pure and deterministic). */
export function buildDemoRows(shops: readonly DemoShop[] = DEMO_SHOPS): DemoRows {
  const rows: DemoRows = {
    sellers: [],
    categories: [],
    products: [],
    banners: [],
    reviews: [],
    paymentConfigs: [],
    contentTabs: Object.entries(demoContentTabs).map(([tab, body]) => ({ tab, body })),
    mediaAssets: [],
    mediaUploads: [],
  };
  const assets = new Map<string, DemoMediaAsset>();
  const uploads = new Map<string, MediaUploadRow>();
  shops.forEach((shop, shopIndex) => {
    checkShop(shop);
    const sellerId = demoSellerId(shop.name);
    /** A demo image's address; its asset is recorded once, and as this shop's upload. */
    const image = (file: string) => {
      const asset = demoMediaAsset(file);
      if (!assets.has(asset.id)) assets.set(asset.id, asset);
      if (!uploads.has(`${sellerId}:${asset.id}`)) {
        uploads.set(`${sellerId}:${asset.id}`, {
          sellerId,
          mediaId: asset.id,
          fileName: file.split('/').pop() ?? file,
          createdAt: DEMO_EPOCH,
        });
      }
      return demoMediaUrl(file);
    };
    rows.sellers.push({
      id: sellerId,
      name: shop.name,
      shopName: shop.shopName,
      image: image(demoFiles.logo(shop.name)),
      countryCode: shop.countryCode,
      currency: shop.currency,
      locale: shop.locale,
      supportEmail: shop.supportEmail,
      supportPhone: shop.supportPhone,
      supportHours: shop.supportHours,
      supportAddress: shop.supportAddress,
      socialLinks: { ...shop.socialLinks },
      linksContent: { ...shop.linksContent },
      shippingFeeCents: cents(shop.shippingFee),
      createdAt: new Date(DEMO_EPOCH.getTime() - (400 - shopIndex * 30) * DAY_MS),
    });
    shop.categories.forEach((category, position) => {
      rows.categories.push({
        id: demoId(`category:${shop.name}:${category.slug}`),
        sellerId,
        name: category.name,
        slug: category.slug,
        image: image(demoFiles.category(shop.name, category.slug)),
        position,
      });
    });
    const productIds = new Map<string, string>();
    shop.products.forEach((product, index) => {
      const id = demoProductId(shop.name, product.slug);
      productIds.set(product.slug, id);
      const images = Array.from({ length: product.images }, (_, n) =>
        image(demoFiles.product(shop.name, product.slug, n + 1)),
      );
      const productReviews = demoReviews(shop, product, id);
      rows.reviews.push(...productReviews);
      const keywords = [...product.keywords, product.brand.toLowerCase(), product.category.toLowerCase()];
      const listedAt = new Date(DEMO_EPOCH.getTime() - ((index * 11) % 60) * DAY_MS - index * HOUR_MS);
      rows.products.push({
        id,
        sellerId,
        name: product.name,
        slug: product.slug,
        description: product.description,
        images,
        priceCents: cents(product.price),
        discount: product.discount ?? 0,
        stock: product.stock,
        showStockQuantity: product.showStockQuantity ?? true,
        packSize: product.packSize ?? 1,
        bulkPricing: product.bulkPricing ?? [],
        addons: product.addons ?? [],
        brand: product.brand,
        category: product.category,
        currency: shop.currency,
        seoTitle: product.seoTitle ?? `${product.name} | ${shop.shopName}`,
        seoDescription: product.seoDescription ?? summary(product.description),
        seoImage: images[0] ?? null,
        seoKeywords: [...new Set(keywords)].join(', '),
        rating: averageRating(productReviews.map((review) => review.rating)),
        reviewCount: productReviews.length,
        // Listed over the two months before the epoch, in a stable mixed order.
        createdAt: listedAt,
        // not the clock's: the demo template must hold exactly what a seed makes
        updatedAt: listedAt,
      });
    });
    shop.banners.forEach((banner, position) => {
      rows.banners.push({
        id: demoId(`banner:${shop.name}:${position}`),
        sellerId,
        image: image(demoFiles.banner(shop.name, position + 1, slugify(banner.headline))),
        productId: banner.productSlug ? (productIds.get(banner.productSlug) ?? null) : null,
        link: banner.link ?? null,
        position,
      });
    });
    rows.paymentConfigs.push({
      sellerId,
      enabledMethods: ['eft', 'cashOnDelivery'],
      methodOrder: ['stripe', 'paypal', 'payfast', 'eft', 'cashOnDelivery'],
      settings: {
        bankTransfer: {
          bankDetails: { ...shop.payment.bankDetails },
          instructions: shop.payment.bankInstructions,
        },
        cashOnDelivery: { instructions: shop.payment.cashInstructions },
      },
      secrets: {},
    });
  });
  rows.mediaAssets = [...assets.values()].map((asset) => ({ ...asset, createdAt: DEMO_EPOCH }));
  rows.mediaUploads = [...uploads.values()];
  return rows;
}

/** Inserts the demo rows; content tabs already present are kept unless `replaceContent`. */
async function insertDemo(db: Db, options: { replaceContent: boolean }): Promise<void> {
  const rows = buildDemoRows();
  // shared by content address: an asset may outlive a reseed (its variants stay in storage)
  await db.insert(mediaAssets).values(rows.mediaAssets).onConflictDoNothing();
  await db.insert(sellers).values(rows.sellers);
  await db.insert(mediaUploads).values(rows.mediaUploads).onConflictDoNothing();
  await db.insert(categories).values(rows.categories);
  await db.insert(products).values(rows.products);
  await db.insert(banners).values(rows.banners);
  await db.insert(reviews).values(rows.reviews);
  await db.insert(paymentConfigs).values(rows.paymentConfigs);
  const tabs = db.insert(contentTabs).values(rows.contentTabs);
  if (options.replaceContent)
    await tabs.onConflictDoUpdate({ target: contentTabs.tab, set: { body: sql`excluded.body` } });
  else await tabs.onConflictDoNothing();
}

/** The demo sellers, by id or by name (a shop someone else created under a demo name counts too). */
function demoSellersCondition() {
  return or(
    inArray(
      sellers.id,
      DEMO_SHOPS.map((shop) => demoSellerId(shop.name)),
    ),
    sellerNameIn(DEMO_SELLER_NAMES),
  );
}

/** Fills the demo shops on a database that has no seller yet. */
export async function seedDemoIfEmpty(db: Db, config: Pick<Config, 'shippingFeeDefault'>): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(sellers);
  if ((row?.count ?? 0) > 0) return false;
  await seedDemo(db, config);
  // fresh statistics for the planner (PGlite never autovacuums)
  await db.execute(sql`analyze`);
  return true;
}

/**
 * Inserts the demo shops (sellers with support, social links and info pages; categories, products, banners,
 * reviews, offline payment configuration) and the site-wide content tabs, in one transaction. Every shop
 * sets its own shipping fee, so `config.shippingFeeDefault` is not needed here.
 */
export async function seedDemo(db: Db, _config: Pick<Config, 'shippingFeeDefault'>): Promise<void> {
  await db.transaction(async (tx) => {
    await insertDemo(tx, { replaceContent: false });
  });
}

/**
 * Deletes the demo sellers with all their data (orders that include them too) and seeds them again, in one
 * transaction; other sellers are untouched. Content tabs are replaced by the demo text.
 */
export async function reseedDemo(
  db: Db,
  _config: Pick<Config, 'shippingFeeDefault'>,
): Promise<{ deletedSellers: number; deletedOrders: number }> {
  return db.transaction(async (tx) => {
    const deleted = await deleteSellersWhere(tx, demoSellersCondition() ?? sql`false`);
    await insertDemo(tx, { replaceContent: true });
    return { deletedSellers: deleted.sellers, deletedOrders: deleted.orders };
  });
}

/** Whether the demo shops are present (all of them, by id). */
export async function hasDemoShops(db: Db): Promise<boolean> {
  const ids = DEMO_SHOPS.map((shop) => demoSellerId(shop.name));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sellers)
    .where(inArray(sellers.id, ids));
  return (row?.count ?? 0) === ids.length;
}
