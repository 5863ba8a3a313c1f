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

/** A slug: lower-case letters and digits in words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The message of a slug that does not match {@link SLUG_PATTERN} (the product form's `slug`). */
export const SLUG_INVALID = 'Slug must use lower-case letters, digits and single hyphens';
/** The longest slug: {@link slugify} cuts to it and the product form refuses a longer one. */
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

/** The message of an image field that is neither an uploaded image nor an http(s) address. */
export const IMAGE_ADDRESS_INVALID = 'Image must be an uploaded image or an http(s) address';

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

/** An image field: a trimmed address (see `isImageAddress`); '' means none where a field is optional. */
export const ImageAddressSchema = z
  .string()
  .check(z.trim(), z.maxLength(2048), z.refine(isImageAddress, { error: IMAGE_ADDRESS_INVALID }));

/** The message of a link field (a banner's link, a social link) that is neither a site path nor http(s). */
export const LINK_ADDRESS_INVALID = 'Link must be a path on this site or an http(s) address';

/** A link field: a path on this site or an absolute http(s) URL. */
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

/** The message of a currency that is not a three-letter code. */
export const CURRENCY_CODE_INVALID = 'Currency must be a three-letter code such as USD';
/**
 * A currency field (a product's, the shop's, the sign-up's): trimmed and upper-cased, then three letters
 * such as USD, else {@link CURRENCY_CODE_INVALID}.
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
 */
