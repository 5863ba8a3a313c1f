import {
  type ProductInput,
  parseProduct,
  type QueryProductsParams,
  type QueryProductsResponse,
} from '@souk/core';
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

function renderListing(defaultSort: 'high-to-low' | '' = 'high-to-low', searchValue?: string) {
  return renderScreen(
    <ProductListing
      sellerId={TEST_SELLER.id}
      sellerName={TEST_SELLER.name}
      defaultSort={defaultSort}
      searchValue={searchValue}
    />,
  );
}

const HEADPHONES = 'Aura ANC Wireless Noise-Cancelling Headphones';

/** The search engine's answer to `searchValue`: these products and its extras (highlights, notes). */
function answerSearch(products: ReturnType<typeof product>[], extras: Partial<QueryProductsResponse> = {}) {
  api.catalogue.queryProducts.mockResolvedValue({
    products,
    totalProduct: products.length,
    parPage: 12,
    ...extras,
  });
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

describe('ProductListing search results (search engine extras)', () => {
  it("marks where the search matched each product's name", async () => {
    answerSearch([product(1, { name: HEADPHONES }), product(2, { name: 'Studio Headphone Stand' })], {
      highlights: { p1: [[35, 45]], p2: [[7, 16]] },
    });
    renderListing('', 'hedphones');
    const link = await screen.findByRole('link', { name: HEADPHONES });
    expect(lastQuery().searchValue).toBe('hedphones');
    expect(within(link).getByText('Headphones').tagName).toBe('MARK');
    expect(
      within(screen.getByRole('link', { name: 'Studio Headphone Stand' })).getByText('Headphone').tagName,
    ).toBe('MARK');
    // the card's heading keeps the whole name
    expect(screen.getByRole('heading', { level: 2, name: HEADPHONES })).toBeInTheDocument();
  });

  it('shows plain names and no notes when the answer has no extras', async () => {
    answerSearch([product(1, { name: HEADPHONES })]);
    renderListing('', 'headphones');
    await screen.findByRole('link', { name: HEADPHONES });
    expect(document.querySelector('mark')).toBeNull();
    expect(screen.queryByText(/^Did you mean/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing results for/)).not.toBeInTheDocument();
  });

  it('suggests a close spelling above the results, linking to the in-shop search for it', async () => {
    answerSearch([product(1, { name: HEADPHONES })], { didYouMean: 'headphones' });
    renderListing('', 'hedphones');
    const suggestion = await screen.findByRole('link', { name: 'Did you mean "headphones"?' });
    expect(suggestion).toHaveAttribute('href', '/pixel-forge/products/search?value=headphones');
    // above the results
    const firstCard = screen.getByRole('link', { name: HEADPHONES });
    expect(suggestion.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the chosen category in the suggested search', async () => {
    const user = userEvent.setup();
    answerSearch([product(1, { name: HEADPHONES })], { didYouMean: 'headphones' });
    renderListing('', 'hedphones');
    await screen.findByRole('link', { name: 'Did you mean "headphones"?' });
    await user.click(screen.getByRole('checkbox', { name: 'Audio' }));
    await waitFor(() => expect(lastQuery().category).toBe('Audio'));
    expect(screen.getByRole('link', { name: 'Did you mean "headphones"?' })).toHaveAttribute(
      'href',
      '/pixel-forge/products/search?value=headphones&category=Audio',
    );
  });

  it('offers the suggestion in the empty state too', async () => {
    answerSearch([], { didYouMean: 'headphones' });
    renderListing('', 'hedfones');
    expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Did you mean "headphones"?' })).toHaveAttribute(
      'href',
      '/pixel-forge/products/search?value=headphones',
    );
    expect(screen.getByText('Check the spelling or use more general search words')).toBeInTheDocument();
  });

  it('says which words the results match when no product matched them all', async () => {
    answerSearch([product(1, { name: 'Braided USB-C Cable' })], {
      showingResultsFor: 'usb cable',
      highlights: {
        p1: [
          [8, 11],
          [14, 19],
        ],
      },
    });
    renderListing('', 'usb cable zzqx');
    expect(await screen.findByText('Showing results for "usb cable"')).toBeInTheDocument();
    expect(screen.getByText('No product matches all of "usb cable zzqx".')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Braided USB-C Cable' });
    expect([...link.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['USB', 'Cable']);
  });

  it('shows a name with markup in it as text', async () => {
    const name = '<img src=x onerror=alert(1)> Headphones';
    answerSearch([product(1, { name })], { highlights: { p1: [[29, 39]] } });
    renderListing('', 'headphones');
    const link = await screen.findByRole('link', { name });
    expect(link.querySelector('img')).toBeNull();
    expect(within(link).getByText('Headphones').tagName).toBe('MARK');
  });
});
