import { ApiError, type SellerProduct } from '@souk/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryFixture, productFixture } from '../../../testing/fixtures.js';
import { renderScreen } from '../../../testing/render.js';
import type { ProductsQuery } from '../products-query.js';
import { SEARCH_DEBOUNCE_MS } from './products-filters.js';
import { ProductsList } from './products-list.js';

const api = vi.hoisted(() => ({ list: vi.fn(), patch: vi.fn(), bulk: vi.fn(), categories: vi.fn() }));
vi.mock('../api/products-api.js', () => ({ productsApi: api }));
const alerts = vi.hoisted(() => ({ counts: vi.fn() }));
vi.mock('../api/alerts-api.js', () => ({ alertsApi: alerts }));

beforeEach(() => {
  vi.clearAllMocks();
  alerts.counts.mockResolvedValue({ products: [] });
  api.categories.mockResolvedValue({
    categories: [categoryFixture(), categoryFixture({ _id: 'c2', name: 'Scarves', slug: 'scarves' })],
  });
});
afterEach(() => vi.useRealTimers());

function page(products: SellerProduct[] = [productFixture()], total = products.length) {
  return { products, total, page: 1, perPage: 25 };
}

function renderList(query: ProductsQuery = {}) {
  const onQueryChange = vi.fn();
  const rendered = renderScreen(
    <ProductsList
      query={query}
      onQueryChange={onQueryChange}
      shop="urban-threads"
      productHref={(id) => `/seller/products/${id}`}
      newProductHref="/seller/products/new"
      importHref="/seller/products/import"
    />,
    { path: '/seller/products', pattern: '/seller/products' },
  );
  return { onQueryChange, user: userEvent.setup(), ...rendered };
}

