import {
  type PRODUCT_CSV_COLUMNS,
  type ProductCsvRow,
  type SellerProductInput,
  SellerProductInputSchema,
} from './seller-catalogue.js';

/**
 * Products as CSV rows and back (the console exports and imports with papaparse; the server validates
 * imported rows with `parseProductCsvRow`). Cells are plain text: lists are joined with ` | `, bulk tiers
 * written `quantity:price` (`10:80 | 20:150`), add-ons as JSON, booleans `true`/`false`.
 */

const LIST_SEPARATOR = ' | ';

function splitList(cell: string): string[] {
  return cell
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * One product as a CSV row (every column of `PRODUCT_CSV_COLUMNS`).
 * @example
 * ```ts
 * const product = SellerProductInputSchema.parse({
 *   name: 'Rooibos tea', price: 9, bulkPricing: [{ quantity: 10, price: 80 }],
 * });
 * productCsvRow(product).bulkPricing // "10:80"
 * ```
 */
export function productCsvRow(
  product: SellerProductInput,
): Record<(typeof PRODUCT_CSV_COLUMNS)[number], string> {
  return {
    slug: product.slug,
    name: product.name,
    price: String(product.price),
    discount: String(product.discount),
    currency: product.currency,
    stock: String(product.stock),
    showStockQuantity: String(product.showStockQuantity),
    packSize: String(product.packSize),
    brand: product.brand,
    category: product.category,
    description: product.description,
    images: product.images.join(LIST_SEPARATOR),
    bulkPricing: product.bulkPricing.map((tier) => `${tier.quantity}:${tier.price}`).join(LIST_SEPARATOR),
    addons: product.addons.length > 0 ? JSON.stringify(product.addons) : '',
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    seoImage: product.seoImage,
    seoKeywords: product.seoKeywords,
    published: String(product.published),
  };
}

/**
 * What {@link parseProductCsvRow} makes of one CSV row: the product input to save, or the reasons it cannot
 * be one, each naming its column (`"price: Price cannot be negative"`).
 * @example
 * ```ts
 * const parsed: ParsedProductCsvRow = { ok: false, errors: ['price: Price cannot be negative'] };
 * ```
 */
export type ParsedProductCsvRow = { ok: true; product: SellerProductInput } | { ok: false; errors: string[] };

function numberCell(cell: string): number | string {
  const text = cell.trim();
  if (text === '') return Number.NaN;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
}

function booleanCell(cell: string): boolean | string {
  const text = cell.trim().toLowerCase();
  if (['true', 'yes', '1'].includes(text)) return true;
  if (['false', 'no', '0'].includes(text)) return false;
  return cell;
}

/**
 * Reads one CSV row into a product input, or the reasons it cannot be one (`"price: Price cannot be
 * negative"`). Empty optional cells take their defaults; unknown columns are ignored.
 * @example parseProductCsvRow({ name: 'Tea', price: '4.50', bulkPricing: '10:40' }) // { ok: true, product: { name: 'Tea', price: 4.5, bulkPricing: [{ quantity: 10, price: 40 }], … } }
 */
export function parseProductCsvRow(row: ProductCsvRow): ParsedProductCsvRow {
  const errors: string[] = [];
  const draft: Record<string, unknown> = {};
  const cell = (column: (typeof PRODUCT_CSV_COLUMNS)[number]) => row[column]?.trim() ?? '';
  for (const column of ['slug', 'name', 'currency', 'brand', 'category', 'description'] as const) {
    if (cell(column) !== '' || column === 'name') draft[column] = row[column] ?? '';
  }
  for (const column of ['seoTitle', 'seoDescription', 'seoImage', 'seoKeywords'] as const) {
    if (cell(column) !== '') draft[column] = cell(column);
  }
  draft.price = numberCell(cell('price'));
  for (const column of ['discount', 'stock', 'packSize'] as const) {
    if (cell(column) !== '') draft[column] = numberCell(cell(column));
  }
  for (const column of ['showStockQuantity', 'published'] as const) {
    if (cell(column) !== '') draft[column] = booleanCell(cell(column));
  }
  if (cell('images') !== '') draft.images = splitList(cell('images'));
  if (cell('bulkPricing') !== '') {
    draft.bulkPricing = splitList(cell('bulkPricing')).map((tier) => {
      const [quantity = '', price = ''] = tier.split(':');
      return { quantity: numberCell(quantity), price: numberCell(price) };
    });
  }
  if (cell('addons') !== '') {
    try {
      draft.addons = JSON.parse(cell('addons'));
    } catch {
      errors.push('addons: Add-ons must be JSON, as the export writes them');
    }
  }
  const result = SellerProductInputSchema.safeParse(draft);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path.length > 0 ? String(issue.path[0]) : 'row';
      errors.push(`${field}: ${issue.message}`);
    }
  }
  if (errors.length > 0 || !result.success) return { ok: false, errors };
  return { ok: true, product: result.data };
}
