import * as z from 'zod/mini';
import { DEFAULT_CURRENCY } from '../pricing/money.js';
import { AmountSchema, IdSchema, LenientNumberSchema, TextSchema, toFiniteNumber } from './common.js';

/**
 * Spec §9 pack size default.
 * @example DEFAULT_PACK_SIZE // 1
 */
export const DEFAULT_PACK_SIZE = 1;

/**
 * A bulk pricing tier (spec §3): `price` buys `quantity` units.
 * @example BulkTierSchema.parse({ quantity: 10, price: 80 }) // { quantity: 10, price: 80 }
 * @example BulkTierSchema.safeParse({ quantity: 2.5, price: 80 }).success // false
 */
export const BulkTierSchema = z.object({
  quantity: z.number().check(z.int(), z.positive()),
  price: AmountSchema,
  perItemPrice: z.optional(AmountSchema),
  description: z.optional(z.string()),
});
/**
 * A bulk pricing tier as {@link BulkTierSchema} parses it (spec §3 "BulkPricing entry").
 * @example
 * ```ts
 * const tier: BulkTier = { quantity: 10, price: 80, perItemPrice: 8 };
 * ```
 */
export type BulkTier = z.infer<typeof BulkTierSchema>;

/**
 * Reads bulk tiers from the wire, ignoring entries whose quantity or price is null or non-numeric
 * (spec §5). Numeric strings count as numbers.
 * @example parseBulkTiers([{ quantity: '10', price: 80 }, { quantity: null, price: 5 }]) // [{ quantity: 10, price: 80 }]
 */
export function parseBulkTiers(entries: unknown): BulkTier[] {
  if (!Array.isArray(entries)) return [];
  const tiers: BulkTier[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const raw = entry as Record<string, unknown>;
    const quantity = toFiniteNumber(raw.quantity);
    const price = toFiniteNumber(raw.price);
    if (!Number.isInteger(quantity) || quantity < 1 || !Number.isFinite(price) || price < 0) continue;
    const tier: BulkTier = { quantity, price };
    const perItemPrice = toFiniteNumber(raw.perItemPrice);
    if (Number.isFinite(perItemPrice) && perItemPrice >= 0) tier.perItemPrice = perItemPrice;
    if (typeof raw.description === 'string' && raw.description !== '') tier.description = raw.description;
    tiers.push(tier);
  }
  return tiers;
}

/**
 * Bulk tiers as sent by a client or server: invalid entries dropped rather than failing the whole product.
 * @example BulkPricingSchema.parse([{ quantity: '10', price: 80 }, { quantity: 'ten', price: 5 }]) // [{ quantity: 10, price: 80 }]
 * @example BulkPricingSchema.parse(undefined) // []
 */
export const BulkPricingSchema = z._default(z.pipe(z.unknown(), z.transform(parseBulkTiers)), []);

/**
 * The three add-on input kinds (spec §3): anything else renders as checkboxes.
 * @example ADDON_TYPES // ["Drop-Down List", "Radio Buttons", "Checkboxes"]
 */
export const ADDON_TYPES = ['Drop-Down List', 'Radio Buttons', 'Checkboxes'] as const;

/**
 * One option of a product add-on (spec §3 "Addon"): its text and the price it adds, 0 when missing.
 * @example AddonOptionSchema.parse({ text: 'Gift wrap' }) // { text: 'Gift wrap', price: 0 }
 */
export const AddonOptionSchema = z.object({ text: z.string(), price: z._default(AmountSchema, 0) });
/**
 * An add-on option as {@link AddonOptionSchema} parses it (spec §3).
 * @example
 * ```ts
 * const option: AddonOption = { text: 'Gift wrap', price: 2.5 };
 * ```
 */
export type AddonOption = z.infer<typeof AddonOptionSchema>;

/**
 * A product add-on question with priced options.
 * @example AddonSchema.parse({ question: 'Gift wrap?' }) // { question: 'Gift wrap?', type: 'Checkboxes', options: [] }
 */