export const SellerBulkTierSchema = z.object({
  quantity: wholeNumberField('Tier quantity', 1, 100_000),
  price: moneyField('Tier price'),
  description: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
/** A bulk price tier as {@link SellerBulkTierSchema} parses it. */
export type SellerBulkTier = z.infer<typeof SellerBulkTierSchema>;

/**
 * One add-on of a product as the seller writes it (spec §3 Addon): a question, a type of the add-on types,
 * and 1 to 50 options, each a text and a price (0 when omitted).
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
/** An add-on as {@link SellerAddonSchema} parses it. */
export type SellerAddon = z.infer<typeof SellerAddonSchema>;

/** The message of a product saved without a name (spec §3: a product needs a name). */
export const PRODUCT_NAME_REQUIRED = 'Product name is required';
/** The message of a product whose bulk tiers repeat a quantity. */
export const BULK_TIERS_DISTINCT = 'Each bulk tier needs a different quantity';

/**
 * A product as the seller writes it (create, full edit, CSV row): every product field of spec §3. `slug`
 * empty or missing means "from the name". `category` is a category name of the shop, or '' for none.
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
/** A product as {@link SellerProductInputSchema} parses it, every default applied. */
export type SellerProductInput = z.infer<typeof SellerProductInputSchema>;
/** A product as the console's form or a caller may send it, before defaults are applied. */
export type SellerProductInputDraft = z.input<typeof SellerProductInputSchema>;

/** PATCH /seller/products/{id}: the fields edited in place (list rows, the storefront's admin mode). */
export const SellerProductPatchSchema = z.object({
  price: z.optional(moneyField('Price')),
  discount: z.optional(SellerProductInputSchema.shape.discount.def.innerType),
  stock: z.optional(wholeNumberField('Stock', 0)),
  published: z.optional(z.boolean()),
});
/** An in-place product edit as {@link SellerProductPatchSchema} parses it. */
export type SellerProductPatch = z.infer<typeof SellerProductPatchSchema>;

/** A product as the console reads it: the input fields plus what the server keeps. */
export const SellerProductSchema = z.object({
  ...SellerProductInputSchema.shape,
  _id: z.string(),
  slug: z.string(),
  rating: z.number(),
  reviewCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** A product as {@link SellerProductSchema} parses it. */
export type SellerProduct = z.infer<typeof SellerProductSchema>;

/**
 * The product list's stock filter (`stock` of GET /seller/products): all, in stock, low (1 to
 * {@link LOW_STOCK_THRESHOLD} units) or out of stock. The dashboard's low stock also counts those with none.
 */
export const PRODUCT_STOCK_FILTERS = ['all', 'in-stock', 'low', 'out-of-stock'] as const;
/** The product list's published filter (`published` of GET /seller/products): all, published or drafts. */
export const PRODUCT_PUBLISHED_FILTERS = ['all', 'published', 'draft'] as const;
/**
 * The product list's sort orders (`sort` of GET /seller/products): newest or oldest created, last updated,
 * name A to Z, price and stock each way. The default is `newest`.
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
/** The page sizes the console's product list offers (`perPage`); 25 is the default. */
export const PRODUCT_PAGE_SIZES = [25, 50, 100] as const;

/** GET /seller/products query: search (name, slug, brand), filters, sort and page. */
export const SellerProductListQuerySchema = z.object({
  search: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  category: z._default(z.string().check(z.trim(), z.maxLength(100)), ''),
  stock: z._default(z.enum(PRODUCT_STOCK_FILTERS), 'all'),
  published: z._default(z.enum(PRODUCT_PUBLISHED_FILTERS), 'all'),
  sort: z._default(z.enum(PRODUCT_SORTS), 'newest'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  perPage: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 25),
});
/** A product list query as {@link SellerProductListQuerySchema} parses it, defaults applied. */
export type SellerProductListQuery = z.infer<typeof SellerProductListQuerySchema>;

/**
 * The answer of GET /seller/products: one page of the shop's products, how many match in all, and the page
 * and page size used.
 */
export const SellerProductListResponseSchema = z.object({
  products: z.array(SellerProductSchema),
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
});
/** A product list answer as {@link SellerProductListResponseSchema} parses it. */
export type SellerProductListResponse = z.infer<typeof SellerProductListResponseSchema>;

/** POST /seller/products, GET|PUT|PATCH /seller/products/{id} answer. */
export const SellerProductResponseSchema = z.object({ product: SellerProductSchema });
/** A product answer as {@link SellerProductResponseSchema} parses it. */
export type SellerProductResponse = z.infer<typeof SellerProductResponseSchema>;

/** The actions of POST /seller/products/bulk: publish, unpublish, delete, set the category, adjust stock. */
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
/** A bulk action body as {@link SellerProductBulkBodySchema} parses it. */
export type SellerProductBulkBody = z.infer<typeof SellerProductBulkBodySchema>;

/**
 * The answer of POST /seller/products/bulk: a message to show (e.g. "3 products deleted") and how many of
 * the shop's products the action changed (ids of other shops are ignored).
 */
export const SellerProductBulkResponseSchema = z.object({ message: z.string(), affected: z.number() });
/** A bulk action answer as {@link SellerProductBulkResponseSchema} parses it. */
export type SellerProductBulkResponse = z.infer<typeof SellerProductBulkResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// CSV import / export

/** The columns of a product CSV, in order (export writes them; import reads them by header name). */
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
/** A column of a product CSV (one of {@link PRODUCT_CSV_COLUMNS}). */
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
/** One row of a product CSV as read: column name to cell text, any column missing. */
export type ProductCsvRow = Partial<Record<ProductCsvColumn, string>>;

/** Most rows one import takes. */
export const PRODUCT_IMPORT_MAX_ROWS = 5000;

/**
 * POST /seller/products/import: rows as parsed from the CSV (header → cell text). With `dryRun` nothing is
 * written; without, every row is applied in one transaction, or — if any row is rejected — none.
 * Rows are matched to existing products by `slug` (update); a row without a known slug creates one.
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
/** An import body as {@link ProductImportBodySchema} parses it. */
export type ProductImportBody = z.infer<typeof ProductImportBodySchema>;

/**
 * What POST /seller/products/import does, or would do on a dry run, with one row: create, update or
 * reject, with the row's slug and name, and a rejected row's messages.
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
/** One row's import result as {@link ProductImportRowResultSchema} parses it. */
export type ProductImportRowResult = z.infer<typeof ProductImportRowResultSchema>;

/**
 * The answer of POST /seller/products/import: whether the rows were written, how many rows are created,
 * updated and rejected (or would be, on a dry run), and each row's result.
 */
export const ProductImportResponseSchema = z.object({
  /** True when the rows were written (never for a dry run, never when a row was rejected). */
  applied: z.boolean(),
  created: z.number(),
  updated: z.number(),
  rejected: z.number(),
  rows: z.array(ProductImportRowResultSchema),
});
/** An import answer as {@link ProductImportResponseSchema} parses it. */
export type ProductImportResponse = z.infer<typeof ProductImportResponseSchema>;

// ---------------------------------------------------------------------------------------------------------
// Categories

/** The message of a category saved without a name. */
export const CATEGORY_NAME_REQUIRED = 'Category name is required';
/**
 * The refusal (409) of DELETE /seller/categories/{id} without `moveTo` when products are in the category;
 * the server adds how many.
 */
export const CATEGORY_IN_USE = 'This category has products: move them to another category first';

/**
 * The body of POST /seller/categories and PUT /seller/categories/{id}, the console's category form (spec §3
 * Category): a name of at most 100 characters, and an image ('' for none).
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
/** A category body as {@link SellerCategoryInputSchema} parses it. */
export type SellerCategoryInput = z.infer<typeof SellerCategoryInputSchema>;

/**
 * A category as the console reads it: its name, the slug made from the name, its image ('' for none), its
 * place in the shop's order and its number of products, published or not.
 */
export const SellerCategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  position: z.number(),
  productCount: z.number(),
});
/** A category as {@link SellerCategorySchema} parses it. */
export type SellerCategory = z.infer<typeof SellerCategorySchema>;

/** The answer of GET /seller/categories and PUT /seller/categories/order: the shop's categories in order. */
export const SellerCategoriesResponseSchema = z.object({ categories: z.array(SellerCategorySchema) });
/** The answer of POST /seller/categories and PUT /seller/categories/{id}: the category saved. */
export const SellerCategoryResponseSchema = z.object({ category: SellerCategorySchema });

/**
 * The body of PUT /seller/categories/order and PUT /seller/banners/order: every id of the shop's list, in
 * the new order (400 unless each appears exactly once).
 */
export const ReorderBodySchema = z.object({
  ids: z.array(z.string().check(z.minLength(1), z.maxLength(128))).check(z.maxLength(500)),
});
/** A reorder body as {@link ReorderBodySchema} parses it. */
export type ReorderBody = z.infer<typeof ReorderBodySchema>;

/** DELETE /seller/categories/{id}?moveTo={categoryId}: a category in use needs `moveTo` (409 without). */
export const DeleteCategoryQuerySchema = z.object({
  moveTo: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
});

// ---------------------------------------------------------------------------------------------------------
// Banners

/**
 * The body of POST /seller/banners and PUT /seller/banners/{id}, the console's banner form (spec §3 Banner):
 * an image, and a product of the shop to open or a link to follow (null for none).
 */
export const SellerBannerInputSchema = z.object({
  image: ImageAddressSchema,
  /** A product of the shop the banner opens, or null. */
  productId: z._default(z.nullable(z.string().check(z.minLength(1), z.maxLength(128))), null),
  /** Where the banner leads when it carries no product: a path on the site or an http(s) URL. */
  link: z._default(z.nullable(z.union([z.literal(''), LinkAddressSchema])), null),
});
/** A banner body as {@link SellerBannerInputSchema} parses it, defaults applied. */
export type SellerBannerInput = z.infer<typeof SellerBannerInputSchema>;

/** A home banner as the console reads it: image, product or link, and place in the shop's order. */
export const SellerBannerSchema = z.object({
  _id: z.string(),
  image: z.string(),
  productId: z.nullable(z.string()),
  link: z.nullable(z.string()),
  position: z.number(),
});
/** A banner as {@link SellerBannerSchema} parses it. */
export type SellerBanner = z.infer<typeof SellerBannerSchema>;
/** The answer of GET /seller/banners and PUT /seller/banners/order: the shop's banners in order. */
export const SellerBannersResponseSchema = z.object({ banners: z.array(SellerBannerSchema) });
/** The answer of POST /seller/banners and PUT /seller/banners/{id}: the banner saved. */
export const SellerBannerResponseSchema = z.object({ banner: SellerBannerSchema });

// ---------------------------------------------------------------------------------------------------------
// Info pages

/** The name of one of the seven info pages of spec §2 (`about-our-shop` … `terms-and-conditions`). */
export const InfoPageNameSchema = z.enum(INFO_PAGE_NAMES);

/** PUT /seller/pages/{name}: the page's text, paragraphs separated by blank lines. */
export const SellerInfoPageInputSchema = z.object({
  content: z.string().check(z.maxLength(20_000, { error: 'A page is at most 20,000 characters' })),
});
/** An info page body as {@link SellerInfoPageInputSchema} parses it. */
export type SellerInfoPageInput = z.infer<typeof SellerInfoPageInputSchema>;

/** An info page as the console reads it: its name, its display title and its text. */
export const SellerInfoPageSchema = z.object({
  name: InfoPageNameSchema,
  title: z.string(),
  content: z.string(),
});
/** An info page as {@link SellerInfoPageSchema} parses it. */
export type SellerInfoPage = z.infer<typeof SellerInfoPageSchema>;
/** GET /seller/pages: the seven pages of spec §2 in their order; PUT answers `{ page }`. */
export const SellerInfoPagesResponseSchema = z.object({ pages: z.array(SellerInfoPageSchema) });
/** The answer of PUT /seller/pages/{name}: the page saved. */
export const SellerInfoPageResponseSchema = z.object({ page: SellerInfoPageSchema });

// ---------------------------------------------------------------------------------------------------------
// Shop settings

/** The message of a shop name left empty (the shop settings and sign-up forms). */
export const SHOP_NAME_REQUIRED = 'Shop name is required';

/** PUT /seller/shop: what a shopper sees of the shop besides its catalogue. The address (`name`) is fixed. */
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
  currency: CurrencyCodeSchema,
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
/** Shop settings as {@link ShopSettingsInputSchema} parses them, defaults applied. */
export type ShopSettingsInput = z.infer<typeof ShopSettingsInputSchema>;

/**
 * The shop's settings as the console reads them: the fields of {@link ShopSettingsInputSchema}, each filled,
 * plus the shop's address name.
 */
export const ShopSettingsSchema = z.object({
  ...ShopSettingsInputSchema.shape,
  /** The shop's address name: `/{name}`. */
  name: z.string(),
  image: z.string(),
  supportEmail: z.string(),
  supportPhone: z.string(),
  supportHours: z.string(),
  supportAddress: z.string(),
  socialLinks: z.record(z.string(), z.string()),
});
/** Shop settings as {@link ShopSettingsSchema} parses them. */
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;
/** GET and PUT /seller/shop answer. */
export const ShopSettingsResponseSchema = z.object({ shop: ShopSettingsSchema });
