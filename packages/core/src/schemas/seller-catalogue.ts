import * as z from 'zod/mini';
import { INFO_PAGE_NAMES } from '../display/info-pages.js';
import { MAX_PRODUCT_IMAGES } from '../display/media-limits.js';
import { ADDON_TYPES } from './product.js';
import { SOCIAL_NETWORKS } from './seller.js';

/**
 * The seller console's catalogue and shop-content calls (`/api/seller/*`): products, categories, banners,
 * info pages and the shop's settings. The console validates its forms with the same schemas the API
 * validates the requests with, so a message shown at a field is the message the server would give.
 * Money is in major units with at most two decimals (as on the spec's wire); the server stores cents.
 */

// ---------------------------------------------------------------------------------------------------------
// Field rules

/**
 * A slug: lower-case letters and digits in words joined by single hyphens.
 * @example SLUG_PATTERN.test('green-tea-250g') // true
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * The message of a slug that does not match {@link SLUG_PATTERN} (the product form's `slug`).
 * @example SLUG_INVALID // "Slug must use lower-case letters, digits and single hyphens"
 */
export const SLUG_INVALID = 'Slug must use lower-case letters, digits and single hyphens';
/**
 * The longest slug: {@link slugify} cuts to it and the product form refuses a longer one.
 * @example slugify('x'.repeat(200)).length // 120
 */
export const SLUG_MAX_LENGTH = 120;

/**
 * The slug a name gives: accents dropped, lower case, anything else becomes one hyphen.
 * @example slugify('Crème Brûlée — 250 g') // "creme-brulee-250-g"
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}

/**
 * The message of an image field that is neither an uploaded image nor an http(s) address.
 * @example ImageAddressSchema.safeParse('ftp://example.com/tea.jpg').error?.issues[0]?.message // "Image must be an uploaded image or an http(s) address"
 */
export const IMAGE_ADDRESS_INVALID = /*i18n*/ 'Image must be an uploaded image or an http(s) address';

/**
 * True for an address an image field may hold: a path on this site (an upload `/api/media/…`, a demo image)
 * or an absolute http(s) URL.
 * @example isImageAddress('/api/media/0123456789abcdef0123456789abcdef/800x600') // true
 * @example isImageAddress('javascript:alert(1)') // false
 */
export function isImageAddress(address: string): boolean {
  if (address.startsWith('/')) return !address.startsWith('//') && !address.includes('\\');
  return /^https?:\/\/[^\s/]+(?:\/\S*)?$/i.test(address);
}

/**
 * An image field: a trimmed address (see `isImageAddress`); '' means none where a field is optional.
 * @example ImageAddressSchema.parse(' https://cdn.example.com/tea.jpg ') // "https://cdn.example.com/tea.jpg"
 */
export const ImageAddressSchema = z
  .string()
  .check(z.trim(), z.maxLength(2048), z.refine(isImageAddress, { error: IMAGE_ADDRESS_INVALID }));

/**
 * The message of a link field (a banner's link, a social link) that is neither a site path nor http(s).
 * @example LinkAddressSchema.safeParse('javascript:alert(1)').error?.issues[0]?.message // "Link must be a path on this site or an http(s) address"
 */
export const LINK_ADDRESS_INVALID = /*i18n*/ 'Link must be a path on this site or an http(s) address';

/**
 * A link field: a path on this site or an absolute http(s) URL.
 * @example LinkAddressSchema.parse('/tea-house/product/green-tea') // "/tea-house/product/green-tea"
 */
export const LinkAddressSchema = z
  .string()
  .check(z.trim(), z.maxLength(2048), z.refine(isImageAddress, { error: LINK_ADDRESS_INVALID }));

const OptionalImageSchema = z._default(
  z.union([z.literal(''), ImageAddressSchema]),
  '',
) as unknown as z.ZodMiniDefault<z.ZodMiniString<string>>;

function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * A money amount in major units: a number, not negative, at most two decimals.
 * @example moneyField('Price').safeParse(-1).error?.issues[0]?.message // "Price cannot be negative"
 */
export function moneyField(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .check(
      z.gte(0, { error: `${label} cannot be negative` }),
      z.lte(1_000_000, { error: `${label} must be at most 1,000,000` }),
      z.refine(hasAtMostTwoDecimals, { error: `${label} can have at most two decimals` }),
    );
}

/**
 * A whole number in a range, with the messages a form shows.
 * @example wholeNumberField('Stock', 0).safeParse(1.5).error?.issues[0]?.message // "Stock must be a whole number"
 */
