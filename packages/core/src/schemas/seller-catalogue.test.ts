import { describe, expect, it } from 'vitest';
import { parseProductCsvRow, productCsvRow } from './product-csv.js';
import {
  BULK_TIERS_DISTINCT,
  isImageAddress,
  SellerProductInputSchema,
  ShopSettingsInputSchema,
  slugify,
} from './seller-catalogue.js';

const messages = (value: unknown) =>
  SellerProductInputSchema.safeParse(value).error?.issues.map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  );

describe('the seller product schema', () => {
  it('fills the spec defaults of a minimal product', () => {
    expect(SellerProductInputSchema.parse({ name: ' Tea ', price: 4.5 })).toMatchObject({
      name: 'Tea',
      slug: '',
      price: 4.5,
      discount: 0,
      currency: 'USD',
      stock: 0,
      showStockQuantity: true,
      packSize: 1,
      images: [],
      published: true,
    });
  });

  it('names each bad field with the message a form shows', () => {
    expect(
      messages({
        name: '',
        price: -1,
        stock: 1.5,
        discount: 120,
        slug: 'Bad Slug',
        images: ['javascript:alert(1)'],
        bulkPricing: [
          { quantity: 10, price: 80 },
          { quantity: 10, price: 70 },
        ],
        addons: [{ question: '', type: 'Radio Buttons', options: [] }],
      }),
    ).toEqual([
      'name: Product name is required',
      'slug: Slug must use lower-case letters, digits and single hyphens',
      'images.0: Image must be an uploaded image or an http(s) address',
      'price: Price cannot be negative',
      'discount: Discount must be between 0 and 100',
      'stock: Stock must be a whole number',
      `bulkPricing: ${BULK_TIERS_DISTINCT}`,
      'addons.0.question: Add-on question is required',
      'addons.0.options: An add-on needs at least one option',
    ]);
    expect(messages({ name: 'Tea', price: 1.005 })).toEqual(['price: Price can have at most two decimals']);
  });

  it('makes slugs from names and takes only safe image addresses', () => {
    expect(slugify('Crème Brûlée — 250 g')).toBe('creme-brulee-250-g');
    expect(isImageAddress('/api/media/0123456789abcdef0123456789abcdef/10x10')).toBe(true);
    expect(isImageAddress('https://cdn.example/a.jpg')).toBe(true);
    expect(isImageAddress('//evil.example/a.jpg')).toBe(false);
    expect(isImageAddress('data:image/png;base64,AAAA')).toBe(false);
  });

  it('checks shop settings', () => {
    const result = ShopSettingsInputSchema.safeParse({
      shopName: 'Lamp Lane',
      countryCode: '+27',
      currency: 'zar',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Country code is 1 to 4 digits, e.g. 27',
    ]);
    expect(
      ShopSettingsInputSchema.parse({ shopName: 'Lamp Lane', countryCode: '27', currency: 'zar' }).currency,
    ).toBe('ZAR');
  });
});

describe('product CSV rows', () => {
  it('round-trips every field', () => {
    const product = SellerProductInputSchema.parse({
      name: 'Linen Shirt',
      slug: 'linen-shirt',
      price: 49.99,
      discount: 10,
      currency: 'ZAR',
      stock: 12,
      showStockQuantity: false,
      packSize: 2,
      brand: 'Urban',
      category: 'Shirts',
      description: 'Soft.\n\nWashed, "pre-shrunk".',
      images: ['/api/media/0123456789abcdef0123456789abcdef/800x600', 'https://cdn.example/b.jpg'],
      bulkPricing: [
        { quantity: 10, price: 450 },
        { quantity: 20, price: 850 },
      ],
      addons: [{ question: 'Gift wrap?', type: 'Checkboxes', options: [{ text: 'Yes', price: 2 }] }],
      seoTitle: 'Linen shirt',
      published: false,
    });
    const row = productCsvRow(product);
    expect(row.bulkPricing).toBe('10:450 | 20:850');
    expect(parseProductCsvRow(row)).toEqual({ ok: true, product });
  });

  it('says why a row is rejected, per field', () => {
    expect(
      parseProductCsvRow({ name: 'Tea', price: 'four', stock: '-2', published: 'maybe', addons: '{' }),
    ).toEqual({
      ok: false,
      errors: [
        'addons: Add-ons must be JSON, as the export writes them',
        'price: Price must be a number',
        'stock: Stock cannot be negative',
        'published: Published must be true or false',
      ],
    });
    expect(parseProductCsvRow({ price: '' })).toMatchObject({
      ok: false,
      errors: ['name: Product name is required', 'price: Price must be a number'],
    });
  });
});