export const AddonSchema = z.object({
  question: z.string(),
  type: z._default(z.string(), 'Checkboxes'),
  options: z._default(z.array(AddonOptionSchema), []),
});
/**
 * A product add-on as {@link AddonSchema} parses it (spec §3).
 * @example
 * ```ts
 * const grind: Addon = {
 *   question: 'Grind',
 *   type: 'Radio Buttons',
 *   options: [{ text: 'Whole bean', price: 0 }, { text: 'Espresso', price: 0.5 }],
 * };
 * ```
 */
export type Addon = z.infer<typeof AddonSchema>;

/**
 * An add-on choice carried on a cart line or order line: the option's text and price.
 * @example SelectedAddonSchema.parse({ text: 'Whole bean' }) // { text: 'Whole bean', price: 0 }
 */
export const SelectedAddonSchema = z.object({ text: z.string(), price: z._default(AmountSchema, 0) });
/**
 * A chosen add-on on a cart or order line as {@link SelectedAddonSchema} parses it (spec §3).
 * @example
 * ```ts
 * const choice: SelectedAddon = { text: 'Espresso', price: 0.5 };
 * ```
 */
export type SelectedAddon = z.infer<typeof SelectedAddonSchema>;

/**
 * A product (spec §3). Valid only with `_id`, `name` and `price`; the rest has §9 defaults.
 * @example ProductSchema.parse({ _id: 'p1', name: 'Green tea', price: 4.5 }) // { _id: 'p1', name: 'Green tea', price: 4.5, slug: '', discount: 0, currency: 'USD', packSize: 1, … }
 * @example ProductSchema.safeParse({ name: 'Green tea', price: 4.5 }).success // false
 */
export const ProductSchema = z.object({
  _id: IdSchema,
  name: z.string().check(z.minLength(1)),
  price: AmountSchema,
  slug: TextSchema,
  images: z._default(z.catch(z.array(z.string()), []), []),
  discount: z._default(z.catch(z.number().check(z.gte(0), z.lte(100)), 0), 0),
  rating: LenientNumberSchema,
  currency: z._default(z.catch(z.string().check(z.minLength(1)), DEFAULT_CURRENCY), DEFAULT_CURRENCY),
  stock: LenientNumberSchema,
  showStockQuantity: z._default(z.catch(z.boolean(), true), true),
  description: TextSchema,
  packSize: z._default(
    z.catch(z.number().check(z.int(), z.positive()), DEFAULT_PACK_SIZE),
    DEFAULT_PACK_SIZE,
  ),
  bulkPricing: BulkPricingSchema,
  addons: z._default(z.catch(z.array(AddonSchema), []), []),
  brand: TextSchema,
  category: TextSchema,
  seoTitle: z.optional(z.string()),
  seoDescription: z.optional(z.string()),
  seoImage: z.optional(z.string()),
  seoKeywords: z.optional(z.union([z.string(), z.array(z.string())])),
  shopName: z.optional(z.string()),
  sellerName: z.optional(z.string()),
  sellerId: z.optional(z.string()),
  createdAt: z.optional(z.string()),
});
/**
 * A product as {@link ProductSchema} parses it, with the spec's defaults filled in (spec §3, §9).
 * @example
 * ```ts
 * const product: Product = ProductSchema.parse({ _id: 'p1', name: 'Green tea', price: 4.5, stock: 12 });
 * ```
 */
export type Product = z.infer<typeof ProductSchema>;
/**
 * A product as a caller may send it, before defaults are applied.
 * @example
 * ```ts
 * const input: ProductInput = { _id: 'p1', name: 'Green tea', price: 4.5, discount: 10 };
 * ```
 */
export type ProductInput = z.input<typeof ProductSchema>;

