import type { LinksContentField, SocialNetwork } from '@souk/core';
import type { StoredAddon, StoredBulkTier } from '../../db/schema.js';

/** A product of a demo shop, in the words a merchandiser would write it; `seed.ts` turns it into rows. */
export interface DemoProduct {
  /** Unique within the shop; also names the product's images (`<shop>/<slug>-<n>.svg`). */
  slug: string;
  name: string;
  /** A category name of the shop. */
  category: string;
  brand: string;
  /** Unit price in major units (e.g. 49.99). */
  price: number;
  /** Percent off, 0 when absent. */
  discount?: number;
  stock: number;
  /** Defaults to true. */
  showStockQuantity?: boolean;
  /** Defaults to 1. */
  packSize?: number;
  bulkPricing?: StoredBulkTier[];
  addons?: StoredAddon[];
  /** How many pictures (1–4). */
  images: number;
  /** Paragraphs separated by newlines; links are plain https URLs. */
  description: string;
  keywords: string[];
  seoTitle?: string;
  seoDescription?: string;
}

export interface DemoCategory {
  name: string;
  slug: string;
}

export interface DemoBanner {
  /** Words shown on the banner image. */
  headline: string;
  /** A product of the shop the banner opens. */
  productSlug?: string;
  /** Where the banner leads when it carries no product. */
  link?: string;
}

/** Review texts by star rating, from 1 to 5. */
export type ReviewTexts = Record<1 | 2 | 3 | 4 | 5, readonly string[]>;

export interface DemoShop {
  /** The path name, e.g. `urban-threads`. */
  name: string;
  shopName: string;
  countryCode: string;
  currency: string;
  /** The BCP 47 locale its prices are printed in. */
  locale: string;
  supportEmail: string;
  supportPhone: string;
  supportHours: string;
  supportAddress: string;
  socialLinks: Record<SocialNetwork, string>;
  linksContent: Record<LinksContentField, string>;
  /** Major units. */
  shippingFee: number;
  categories: DemoCategory[];
  products: DemoProduct[];
  banners: DemoBanner[];
  payment: {
    bankDetails: Record<string, string>;
    bankInstructions: string;
    cashInstructions: string;
  };
  reviewers: readonly string[];
  reviewTexts: ReviewTexts;
}
