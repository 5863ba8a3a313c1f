import { ApiError, type Product, parseProduct } from '@souk/core';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminSlotsContext } from '../../../lib/admin-slots.js';
import { renderScreen } from '../../../testing/render.js';
import { ProductGrid } from '../../catalogue/components/product-grid.js';
import { ADMIN_SLOTS } from './admin-mode.js';

// the seller API (PATCH /seller/products/{id}): a fake until the seller routes are merged
const adminApi = vi.hoisted(() => ({ patchProduct: vi.fn() }));
vi.mock('../api/admin-api.js', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  adminApi,
}));

function product(price: number, stock: number): Product {
  const parsed = parseProduct({ _id: 'p1', name: 'Mechanical Keyboard', slug: 'keyboard', price, stock });
  if (!parsed) throw new Error('invalid test product');
  return parsed;
}

/** The shop's catalogue as a screen shows it: one cached query, refreshed after a save. */
const catalogue = vi.fn<() => Promise<Product[]>>();

function Shelf() {
  const products = useQuery({ queryKey: ['test-products'], queryFn: catalogue });
  return products.data ? <ProductGrid products={products.data} sellerName="pixel-forge" /> : null;
}

function renderShelf() {
  return renderScreen(
    <AdminSlotsContext.Provider value={ADMIN_SLOTS}>
      <Shelf />
    </AdminSlotsContext.Provider>,
  );
}

async function openEditor() {
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole('button', { name: 'Edit price and stock of Mechanical Keyboard' }),
  );
  const form = screen.getByRole('form', { name: 'Price and stock of Mechanical Keyboard' });
  return { user, form };
}

beforeEach(() => {
  vi.clearAllMocks();
  catalogue.mockResolvedValue([product(49.99, 12)]);
});

describe('Admin mode: price and stock in place (issue 18)', () => {
  it('saves the new price and stock with PATCH and shows them on the card', async () => {
    renderShelf();
    const { user, form } = await openEditor();
    const price = within(form).getByLabelText('Price (USD)');
    const stock = within(form).getByLabelText('Stock');
    expect(price).toHaveValue('49.99');
    expect(stock).toHaveValue('12');

    adminApi.patchProduct.mockResolvedValue({ product: {} });
    catalogue.mockResolvedValue([product(39.5, 3)]);
    await user.clear(price);
    await user.type(price, '39.50');
    await user.clear(stock);
    await user.type(stock, '3');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(adminApi.patchProduct).toHaveBeenCalledWith('p1', { price: 39.5, stock: 3 });
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(screen.getByText('$39.50')).toBeInTheDocument();
    expect(await screen.findByText('Price and stock saved')).toBeInTheDocument();
  });

  it("shows the core schema's messages at the fields and sends nothing", async () => {
    renderShelf();
    const { user, form } = await openEditor();
    const price = within(form).getByLabelText('Price (USD)');
    const stock = within(form).getByLabelText('Stock');
    await user.clear(price);
    await user.type(price, '-5');
    await user.clear(stock);
    await user.type(stock, '1.5');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(price).toHaveAccessibleDescription('Price cannot be negative');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(stock).toHaveAccessibleDescription('Stock must be a whole number');
    await user.clear(price);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(price).toHaveAccessibleDescription('Price must be a number');
    expect(adminApi.patchProduct).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the form and keeps the old values on the card", async () => {
    renderShelf();
    const { user, form } = await openEditor();
    adminApi.patchProduct.mockRejectedValue(new ApiError('Product not found', 404));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Product not found');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('$49.99')).toBeInTheDocument();
  });

  it('offers nothing without the admin slots (shoppers, other sellers, admin mode off)', async () => {
    renderScreen(<Shelf />);
    expect(await screen.findByText('$49.99')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit price and stock/ })).not.toBeInTheDocument();
  });
});
