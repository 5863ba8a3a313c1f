import {
  ADDON_TYPES,
  type SellerProduct,
  type SellerProductInput,
  SellerProductInputSchema,
  slugify,
} from '@souk/core';

/**
 * The product form's state: what the inputs hold (numbers as typed text, so "1." or "" can be shown and
 * judged), turned into the API's input only to validate and send. Rows carry a key for React's lists.
 */
export interface TierValues {
  key: string;
  quantity: string;
  price: string;
  description: string;
}
export interface AddonOptionValues {
  key: string;
  text: string;
  price: string;
}
export interface AddonValues {
  key: string;
  question: string;
  type: string;
  options: AddonOptionValues[];
}
export interface ProductFormValues {
  name: string;
  slug: string;
  /** False while the slug follows the name (a new product whose slug the seller has not typed). */
  slugEdited: boolean;
  images: string[];
  price: string;
  discount: string;
  currency: string;
  stock: string;
  showStockQuantity: boolean;
  description: string;
  packSize: string;
  bulkPricing: TierValues[];
  addons: AddonValues[];
  brand: string;
  category: string;
  seoTitle: string;
  seoDescription: string;
  seoImage: string;
  seoKeywords: string;
  published: boolean;
}

let nextKey = 0;
/** A key for a new row of a list field. */
export function rowKey(): string {
  nextKey += 1;
  return `row-${nextKey}`;
}

export function emptyTier(): TierValues {
  return { key: rowKey(), quantity: '', price: '', description: '' };
}
export function emptyOption(): AddonOptionValues {
  return { key: rowKey(), text: '', price: '0' };
}
export function emptyAddon(): AddonValues {
  return { key: rowKey(), question: '', type: ADDON_TYPES[0], options: [emptyOption()] };
}

/** A new product's form: the shop's currency, published, one unit per pack. */
export function newProductValues(currency = 'USD'): ProductFormValues {
  return {
    name: '',
    slug: '',
    slugEdited: false,
    images: [],
    price: '',
    discount: '0',
    currency,
    stock: '0',
    showStockQuantity: true,
    description: '',
    packSize: '1',
    bulkPricing: [],
    addons: [],
    brand: '',
    category: '',
    seoTitle: '',
    seoDescription: '',
    seoImage: '',
    seoKeywords: '',
    published: true,
  };
}

/** An existing product's form: its slug is its own (no longer follows the name). */
export function productValues(product: SellerProduct): ProductFormValues {
  return {
    name: product.name,
    slug: product.slug,
    slugEdited: true,
    images: [...product.images],
    price: String(product.price),
    discount: String(product.discount),
    currency: product.currency,
    stock: String(product.stock),
    showStockQuantity: product.showStockQuantity,
    description: product.description,
    packSize: String(product.packSize),
    bulkPricing: product.bulkPricing.map((tier) => ({
      key: rowKey(),
      quantity: String(tier.quantity),
      price: String(tier.price),
      description: tier.description ?? '',
    })),
    addons: product.addons.map((addon) => ({
      key: rowKey(),
      question: addon.question,
      type: addon.type,
      options: addon.options.map((option) => ({
        key: rowKey(),
        text: option.text,
        price: String(option.price),
      })),
    })),
    brand: product.brand,
    category: product.category,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    seoImage: product.seoImage,
    seoKeywords: product.seoKeywords,
    published: product.published,
  };
}

/** The slug the form shows: the seller's own, or the name's while it follows the name. */
export function shownSlug(values: ProductFormValues): string {
  return values.slugEdited ? values.slug : slugify(values.name);
}

// typed text as the schema's number: '' is "nothing typed" (NaN: the schema says "… must be a number")
function numberText(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The form as the API's input, before validation (numbers parsed, rows without their keys). */
export function draftFromValues(values: ProductFormValues): Record<string, unknown> {
  return {
    name: values.name,
    slug: shownSlug(values),
    images: values.images,
    price: numberText(values.price),
    discount: numberText(values.discount),
    currency: values.currency,
    stock: numberText(values.stock),
    showStockQuantity: values.showStockQuantity,
    description: values.description,
    packSize: numberText(values.packSize),
    bulkPricing: values.bulkPricing.map((tier) => ({
      quantity: numberText(tier.quantity),
      price: numberText(tier.price),
      ...(tier.description.trim() ? { description: tier.description } : {}),
    })),
    addons: values.addons.map((addon) => ({
      question: addon.question,
      type: addon.type,
      options: addon.options.map((option) => ({ text: option.text, price: numberText(option.price) })),
    })),
    brand: values.brand,
    category: values.category,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
    seoImage: values.seoImage,
    seoKeywords: values.seoKeywords,
    published: values.published,
  };
}

/** Field path (`bulkPricing.1.price`) → the first message the schema gives for it, in form order. */
export type FieldErrors = Record<string, string>;

/** A schema issue's path as the form's field key: an image's own issue is shown at the images field. */
export function fieldKey(path: readonly PropertyKey[]): string {
  if (path[0] === 'images') return 'images';
  return path.map(String).join('.');
}

/** Validates the form with the API's own schema: the input to send, or every field's message. */
export function validateProduct(
  values: ProductFormValues,
): { ok: true; input: SellerProductInput } | { ok: false; errors: FieldErrors } {
  const result = SellerProductInputSchema.safeParse(draftFromValues(values));
  if (result.success) return { ok: true, input: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = fieldKey(issue.path);
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A server refusal `"bulkPricing[1].price: Tier price …"` as the field key and its message, if it names one. */
export function serverFieldError(message: string): { field: string; message: string } | null {
  const match = /^([A-Za-z][\w.[\]]*): (.+)$/s.exec(message);
  if (!match) return null;
  const field = (match[1] as string).replace(/\[(\d+)\]/g, '.$1');
  return { field: fieldKey(field.split('.')), message: match[2] as string };
}
