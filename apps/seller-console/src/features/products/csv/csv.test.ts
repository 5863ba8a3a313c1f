import { parseProductCsvRow } from '@souk/core';
import { describe, expect, it } from 'vitest';
import { productFixture } from '../../../testing/fixtures.js';
import { exportFileName, productsCsv } from './export-products.js';
import { parseProductsCsv } from './parse-products-csv.js';

describe('product CSV', () => {
  it('round-trips a product with commas, quotes, line breaks, tiers and add-ons', async () => {
    const product = productFixture({
      name: 'Tea, "green"',
      description: 'Line one\nLine two',
      bulkPricing: [
        { quantity: 10, price: 80 },
        { quantity: 20, price: 150 },
      ],
      addons: [{ question: 'Gift wrap?', type: 'Checkboxes', options: [{ text: 'Yes', price: 2 }] }],
    });
    const { rows, errors } = await parseProductsCsv(productsCsv([product]));
    expect(errors).toEqual([]);
    expect(rows).toHaveLength(1);
    const parsed = parseProductCsvRow(rows[0] ?? {});
    expect(parsed.ok && parsed.product).toMatchObject({
      slug: product.slug,
      name: 'Tea, "green"',
      description: 'Line one\nLine two',
      bulkPricing: [
        { quantity: 10, price: 80 },
        { quantity: 20, price: 150 },
      ],
      addons: product.addons,
      price: 20,
    });
  });

  it('reads a spreadsheet’s byte-order mark and padded headers', async () => {
    const { rows } = await parseProductsCsv('\uFEFF slug ,name\r\ntea,Tea\r\n\r\n');
    expect(rows).toEqual([{ slug: 'tea', name: 'Tea' }]);
  });

  it('names the file after the shop and the day', () => {
    expect(exportFileName('urban-threads', new Date(2026, 2, 9))).toBe(
      'products-urban-threads-2026-03-09.csv',
    );
  });
});