export function wholeNumberField(label: string, min: number, max = 1_000_000) {
  return z
    .number({ error: `${label} must be a number` })
    .check(
      z.int({ error: `${label} must be a whole number` }),
      z.gte(min, { error: min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}` }),
      z.lte(max, { error: `${label} must be at most ${max.toLocaleString('en-US')}` }),
    );
}

/**
 * The message of a currency that is not a three-letter code.
 * @example CurrencyCodeSchema.safeParse('rand').error?.issues[0]?.message // "Currency must be a three-letter code such as USD"
 */
export const CURRENCY_CODE_INVALID = 'Currency must be a three-letter code such as USD';
/**
 * A currency field (a product's, the shop's, the sign-up's): trimmed and upper-cased, then three letters
 * such as USD, else {@link CURRENCY_CODE_INVALID}.
 * @example CurrencyCodeSchema.parse(' zar ') // "ZAR"
 */
export const CurrencyCodeSchema = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{3}$/, { error: CURRENCY_CODE_INVALID }));

const optionalText = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max)), '');

// ---------------------------------------------------------------------------------------------------------
// Products

/**
 * One bulk price tier of a product as the seller writes it (spec §3 BulkPricing entry, spec §9 line price):
 * a whole quantity from 1 to 100,000, the tier's price, and an optional description of at most 200
 * characters.
 * @example SellerBulkTierSchema.parse({ quantity: 10, price: 8.5 }) // { quantity: 10, price: 8.5 }
 * @example SellerBulkTierSchema.safeParse({ quantity: 0, price: 8 }).error?.issues[0]?.message // "Tier quantity must be at least 1"
 */
export const SellerBulkTierSchema = z.object({
  quantity: wholeNumberField('Tier quantity', 1, 100_000),
  price: moneyField('Tier price'),
  description: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
/**
 * A bulk price tier as {@link SellerBulkTierSchema} parses it.
 * @example const tier: SellerBulkTier = { quantity: 10, price: 8.5, description: 'Case of 10' };
 */
export type SellerBulkTier = z.infer<typeof SellerBulkTierSchema>;

/**
 * One add-on of a product as the seller writes it (spec §3 Addon): a question, a type of the add-on types,
 * and 1 to 50 options, each a text and a price (0 when omitted).
 * @example
 * ```ts
 * const addon = SellerAddonSchema.parse({
 *   question: 'Gift wrap?',
 *   type: 'Radio Buttons',
 *   options: [{ text: 'Yes', price: 2 }, { text: 'No' }],
 * });
 * addon.options[1]; // { text: "No", price: 0 }
 * ```
 */
export const SellerAddonSchema = z.object({
  question: z
    .string({ error: 'Add-on question is required' })
    .check(z.trim(), z.minLength(1, { error: 'Add-on question is required' }), z.maxLength(200)),
  type: z.enum(ADDON_TYPES, { error: `Add-on type must be one of: ${ADDON_TYPES.join(', ')}` }),
  options: z
    .array(
      z.object({
        text: z
          .string({ error: 'Option text is required' })
          .check(z.trim(), z.minLength(1, { error: 'Option text is required' }), z.maxLength(200)),
        price: z._default(moneyField('Option price'), 0),
      }),
    )
    .check(
      z.minLength(1, { error: 'An add-on needs at least one option' }),
      z.maxLength(50, { error: 'An add-on has at most 50 options' }),
    ),
});
/**
 * An add-on as {@link SellerAddonSchema} parses it.
 * @example
 * ```ts
 * const addon: SellerAddon = {
 *   question: 'Grind',
 *   type: 'Drop-Down List',
 *   options: [{ text: 'Whole bean', price: 0 }, { text: 'Espresso', price: 0.5 }],
 * };
 * ```
 */
export type SellerAddon = z.infer<typeof SellerAddonSchema>;

/**
 * The message of a product saved without a name (spec §3: a product needs a name).
 * @example SellerProductInputSchema.safeParse({ name: ' ', price: 4 }).error?.issues[0]?.message // "Product name is required"
 */
export const PRODUCT_NAME_REQUIRED = 'Product name is required';
/**
 * The message of a product whose bulk tiers repeat a quantity.
 * @example
 * ```ts
 * const tiers = [{ quantity: 10, price: 4 }, { quantity: 10, price: 3.5 }];
 * const result = SellerProductInputSchema.safeParse({ name: 'Tea', price: 4.5, bulkPricing: tiers });
 * result.error?.issues[0]?.message; // "Each bulk tier needs a different quantity"
 * ```
 */
export const BULK_TIERS_DISTINCT = 'Each bulk tier needs a different quantity';

/**
 * A product as the seller writes it (create, full edit, CSV row): every product field of spec §3. `slug`
 * empty or missing means "from the name". `category` is a category name of the shop, or '' for none.
 * @example
 * ```ts
 * const product = SellerProductInputSchema.parse({ name: 'Green Tea', price: 4.5, currency: 'zar' });
 * product.currency; // "ZAR"
 * product.slug; // ""
 * product.stock; // 0
 * ```
 */
export const SellerProductInputSchema = z.object({
  name: z
    .string({ error: PRODUCT_NAME_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, { error: PRODUCT_NAME_REQUIRED }),
      z.maxLength(200, { error: 'Product name is at most 200 characters' }),
    ),
  slug: z._default(
    z.union([
      z.literal(''),
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(SLUG_MAX_LENGTH, { error: `Slug is at most ${SLUG_MAX_LENGTH} characters` }),
          z.regex(SLUG_PATTERN, { error: SLUG_INVALID }),
        ),
    ]),
    '',
  ),
  images: z._default(
    z
      .array(ImageAddressSchema)
      .check(
        z.maxLength(MAX_PRODUCT_IMAGES, { error: `A product has at most ${MAX_PRODUCT_IMAGES} images` }),
      ),
    [],
  ),
  price: moneyField('Price'),
  discount: z._default(
    z
      .number({ error: 'Discount must be a number' })
      .check(
        z.gte(0, { error: 'Discount must be between 0 and 100' }),
        z.lte(100, { error: 'Discount must be between 0 and 100' }),
        z.refine(hasAtMostTwoDecimals, { error: 'Discount can have at most two decimals' }),
      ),
    0,
  ),
  currency: z._default(CurrencyCodeSchema, 'USD'),
  stock: z._default(wholeNumberField('Stock', 0), 0),
  showStockQuantity: z._default(z.boolean({ error: 'Show stock quantity must be true or false' }), true),
  description: optionalText(20_000),
  packSize: z._default(wholeNumberField('Pack size', 1, 10_000), 1),
  bulkPricing: z._default(
    z.array(SellerBulkTierSchema).check(
      z.maxLength(20, { error: 'A product has at most 20 bulk tiers' }),
      z.refine((tiers) => new Set(tiers.map((tier) => tier.quantity)).size === tiers.length, {
        error: BULK_TIERS_DISTINCT,
      }),
    ),
    [],
  ),
  addons: z._default(
    z.array(SellerAddonSchema).check(z.maxLength(20, { error: 'A product has at most 20 add-ons' })),
    [],
  ),
  brand: optionalText(100),
  category: optionalText(100),
  seoTitle: optionalText(120),
  seoDescription: optionalText(320),
  seoImage: OptionalImageSchema,
  seoKeywords: optionalText(500),
  published: z._default(z.boolean({ error: 'Published must be true or false' }), true),
});
/**
 * A product as {@link SellerProductInputSchema} parses it, every default applied.
 * @example const product: SellerProductInput = SellerProductInputSchema.parse({ name: 'Green Tea', price: 4.5 });
 */
export type SellerProductInput = z.infer<typeof SellerProductInputSchema>;
/**
 * A product as the console's form or a caller may send it, before defaults are applied.
 * @example const draft: SellerProductInputDraft = { name: 'Green Tea', price: 4.5, stock: 12, category: 'Tea' };
 */
export type SellerProductInputDraft = z.input<typeof SellerProductInputSchema>;

/**
 * PATCH /seller/products/{id}: the fields edited in place (list rows, the storefront's admin mode).
 * @example SellerProductPatchSchema.parse({ stock: 40, published: false }) // { stock: 40, published: false }
 * @example SellerProductPatchSchema.safeParse({ discount: 120 }).error?.issues[0]?.message // "Discount must be between 0 and 100"
 */
export const SellerProductPatchSchema = z.object({
  price: z.optional(moneyField('Price')),
  discount: z.optional(SellerProductInputSchema.shape.discount.def.innerType),
  stock: z.optional(wholeNumberField('Stock', 0)),
  published: z.optional(z.boolean()),
});
/**
 * An in-place product edit as {@link SellerProductPatchSchema} parses it.
 * @example const patch: SellerProductPatch = { price: 3.99, stock: 40 };
 */
export type SellerProductPatch = z.infer<typeof SellerProductPatchSchema>;

/**
 * A product as the console reads it: the input fields plus what the server keeps.
 * @example
 * ```ts
 * const product = SellerProductSchema.parse({
 *   _id: 'p1', name: 'Green Tea', slug: 'green-tea', price: 4.5, rating: 4.5, reviewCount: 12,
 *   createdAt: '2026-01-05T09:00:00.000Z', updatedAt: '2026-02-01T12:00:00.000Z',
 * });
 * product.packSize; // 1
 * ```
 */
export const SellerProductSchema = z.object({
  ...SellerProductInputSchema.shape,
  _id: z.string(),
  slug: z.string(),
  rating: z.number(),
  reviewCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/**
 * A product as {@link SellerProductSchema} parses it.
 * @example
 * ```ts
 * const product: SellerProduct = SellerProductSchema.parse({
 *   _id: 'p1', name: 'Green Tea', slug: 'green-tea', price: 4.5, rating: 4.5, reviewCount: 12,
 *   createdAt: '2026-01-05T09:00:00.000Z', updatedAt: '2026-02-01T12:00:00.000Z',
 * });
 * ```
 */
export type SellerProduct = z.infer<typeof SellerProductSchema>;

/**
 * The product list's stock filter (`stock` of GET /seller/products): all, in stock, low (1 to
 * {@link LOW_STOCK_THRESHOLD} units) or out of stock. The dashboard's low stock also counts those with none.
 * @example PRODUCT_STOCK_FILTERS // ["all", "in-stock", "low", "out-of-stock"]
 */
export const PRODUCT_STOCK_FILTERS = ['all', 'in-stock', 'low', 'out-of-stock'] as const;
/**
 * The product list's published filter (`published` of GET /seller/products): all, published or drafts.
 * @example PRODUCT_PUBLISHED_FILTERS // ["all", "published", "draft"]
 */
export const PRODUCT_PUBLISHED_FILTERS = ['all', 'published', 'draft'] as const;
/**
 * The product list's sort orders (`sort` of GET /seller/products): newest or oldest created, last updated,
 * name A to Z, price and stock each way. The default is `newest`.
 * @example PRODUCT_SORTS.slice(0, 4) // ["newest", "oldest", "updated", "name"]
 */
export const PRODUCT_SORTS = [
  'newest',
  'oldest',
  'updated',
  'name',
  'price-asc',
  'price-desc',
  'stock-asc',
  'stock-desc',
] as const;
/**
 * The page sizes the console's product list offers (`perPage`); 25 is the default.
 * @example PRODUCT_PAGE_SIZES // [25, 50, 100]
 */
export const PRODUCT_PAGE_SIZES = [25, 50, 100] as const;

/**
 * GET /seller/products query: search (name, slug, brand), filters, sort and page.
 * @example
 * ```ts
 * SellerProductListQuerySchema.parse({ search: ' tea ', page: '2' });
 * // { search: "tea", category: "", stock: "all", published: "all", sort: "newest", page: 2, perPage: 25 }
 * ```
 */
export const SellerProductListQuerySchema = z.object({
  search: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  category: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  stock: z._default(z.enum(PRODUCT_STOCK_FILTERS), 'all'),
  published: z._default(z.enum(PRODUCT_PUBLISHED_FILTERS), 'all'),
  sort: z._default(z.enum(PRODUCT_SORTS), 'newest'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  perPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 25),
});
/**
 * A product list query as {@link SellerProductListQuerySchema} parses it, defaults applied.
 * @example const query: SellerProductListQuery = SellerProductListQuerySchema.parse({ stock: 'low', sort: 'stock-asc' });
 */
export type SellerProductListQuery = z.infer<typeof SellerProductListQuerySchema>;

/**
 * The answer of GET /seller/products: one page of the shop's products, how many match in all, and the page
 * and page size used.
 * @example SellerProductListResponseSchema.parse({ products: [], total: 0, page: 1, perPage: 25 }).total // 0
 */
export const SellerProductListResponseSchema = z.object({
  products: z.array(SellerProductSchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});
/**
 * A product list answer as {@link SellerProductListResponseSchema} parses it.
 * @example const page: SellerProductListResponse = { products: [], total: 0, page: 1, perPage: 25 };
 */
export type SellerProductListResponse = z.infer<typeof SellerProductListResponseSchema>;

/**
 * POST /seller/products, GET|PUT|PATCH /seller/products/{id} answer.
 * @example
 * ```ts
 * const { product } = SellerProductResponseSchema.parse({
 *   product: { _id: 'p1', name: 'Green Tea', slug: 'green-tea', price: 4.5, rating: 0, reviewCount: 0,
 *     createdAt: '2026-01-05T09:00:00.000Z', updatedAt: '2026-01-05T09:00:00.000Z' },
 * });
 * product.published; // true
 * ```
 */
export const SellerProductResponseSchema = z.object({ product: SellerProductSchema });
/**
 * A product answer as {@link SellerProductResponseSchema} parses it.
 * @example
 * ```ts
 * const product = SellerProductSchema.parse({
 *   _id: 'p1', name: 'Green Tea', slug: 'green-tea', price: 4.5, rating: 0, reviewCount: 0,
 *   createdAt: '2026-01-05T09:00:00.000Z', updatedAt: '2026-01-05T09:00:00.000Z',
 * });
 * const answer: SellerProductResponse = { product };
 * ```
 */
export type SellerProductResponse = z.infer<typeof SellerProductResponseSchema>;

/**
 * The actions of POST /seller/products/bulk: publish, unpublish, delete, set the category, adjust stock.
 * @example PRODUCT_BULK_ACTIONS // ["publish", "unpublish", "delete", "set-category", "adjust-stock"]
 */
export const PRODUCT_BULK_ACTIONS = [
  'publish',
  'unpublish',
  'delete',
  'set-category',
  'adjust-stock',
] as const;

/**
 * POST /seller/products/bulk: one action on up to 500 of the shop's products. `category` for
 * `set-category` ('' for none), `stockDelta` (± whole units, stock never below 0) for `adjust-stock`.
 * @example SellerProductBulkBodySchema.parse({ ids: ['p1', 'p2'], action: 'adjust-stock', stockDelta: -5 }).stockDelta // -5
 * @example SellerProductBulkBodySchema.safeParse({ ids: [], action: 'delete' }).error?.issues[0]?.message // "Select at least one product"
 */
export const SellerProductBulkBodySchema = z.object({
  ids: z
    .array(z.string().check(z.minLength(1), z.maxLength(128)))
    .check(
      z.minLength(1, { error: 'Select at least one product' }),
      z.maxLength(500, { error: 'Select at most 500 products' }),
    ),
  action: z.enum(PRODUCT_BULK_ACTIONS),
  category: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  stockDelta: z.optional(wholeNumberField('Stock change', -1_000_000)),
});
/**
 * A bulk action body as {@link SellerProductBulkBodySchema} parses it.
 * @example const body: SellerProductBulkBody = { ids: ['p1', 'p2'], action: 'set-category', category: 'Tea' };
 */
export type SellerProductBulkBody = z.infer<typeof SellerProductBulkBodySchema>;

/**
 * The answer of POST /seller/products/bulk: a message to show (e.g. "3 products deleted") and how many of
 * the shop's products the action changed (ids of other shops are ignored).
 * @example SellerProductBulkResponseSchema.parse({ message: '3 products deleted', affected: 3 }).affected // 3
 */
export const SellerProductBulkResponseSchema = z.object({ message: z.string(), affected: z.number() });
/**
 * A bulk action answer as {@link SellerProductBulkResponseSchema} parses it.
 * @example const answer: SellerProductBulkResponse = { message: '2 products published', affected: 2 };
 */
export type SellerProductBulkResponse = z.infer<typeof SellerProductBulkResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// CSV import / export

/**
 * The columns of a product CSV, in order (export writes them; import reads them by header name).
 * @example PRODUCT_CSV_COLUMNS.slice(0, 4) // ["slug", "name", "price", "discount"]
 */
export const PRODUCT_CSV_COLUMNS = [
  'slug',
  'name',
  'price',
  'discount',
  'currency',
  'stock',
  'showStockQuantity',
  'packSize',
  'brand',
  'category',
  'description',
  'images',
  'bulkPricing',
  'addons',
  'seoTitle',
  'seoDescription',
  'seoImage',
  'seoKeywords',
  'published',
] as const;
/**
 * A column of a product CSV (one of {@link PRODUCT_CSV_COLUMNS}).
 * @example const column: ProductCsvColumn = 'bulkPricing';
 */
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
/**
 * One row of a product CSV as read: column name to cell text, any column missing.
 * @example const row: ProductCsvRow = { name: 'Green Tea', price: '4.50', stock: '12', bulkPricing: '10:4' };
 */
export type ProductCsvRow = Partial<Record<ProductCsvColumn, string>>;

/**
 * Most rows one import takes.
 * @example PRODUCT_IMPORT_MAX_ROWS // 5000
 */
export const PRODUCT_IMPORT_MAX_ROWS = 5000;

/**
 * POST /seller/products/import: rows as parsed from the CSV (header → cell text). With `dryRun` nothing is
 * written; without, every row is applied in one transaction, or — if any row is rejected — none.
 * Rows are matched to existing products by `slug` (update); a row without a known slug creates one.
 * @example ProductImportBodySchema.parse({ rows: [{ name: 'Green Tea', price: '4.50' }], dryRun: true }).rows.length // 1
 * @example ProductImportBodySchema.safeParse({ rows: [], dryRun: true }).error?.issues[0]?.message // "The file has no product rows"
 */
export const ProductImportBodySchema = z.object({
  rows: z.array(z.record(z.string(), z.string())).check(
    z.minLength(1, { error: 'The file has no product rows' }),
    z.maxLength(PRODUCT_IMPORT_MAX_ROWS, {
      error: `Import at most ${PRODUCT_IMPORT_MAX_ROWS} rows at a time`,
    }),
  ),
  dryRun: z.boolean(),
});
/**
 * An import body as {@link ProductImportBodySchema} parses it.
 * @example const body: ProductImportBody = { rows: [{ name: 'Green Tea', price: '4.50' }], dryRun: true };
 */
export type ProductImportBody = z.infer<typeof ProductImportBodySchema>;

/**
 * What POST /seller/products/import does, or would do on a dry run, with one row: create, update or
 * reject, with the row's slug and name, and a rejected row's messages.
 * @example
 * ```ts
 * const result = ProductImportRowResultSchema.parse({
 *   row: 2, action: 'reject', slug: 'black-tea', name: 'Black Tea', errors: ['price: Price cannot be negative'],
 * });
 * result.errors; // ["price: Price cannot be negative"]
 * ```
 */
export const ProductImportRowResultSchema = z.object({
  /** 1-based row number in the file, the header not counted. */
  row: z.number(),
  action: z.enum(['create', 'update', 'reject']),
  slug: z.string(),
  name: z.string(),
  /** Why a rejected row is rejected, one message per field ("price: Price cannot be negative"). */
  errors: z.array(z.string()),
});
/**
 * One row's import result as {@link ProductImportRowResultSchema} parses it.
 * @example const result: ProductImportRowResult = { row: 1, action: 'create', slug: 'green-tea', name: 'Green Tea', errors: [] };
 */
export type ProductImportRowResult = z.infer<typeof ProductImportRowResultSchema>;

/**
 * The answer of POST /seller/products/import: whether the rows were written, how many rows are created,
 * updated and rejected (or would be, on a dry run), and each row's result.
 * @example ProductImportResponseSchema.parse({ applied: false, created: 1, updated: 0, rejected: 0, rows: [] }).applied // false
 */
export const ProductImportResponseSchema = z.object({
  /** True when the rows were written (never for a dry run, never when a row was rejected). */
  applied: z.boolean(),
  created: z.number(),
  updated: z.number(),
  rejected: z.number(),
  rows: z.array(ProductImportRowResultSchema),
});
/**
 * An import answer as {@link ProductImportResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: ProductImportResponse = {
 *   applied: true, created: 1, updated: 0, rejected: 0,
 *   rows: [{ row: 1, action: 'create', slug: 'green-tea', name: 'Green Tea', errors: [] }],
 * };
 * ```
 */
export type ProductImportResponse = z.infer<typeof ProductImportResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Categories

/**
 * The message of a category saved without a name.
 * @example SellerCategoryInputSchema.safeParse({ name: '' }).error?.issues[0]?.message // "Category name is required"
 */
export const CATEGORY_NAME_REQUIRED = 'Category name is required';
/**
 * The refusal (409) of DELETE /seller/categories/{id} without `moveTo` when products are in the category;
 * the server adds how many.
 * @example CATEGORY_IN_USE // "This category has products: move them to another category first"
 */
export const CATEGORY_IN_USE = 'This category has products: move them to another category first';

/**
 * The body of POST /seller/categories and PUT /seller/categories/{id}, the console's category form (spec §3
 * Category): a name of at most 100 characters, and an image ('' for none).
 * @example SellerCategoryInputSchema.parse({ name: ' Loose tea ' }) // { name: "Loose tea", image: "" }
 */
export const SellerCategoryInputSchema = z.object({
  name: z
    .string({ error: CATEGORY_NAME_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, { error: CATEGORY_NAME_REQUIRED }),
      z.maxLength(100, { error: 'Category name is at most 100 characters' }),
    ),
  image: OptionalImageSchema,
});
/**
 * A category body as {@link SellerCategoryInputSchema} parses it.
 * @example const body: SellerCategoryInput = { name: 'Loose tea', image: 'https://cdn.example.com/loose-tea.jpg' };
 */
export type SellerCategoryInput = z.infer<typeof SellerCategoryInputSchema>;

/**
 * A category as the console reads it: its name, the slug made from the name, its image ('' for none), its
 * place in the shop's order and its number of products, published or not.
 * @example
 * ```ts
 * const category = { _id: 'c1', name: 'Loose tea', slug: 'loose-tea', image: '', position: 0, productCount: 12 };
 * SellerCategorySchema.parse(category).productCount; // 12
 * ```
 */
export const SellerCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  position: z.number(),
  productCount: z.number(),
});
/**
 * A category as {@link SellerCategorySchema} parses it.
 * @example const category: SellerCategory = { _id: 'c1', name: 'Loose tea', slug: 'loose-tea', image: '', position: 0, productCount: 12 };
 */
export type SellerCategory = z.infer<typeof SellerCategorySchema>;

/**
 * The answer of GET /seller/categories and PUT /seller/categories/order: the shop's categories in order.
 * @example
 * ```ts
 * const category = { _id: 'c1', name: 'Loose tea', slug: 'loose-tea', image: '', position: 0, productCount: 12 };
 * SellerCategoriesResponseSchema.parse({ categories: [category] }).categories.length; // 1
 * ```
 */
export const SellerCategoriesResponseSchema = z.object({ categories: z.array(SellerCategorySchema) });
/**
 * The answer of POST /seller/categories and PUT /seller/categories/{id}: the category saved.
 * @example
 * ```ts
 * const category = { _id: 'c1', name: 'Loose tea', slug: 'loose-tea', image: '', position: 0, productCount: 0 };
 * SellerCategoryResponseSchema.parse({ category }).category.name; // "Loose tea"
 * ```
 */
export const SellerCategoryResponseSchema = z.object({ category: SellerCategorySchema });

/**
 * The body of PUT /seller/categories/order and PUT /seller/banners/order: every id of the shop's list, in
 * the new order (400 unless each appears exactly once).
 * @example ReorderBodySchema.parse({ ids: ['c2', 'c1', 'c3'] }) // { ids: ["c2", "c1", "c3"] }
 */
export const ReorderBodySchema = z.object({
  ids: z.array(z.string().check(z.minLength(1), z.maxLength(128))).check(z.maxLength(500)),
});
/**
 * A reorder body as {@link ReorderBodySchema} parses it.
 * @example const body: ReorderBody = { ids: ['b3', 'b1', 'b2'] };
 */
export type ReorderBody = z.infer<typeof ReorderBodySchema>;

/**
 * DELETE /seller/categories/{id}?moveTo={categoryId}: a category in use needs `moveTo` (409 without).
 * @example DeleteCategoryQuerySchema.parse({ moveTo: 'c2' }) // { moveTo: "c2" }
 */
export const DeleteCategoryQuerySchema = z.object({
  moveTo: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
});

// ---------------------------------------------------------------------------------------------------------
// Banners

/**
 * The body of POST /seller/banners and PUT /seller/banners/{id}, the console's banner form (spec §3 Banner):
 * an image, and a product of the shop to open or a link to follow (null for none).
 * @example
 * ```ts
 * SellerBannerInputSchema.parse({ image: 'https://cdn.example.com/summer.jpg' });
 * // { image: "https://cdn.example.com/summer.jpg", productId: null, link: null }
 * ```
 */
export const SellerBannerInputSchema = z.object({
  image: ImageAddressSchema,
  /** A product of the shop the banner opens, or null. */
  productId: z._default(z.nullable(z.string().check(z.minLength(1), z.maxLength(128))), null),
  /** Where the banner leads when it carries no product: a path on the site or an http(s) URL. */
  link: z._default(z.nullable(z.union([z.literal(''), LinkAddressSchema])), null),
});
/**
 * A banner body as {@link SellerBannerInputSchema} parses it, defaults applied.
 * @example
 * ```ts
 * const body: SellerBannerInput = {
 *   image: 'https://cdn.example.com/summer.jpg',
 *   productId: null,
 *   link: '/tea-house/category/loose-tea',
 * };
 * ```
 */
export type SellerBannerInput = z.infer<typeof SellerBannerInputSchema>;

/**
 * A home banner as the console reads it: image, product or link, and place in the shop's order.
 * @example
 * ```ts
 * const banner = { _id: 'b1', image: 'https://cdn.example.com/summer.jpg', productId: 'p1', link: null, position: 0 };
 * SellerBannerSchema.parse(banner).productId; // "p1"
 * ```
 */
export const SellerBannerSchema = z.object({
  _id: z.string(),
  image: z.string(),
  productId: z.nullable(z.string()),
  link: z.nullable(z.string()),
  position: z.number(),
});
/**
 * A banner as {@link SellerBannerSchema} parses it.
 * @example
 * ```ts
 * const banner: SellerBanner = {
 *   _id: 'b1', image: 'https://cdn.example.com/summer.jpg', productId: 'p1', link: null, position: 0,
 * };
 * ```
 */
export type SellerBanner = z.infer<typeof SellerBannerSchema>;
/**
 * The answer of GET /seller/banners and PUT /seller/banners/order: the shop's banners in order.
 * @example
 * ```ts
 * const banner = { _id: 'b1', image: 'https://cdn.example.com/summer.jpg', productId: null, link: null, position: 0 };
 * SellerBannersResponseSchema.parse({ banners: [banner] }).banners.length; // 1
 * ```
 */
export const SellerBannersResponseSchema = z.object({ banners: z.array(SellerBannerSchema) });
/**
 * The answer of POST /seller/banners and PUT /seller/banners/{id}: the banner saved.
 * @example
 * ```ts
 * const banner = { _id: 'b1', image: 'https://cdn.example.com/summer.jpg', productId: null, link: '/sale', position: 0 };
 * SellerBannerResponseSchema.parse({ banner }).banner.link; // "/sale"
 * ```
 */
export const SellerBannerResponseSchema = z.object({ banner: SellerBannerSchema });

// ---------------------------------------------------------------------------------------------------------
// Info pages

/**
 * The name of one of the seven info pages of spec §2 (`about-our-shop` … `terms-and-conditions`).
 * @example InfoPageNameSchema.parse('shipping-policy') // "shipping-policy"
 * @example InfoPageNameSchema.safeParse('about-us').success // false
 */
export const InfoPageNameSchema = z.enum(INFO_PAGE_NAMES);

/**
 * PUT /seller/pages/{name}: the page's text, paragraphs separated by blank lines.
 * @example SellerInfoPageInputSchema.safeParse({ content: 'x'.repeat(20_001) }).error?.issues[0]?.message // "A page is at most 20,000 characters"
 */
export const SellerInfoPageInputSchema = z.object({
  content: z.string().check(z.maxLength(20_000, { error: /*i18n*/ 'A page is at most 20,000 characters' })),
});
/**
 * An info page body as {@link SellerInfoPageInputSchema} parses it.
 * @example const body: SellerInfoPageInput = { content: 'We ship within two working days.\n\nCollection is free.' };
 */
export type SellerInfoPageInput = z.infer<typeof SellerInfoPageInputSchema>;

/**
 * An info page as the console reads it: its name, its display title and its text.
 * @example SellerInfoPageSchema.parse({ name: 'blogs', title: 'Blogs', content: '' }).title // "Blogs"
 */
export const SellerInfoPageSchema = z.object({
  name: InfoPageNameSchema,
  title: z.string(),
  content: z.string(),
});
/**
 * An info page as {@link SellerInfoPageSchema} parses it.
 * @example const page: SellerInfoPage = { name: 'return-policy', title: 'Return Policy', content: 'Returns within 30 days.' };
 */
export type SellerInfoPage = z.infer<typeof SellerInfoPageSchema>;
/**
 * GET /seller/pages: the seven pages of spec §2 in their order; PUT answers `{ page }`.
 * @example SellerInfoPagesResponseSchema.parse({ pages: [{ name: 'blogs', title: 'Blogs', content: '' }] }).pages.length // 1
 */
export const SellerInfoPagesResponseSchema = z.object({ pages: z.array(SellerInfoPageSchema) });
/**
 * The answer of PUT /seller/pages/{name}: the page saved.
 * @example SellerInfoPageResponseSchema.parse({ page: { name: 'blogs', title: 'Blogs', content: 'News' } }).page.content // "News"
 */
export const SellerInfoPageResponseSchema = z.object({ page: SellerInfoPageSchema });

// ---------------------------------------------------------------------------------------------------------
// Shop settings

/**
 * The message of a shop name left empty (the shop settings and sign-up forms).
 * @example
 * ```ts
 * const result = ShopSettingsInputSchema.safeParse({ shopName: ' ', countryCode: '27', currency: 'ZAR' });
 * result.error?.issues[0]?.message; // "Shop name is required"
 * ```
 */
export const SHOP_NAME_REQUIRED = 'Shop name is required';

/**
 * PUT /seller/shop: what a shopper sees of the shop besides its catalogue. The address (`name`) is fixed.
 * @example
 * ```ts
 * const shop = ShopSettingsInputSchema.parse({ shopName: 'Tea House', countryCode: '27', currency: 'zar' });
 * shop.currency; // "ZAR"
 * shop.locale; // "en-US"
 * shop.socialLinks; // {}
 * ```
 */
export const ShopSettingsInputSchema = z.object({
  shopName: z
    .string({ error: SHOP_NAME_REQUIRED })
    .check(
      z.trim(),
      z.minLength(1, { error: SHOP_NAME_REQUIRED }),
      z.maxLength(80, { error: 'Shop name is at most 80 characters' }),
    ),
  /** The logo. */
  image: OptionalImageSchema,
  /** The phone country code of spec §5, digits only (e.g. 27). */
  countryCode: z
    .string({ error: 'Country code is required' })
    .check(z.trim(), z.regex(/^[1-9]\d{0,3}$/, { error: 'Country code is 1 to 4 digits, e.g. 27' })),
  /**
   * The currency of new products. Its form only: the server and the console's form also hold it to the
   * shop currencies (`ShopCurrencySchema` of `@souk/core/currency`), a list this entry does not carry.
   */
  currency: CurrencyCodeSchema,
  /** The locale prices are printed in, en-US when not sent; held to the shop locales as the currency is. */
  locale: z._default(z.string(), 'en-US'),
  /**
   * The language shoppers see the shop in when neither they nor their browser choose one, en when not sent;
   * held to the shop languages (`ShopLanguageSchema` of `@souk/core/languages`) as the currency is.
   */
  language: z._default(z.string(), 'en'),
  supportEmail: z._default(
    z.union([
      z.literal(''),
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(320),
          z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Support email must be a valid address' }),
        ),
    ]),
    '',
  ),
  supportPhone: optionalText(40),
  supportHours: optionalText(200),
  supportAddress: optionalText(500),
  socialLinks: z._default(
    z.partialRecord(z.enum(SOCIAL_NETWORKS), z.union([z.literal(''), LinkAddressSchema])),
    {},
  ),
});
/**
 * Shop settings as {@link ShopSettingsInputSchema} parses them, defaults applied.
 * @example const shop: ShopSettingsInput = ShopSettingsInputSchema.parse({ shopName: 'Tea House', countryCode: '27', currency: 'ZAR' });
 */
