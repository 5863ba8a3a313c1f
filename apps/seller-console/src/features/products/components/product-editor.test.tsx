import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryFixture, productFixture } from '../../../testing/fixtures.js';
import { renderScreen } from '../../../testing/render.js';
import { ImageField, ImageListField } from '../../media/components/image-field.js';
import { ProductEditor } from './product-editor.js';

const api = vi.hoisted(() => ({ get: vi.fn(), categories: vi.fn() }));
vi.mock('../api/products-api.js', () => ({ productsApi: api }));
const alerts = vi.hoisted(() => ({ productCounts: vi.fn() }));
vi.mock('../api/alerts-api.js', () => ({ alertsApi: alerts }));

beforeEach(() => {
  vi.clearAllMocks();
  api.get.mockResolvedValue({ product: productFixture() });
  api.categories.mockResolvedValue({ categories: [categoryFixture()] });
});

function renderEditor() {
  return renderScreen(
    <ProductEditor
      productId="p1"
      productsHref="/seller/products"
      imageFields={{ ImageList: ImageListField, Image: ImageField }}
    />,
    { path: '/seller/products/p1', pattern: '/seller/products/:id' },
  );
}

describe('ProductEditor', () => {
  it('tells the seller how many shoppers wait for the product, counts only (issue 22)', async () => {
    alerts.productCounts.mockResolvedValue({ productId: 'p1', backInStock: 2, priceDrop: 1 });
    renderEditor();
    expect(
      await screen.findByText('3 shoppers wait to hear from you: 2 for back in stock, 1 for a price drop.'),
    ).toBeInTheDocument();
    expect(alerts.productCounts).toHaveBeenCalledWith('p1');
  });

  it('says nothing while nobody waits', async () => {
    alerts.productCounts.mockResolvedValue({ productId: 'p1', backInStock: 0, priceDrop: 0 });
    renderEditor();
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Linen Shirt');
    await vi.waitFor(() => expect(alerts.productCounts).toHaveBeenCalled());
    expect(screen.queryByText(/wait/)).not.toBeInTheDocument();
  });
});