/**
 * Parses one product, returning `null` when it is not valid (no `_id`, `name` or `price`).
 * @example parseProduct({ _id: 'p1', name: 'Tea', price: 4 })?.packSize // 1
 */
export function parseProduct(value: unknown): Product | null {
  const result = ProductSchema.safeParse(value);
  return result.success ? result.data : null;
}

/**
 * Parses a product list, dropping invalid products (spec §3: no `_id`, `name` or `price`) instead of
 * failing the whole list; anything but an array reads as an empty list.
 * @example parseProducts([{ _id: 'p1', name: 'Tea', price: 4 }, { name: 'No id', price: 2 }]).length // 1
 */
export function parseProducts(value: unknown): Product[] {
  if (!Array.isArray(value)) return [];
  const products: Product[] = [];
  for (const item of value) {
    const product = parseProduct(item);
    if (product) products.push(product);
  }
  return products;
}

/**
 * A product list field of a response: invalid products dropped.
 * @example ProductListSchema.parse([{ _id: 'p1', name: 'Green tea', price: 4.5 }, { name: 'No id', price: 2 }]).length // 1
 * @example ProductListSchema.parse(null) // []
 */
export const ProductListSchema = z._default(z.pipe(z.unknown(), z.transform(parseProducts)), []);
/**
 * A single product field of a response: `null` when missing or invalid.
 * @example NullableProductSchema.parse({ name: 'No id', price: 2 }) // null
 */
export const NullableProductSchema = z._default(z.pipe(z.unknown(), z.transform(parseProduct)), null);

/**
 * Category (spec §3).
 * @example CategorySchema.parse({ name: 'Tea', slug: 'tea' }) // { name: 'Tea', image: '', slug: 'tea' }
 */
export const CategorySchema = z.object({
  _id: z.optional(z.string()),
  name: z.string(),
  image: TextSchema,
  slug: z.optional(z.string()),
});
/**
 * A category as {@link CategorySchema} parses it (spec §3).
 * @example
 * ```ts
 * const category: Category = { _id: 'c1', name: 'Tea', image: '/images/tea.jpg', slug: 'tea' };
 * ```
 */
export type Category = z.infer<typeof CategorySchema>;

/**
 * Banner (spec §3): an image, optionally carrying a product, a product slug or a link.
 * @example BannerSchema.parse({ banner: '/images/sale.jpg', productSlug: 'green-tea' }) // { banner: '/images/sale.jpg', product: null, productSlug: 'green-tea' }
 */
export const BannerSchema = z.object({
  _id: z.optional(z.string()),
  banner: z.string(),
  product: NullableProductSchema,
  productSlug: z.optional(z.string()),
  link: z.optional(z.string()),
});
/**
 * A banner as {@link BannerSchema} parses it (spec §3).
 * @example
 * ```ts
 * const banner: Banner = { banner: '/images/sale.jpg', product: null, link: '/tea-house/products' };
 * ```
 */
export type Banner = z.infer<typeof BannerSchema>;

/**
 * Spec §9 price range defaults.
 * @example DEFAULT_PRICE_RANGE // { low: 0, high: 100 }
 */
export const DEFAULT_PRICE_RANGE = { low: 0, high: 100 } as const;

/**
 * A shop's price range, the `priceRange` of GET /home/seller/price-range-latest-product/{sellerId}
 * (spec §3, §7): `low` and `high`, 0 and 100 when missing (spec §9).
 * @example PriceRangeSchema.parse({ high: 250 }) // { low: 0, high: 250 }
 */
export const PriceRangeSchema = z.object({
  low: z._default(z.number(), DEFAULT_PRICE_RANGE.low),
  high: z._default(z.number(), DEFAULT_PRICE_RANGE.high),
});
/**
 * A price range as {@link PriceRangeSchema} parses it (spec §3).
 * @example
 * ```ts
 * const range: PriceRange = { low: 2, high: 45 };
 * ```
 */
export type PriceRange = z.infer<typeof PriceRangeSchema>;
