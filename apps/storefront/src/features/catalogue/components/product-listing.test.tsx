import { type ProductInput, parseProduct, type QueryProductsParams } from '@souk/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, TEST_SELLER } from '../../../testing/render.js';
import { ProductListing } from './product-listing.js';

const api = vi.hoisted(() => ({
  catalogue: { getCategories: vi.fn(), getPriceRange: vi.fn(), queryProducts: vi.fn(), getBanners: vi.fn() },
}));
vi.mock('../../../lib/api-client.js', () => ({ api }));

function product(index: number, extra: Partial<ProductInput> = {}) {
  const parsed = parseProduct({
    _id: `p${index}`,
    name: `Gadget ${index}`,
    slug: `gadget-${index}`,
    price: 10 + index,
    stock: 5,
    ...extra,
  });
  if (!parsed) throw new Error('invalid test product');
  return parsed;
}

/** The listing answers like the server: 4 per page out of `total`. */
function answerWith(total: number) {
  api.catalogue.queryProducts.mockImplementation(async (_seller: string, params: QueryProductsParams) => {
    const page = Number(params.pageNumber ?? 1);
    const count = Math.max(0, Math.min(4, total - (page - 1) * 4));
    return {
      products: Array.from({ length: count }, (_, index) => product((page - 1) * 4 + index + 1)),
      totalProduct: total,
      parPage: 4,
    };
  });
}

function lastQuery(): QueryProductsParams {
  const calls = api.catalogue.queryProducts.mock.calls;
  return calls[calls.length - 1]?.[1] as QueryProductsParams;
}

function renderListing(defaultSort: 'high-to-low' | '' = 'high-to-low') {
  return renderScreen(
    <ProductListing sellerId={TEST_SELLER.id} sellerName={TEST_SELLER.name} defaultSort={defaultSort} />,
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  api.catalogue.getCategories.mockResolvedValue({
    categorys: [
      { name: 'Audio', image: '' },
      { name: 'Gaming', image: '' },
    ],
  });
  api.catalogue.getPriceRange.mockResolvedValue({
    latest_product: [],
    priceRange: { low: 12.99, high: 289 },
  });
});

describe('ProductListing (spec §2 Product listing)', () => {
  it('asks for page 1 sorted high to low within the whole-unit price range and shows the count', async () => {
    answerWith(10);
    renderListing();
    expect(await screen.findByText('Found 10 product(s)')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ lowPrice: 12, highPrice: 289, sortPrice: 'high-to-low', pageNumber: 1 });
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('high-to-low');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('option', { name: 'Sort By' })).toBeInTheDocument();
  });

  it('keeps the empty sort on search results', async () => {
    answerWith(2);
    renderListing('');
    await screen.findByText('Found 2 product(s)');
    expect(lastQuery().sortPrice).toBeUndefined();
  });

  it('pages only when the total exceeds a page, and any filter change returns to page 1', async () => {
    const user = userEvent.setup();
    answerWith(10);
    renderListing();
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    await user.click(within(pager).getByRole('button', { name: /2/ }));
    await waitFor(() => expect(lastQuery().pageNumber).toBe(2));
    expect(await screen.findByText('Gadget 5')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Low to High Price');
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortPrice: 'low-to-high', pageNumber: 1 }));

    await user.click(within(pager).getByRole('button', { name: /3/ }));
    await waitFor(() => expect(lastQuery().pageNumber).toBe(3));
    await user.click(screen.getByRole('checkbox', { name: 'Audio' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ category: 'Audio', pageNumber: 1 }));
  });

  it('takes one category at a time: ticking another replaces it, unticking shows all', async () => {
    const user = userEvent.setup();
    answerWith(3);
    renderListing();
    await screen.findByText('Found 3 product(s)');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Audio' }));
    await waitFor(() => expect(lastQuery().category).toBe('Audio'));
    await user.click(screen.getByRole('checkbox', { name: 'Gaming' }));
    await waitFor(() => expect(lastQuery().category).toBe('Gaming'));
    expect(screen.getByRole('checkbox', { name: 'Audio' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Gaming' }));
    // back to the first query, answered from the cache
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Gaming' })).not.toBeChecked());
    expect(screen.getByText('Found 3 product(s)')).toBeInTheDocument();
  });

  it('switches to the list view', async () => {
    const user = userEvent.setup();
    answerWith(2);
    renderListing();
    await screen.findByText('Found 2 product(s)');
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Grid view' }));
  });

  it('shows No Products Found with suggestions and a way back', async () => {
    const user = userEvent.setup();
    answerWith(0);
    renderListing();
    expect(await screen.findByText('No Products Found')).toBeInTheDocument();
    expect(screen.getByText('Widen the price range')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
      'href',
      '/pixel-forge/shops',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Audio' }));
    await waitFor(() => expect(lastQuery().category).toBe('Audio'));
    // one in the filter panel, one in the empty state
    const [, clearFromEmptyState] = await screen.findAllByRole('button', { name: 'Clear filters' });
    if (!clearFromEmptyState) throw new Error('empty state offers no Clear filters');
    await user.click(clearFromEmptyState);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Audio' })).not.toBeChecked());
  });
});