describe('ProductsList', () => {
  it('shows how many shoppers wait for a product, counts only (issue 22)', async () => {
    api.list.mockResolvedValue(
      page([productFixture(), productFixture({ _id: 'p2', name: 'Wool Scarf' })], 2),
    );
    alerts.counts.mockResolvedValue({ products: [{ productId: 'p1', backInStock: 2, priceDrop: 1 }] });
    renderList();
    const row = (await screen.findByRole('link', { name: 'Linen Shirt' })).closest('tr') as HTMLElement;
    expect(await within(row).findByText(/^3 waiting/)).toHaveTextContent(
      '3 waiting (2 for back in stock, 1 for a price drop)',
    );
    const other = screen.getByRole('link', { name: 'Wool Scarf' }).closest('tr') as HTMLElement;
    expect(within(other).queryByText(/waiting/)).not.toBeInTheDocument();
  });

  it('lists each product with its thumbnail, link, price, discount, stock and status', async () => {
    api.list.mockResolvedValue(
      page(
        [productFixture(), productFixture({ _id: 'p2', name: 'Wool Scarf', published: false, images: [] })],
        2,
      ),
    );
    renderList();
    const link = await screen.findByRole('link', { name: 'Linen Shirt' });
    expect(link).toHaveAttribute('href', '/seller/products/p1');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByRole('textbox', { name: 'Price of Linen Shirt (USD)' })).toHaveValue('20');
    expect(within(row).getByRole('textbox', { name: 'Discount of Linen Shirt (%)' })).toHaveValue('0');
    expect(within(row).getByRole('textbox', { name: 'Stock of Linen Shirt' })).toHaveValue('12');
    expect(within(row).getByText('Published')).toBeInTheDocument();
    // the smallest stored variant, never the full-size photo
    const source = row.querySelector('source[type="image/avif"]');
    expect(source?.getAttribute('srcset')).toContain(
      '/api/media/0123456789abcdef0123456789abcdef/320.avif 320w',
    );
    const scarf = screen.getByRole('link', { name: 'Wool Scarf' }).closest('tr') as HTMLElement;
    expect(within(scarf).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();
    expect(api.list).toHaveBeenCalledWith({});
  });

  it('puts the filters and sort in the address, back to page 1', async () => {
    api.list.mockResolvedValue(page());
    const { user, onQueryChange } = renderList({ page: 3 });
    await screen.findByRole('link', { name: 'Linen Shirt' });
    await screen.findByRole('option', { name: 'Scarves' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Scarves');
    expect(onQueryChange).toHaveBeenLastCalledWith({ page: undefined, category: 'Scarves' });
    await user.selectOptions(screen.getByLabelText('Stock'), 'low');
    expect(onQueryChange).toHaveBeenLastCalledWith({ page: undefined, stock: 'low' });
    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    expect(onQueryChange).toHaveBeenLastCalledWith({ page: undefined, published: 'draft' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-desc');
    expect(onQueryChange).toHaveBeenLastCalledWith({ page: undefined, sort: 'price-desc' });
    await user.selectOptions(screen.getByLabelText('Per page'), '100');
    expect(onQueryChange).toHaveBeenLastCalledWith({ page: undefined, perPage: 100 });
  });

  it('searches once typing stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.list.mockResolvedValue(page());
    const { onQueryChange } = renderList();
    await screen.findByRole('link', { name: 'Linen Shirt' });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'linen');
    expect(onQueryChange).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    expect(onQueryChange).toHaveBeenCalledTimes(1);
    expect(onQueryChange).toHaveBeenLastCalledWith({ page: undefined, search: 'linen' });
  });

  it('clears the filters, keeping the sort', async () => {
    api.list.mockResolvedValue(page([], 0));
    const { user, onQueryChange } = renderList({ stock: 'out-of-stock', sort: 'name' });
    expect(await screen.findByRole('heading', { name: 'No products match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ sort: 'name', perPage: undefined });
  });

  it('greets a new shop with its first product to add', async () => {
    api.list.mockResolvedValue(page([], 0));
    renderList();
    expect(await screen.findByRole('heading', { name: 'Add your first product' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add your first product' })).toHaveAttribute(
      'href',
      '/seller/products/new',
    );
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('saves a price edited in its cell on Enter, showing it at once', async () => {
    api.list.mockResolvedValue(page());
    let answer: (value: unknown) => void = () => {};
    api.patch.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderList();
    const price = await screen.findByRole('textbox', { name: 'Price of Linen Shirt (USD)' });
    await user.clear(price);
    await user.type(price, '24.5{Enter}');
    expect(api.patch).toHaveBeenCalledWith('p1', { price: 24.5 });
    expect(price).toHaveValue('24.5');
    await act(async () => answer({ product: productFixture({ price: 24.5 }) }));
    expect(price).toHaveValue('24.5');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks a cell with the API schema before sending, and keeps the message at the cell', async () => {
    api.list.mockResolvedValue(page());
    const { user } = renderList();
    const stock = await screen.findByRole('textbox', { name: 'Stock of Linen Shirt' });
    await user.clear(stock);
    await user.type(stock, '1.5');
    await user.tab();
    expect(api.patch).not.toHaveBeenCalled();
    expect(stock).toHaveAttribute('aria-invalid', 'true');
    expect(stock).toHaveAccessibleDescription('Stock must be a whole number');
  });

  it('puts the old value back when the server refuses, with its reason at the cell', async () => {
    api.list.mockResolvedValue(page());
    api.patch.mockRejectedValue(new ApiError('discount: Discount must be between 0 and 100', 400));
    const { user } = renderList();
    const discount = await screen.findByRole('textbox', { name: 'Discount of Linen Shirt (%)' });
    await user.clear(discount);
    await user.type(discount, '15{Enter}');
    expect(api.patch).toHaveBeenCalledWith('p1', { discount: 15 });
    await waitFor(() => expect(discount).toHaveValue('0'));
    expect(discount).toHaveAccessibleDescription('Discount must be between 0 and 100');
  });

  it('runs a bulk action on the selected products', async () => {
    api.list.mockResolvedValue(
      page([productFixture(), productFixture({ _id: 'p2', name: 'Wool Scarf' })], 2),
    );
    api.bulk.mockResolvedValue({ message: '2 products unpublished', affected: 2 });
    const { user } = renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all products on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 products selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Unpublish' }));
    expect(api.bulk).toHaveBeenCalledWith({ action: 'unpublish', ids: ['p1', 'p2'] });
    expect(await screen.findByText('2 products unpublished')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('sets a category and adjusts stock by a signed amount, checked first', async () => {
    api.list.mockResolvedValue(page());
    api.bulk.mockResolvedValue({ message: 'Done', affected: 1 });
    const { user } = renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Linen Shirt' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await within(bar).findByRole('option', { name: 'Scarves' });
    await user.selectOptions(within(bar).getByLabelText('Category'), 'Scarves');
    await user.click(within(bar).getByRole('button', { name: 'Set category' }));
    expect(api.bulk).toHaveBeenLastCalledWith({ action: 'set-category', category: 'Scarves', ids: ['p1'] });

    await user.click(await screen.findByRole('checkbox', { name: 'Select Linen Shirt' }));
    const again = screen.getByRole('region', { name: 'Bulk actions' });
    await user.type(within(again).getByLabelText('Stock change (±)'), '2.5');
    await user.click(within(again).getByRole('button', { name: 'Adjust stock' }));
    expect(within(again).getByLabelText('Stock change (±)')).toHaveAccessibleDescription(
      'Stock change must be a whole number',
    );
    expect(api.bulk).toHaveBeenCalledTimes(1);
    await user.clear(within(again).getByLabelText('Stock change (±)'));
    await user.type(within(again).getByLabelText('Stock change (±)'), '-5');
    await user.click(within(again).getByRole('button', { name: 'Adjust stock' }));
    expect(api.bulk).toHaveBeenLastCalledWith({ action: 'adjust-stock', stockDelta: -5, ids: ['p1'] });
  });

  it('deletes only after a confirmation', async () => {
    api.list.mockResolvedValue(page());
    api.bulk.mockResolvedValue({ message: '1 product deleted', affected: 1 });
    const { user } = renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Linen Shirt' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 product?' });
    expect(api.bulk).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete 1 product' }));
    expect(api.bulk).toHaveBeenCalledWith({ action: 'delete', ids: ['p1'] });
  });

  it('exports exactly what the list shows, every page, as CSV', async () => {
    const all = Array.from({ length: 130 }, (_, index) =>
      productFixture({ _id: `p${index}`, name: `Product ${index}`, slug: `product-${index}` }),
    );
    api.list.mockImplementation(async (query: ProductsQuery) => {
      if (!query.perPage) return page(all.slice(0, 25), all.length);
      const start = ((query.page ?? 1) - 1) * query.perPage;
      return {
        products: all.slice(start, start + query.perPage),
        total: all.length,
        page: query.page,
        perPage: query.perPage,
      };
    });
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:products';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderList({ stock: 'low', sort: 'price-asc', page: 2 });
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 130 products')).toBeInTheDocument();
    expect(api.list).toHaveBeenCalledWith({ stock: 'low', sort: 'price-asc', page: 1, perPage: 100 });
    expect(api.list).toHaveBeenCalledWith({ stock: 'low', sort: 'price-asc', page: 2, perPage: 100 });
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^products-urban-threads-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await blobs[0]?.text())?.replace(/^\uFEFF/, '') ?? '';
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      'slug,name,price,discount,currency,stock,showStockQuantity,packSize,brand,category,description,images,bulkPricing,addons,seoTitle,seoDescription,seoImage,seoKeywords,published',
    );
    expect(lines).toHaveLength(131);
    expect(lines[1]).toBe(
      'product-0,Product 0,20,0,USD,12,true,1,Urban,Shirts,Breathable linen.,/api/media/0123456789abcdef0123456789abcdef/800x600,2:36,,,,,,true',
    );
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});