export type ShopSettingsInput = z.infer<typeof ShopSettingsInputSchema>;

/**
 * The shop's settings as the console reads them: the fields of {@link ShopSettingsInputSchema}, each filled,
 * plus the shop's address name.
 * @example
 * ```ts
 * const shop = ShopSettingsSchema.parse({
 *   name: 'tea-house', shopName: 'Tea House', image: '', countryCode: '27', currency: 'ZAR',
 *   locale: 'en-ZA', supportEmail: '', supportPhone: '', supportHours: '', supportAddress: '', socialLinks: {},
 * });
 * shop.name; // "tea-house"
 * ```
 */
export const ShopSettingsSchema = z.object({
  ...ShopSettingsInputSchema.shape,
  /** The shop's address name: `/{name}`. */
  name: z.string(),
  image: z.string(),
  // a shop signed up before the list keeps its currency until it saves the form
  currency: z.string(),
  locale: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  supportHours: z.string(),
  supportAddress: z.string(),
  socialLinks: z.record(z.string(), z.string()),
});
/**
 * Shop settings as {@link ShopSettingsSchema} parses them.
 * @example
 * ```ts
 * const shop: ShopSettings = ShopSettingsSchema.parse({
 *   name: 'tea-house', shopName: 'Tea House', image: '', countryCode: '27', currency: 'ZAR',
 *   locale: 'en-ZA', supportEmail: '', supportPhone: '', supportHours: '', supportAddress: '', socialLinks: {},
 * });
 * ```
 */
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;
/**
 * GET and PUT /seller/shop answer.
 * @example
 * ```ts
 * const { shop } = ShopSettingsResponseSchema.parse({
 *   shop: { name: 'tea-house', shopName: 'Tea House', image: '', countryCode: '27', currency: 'ZAR',
 *     locale: 'en-ZA', supportEmail: '', supportPhone: '', supportHours: '', supportAddress: '', socialLinks: {} },
 * });
 * shop.shopName; // "Tea House"
 * ```
 */
export const ShopSettingsResponseSchema = z.object({ shop: ShopSettingsSchema });
