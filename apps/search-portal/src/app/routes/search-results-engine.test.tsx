import type { SearchFacets, SearchProductsParams, SearchProductsResponse } from '@souk/core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setResultView } from '../../stores/result-view.js';
import { searchResult } from '../../testing/fixtures.js';
import { renderScreen } from '../../testing/render.js';
import { Component as SearchResultsPage } from './search-results.js';

const api = vi.hoisted(() => ({ catalogue: { searchProducts: vi.fn() } }));
vi.mock('../../lib/api-client.js', () => ({ api }));

type SearchCall = [string, SearchProductsParams, { signal?: AbortSignal }];

const AURA = 'Aura ANC Wireless Noise-Cancelling Headphones';

const facets: SearchFacets = {
  categories: [
    { value: 'Audio', count: 3 },
    { value: 'Wearables', count: 1 },
  ],
  brands: [
    { value: 'Nimbus Audio', count: 2 },
    { value: 'Pulse', count: 2 },
  ],
  prices: [
    { min: 0, max: 25, count: 0 },
    { min: 25, max: 50, count: 3 },
    { min: 200, max: null, count: 1 },
  ],
};

function answer(extra: Partial<SearchProductsResponse> = {}): SearchProductsResponse {
  return {
    products: [searchResult(1, { name: AURA }), searchResult(2, { name: 'Pulse Buds' })],
    totalProduct: 2,
    parPage: 24,
    facets,
    highlights: { p1: [[35, 45]] },
    ...extra,
  };
}

function calls(): SearchCall[] {
  return api.catalogue.searchProducts.mock.calls as SearchCall[];
}

function lastParams(): SearchProductsParams | undefined {
  return calls().at(-1)?.[1];
}

function renderPage(path = '/search-products/hedphones') {
  const view = renderScreen(<SearchResultsPage />, { path, pattern: '/search-products/:searchValue' });
  const location = () => view.router.state.location.pathname + view.router.state.location.search;
  return { ...view, location };
}

async function filterPanel() {
  return screen.findByRole('region', { name: 'Filters' });
}

beforeEach(() => {
  vi.clearAllMocks();
  setResultView('grid');
  api.catalogue.searchProducts.mockResolvedValue(answer());
});

describe('highlighted matches on the result cards', () => {
  it('marks the matched words of the name, the link still named by the whole name', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: AURA });
    const marks = link.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['Headphones']);
    expect(link).toHaveTextContent(AURA, { normalizeWhitespace: false });
    expect(screen.getByRole('heading', { level: 2, name: AURA })).toBeInTheDocument();
    // a product without highlights shows its name plain
    expect(screen.getByRole('link', { name: 'Pulse Buds' }).querySelector('mark')).toBeNull();
  });

  it('survives ranges out of bounds, overlapping and unsorted, without losing or repeating text', async () => {
    api.catalogue.searchProducts.mockResolvedValue(
      answer({
        highlights: {
          p1: [
            [40, 99],
            [35, 42],
            [-5, 4],
            [9, 3],
          ],
        },
      }),
    );
    renderPage();
    const link = await screen.findByRole('link', { name: AURA });
    expect(link.textContent).toBe(AURA);
    expect([...link.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Aura',
      'Headphones',
    ]);
  });

  it('never renders a name as markup', async () => {
    api.catalogue.searchProducts.mockResolvedValue(
      answer({
        products: [searchResult(1, { name: '<img src=x onerror=alert(1)> Headphones' })],
        totalProduct: 1,
        highlights: { p1: [[0, 4]] },
      }),
    );
    renderPage();
    const link = await screen.findByRole('link', { name: '<img src=x onerror=alert(1)> Headphones' });
    expect(link.querySelector('img')).toBeNull();
    expect(link.querySelector('mark')).toHaveTextContent('<img');
  });
});

describe('filters (facets)', () => {
  it('lists Category, Brand and Price with the counts of the same answer, nothing chosen', async () => {
    renderPage();
    const panel = await filterPanel();
    for (const title of ['Category', 'Brand', 'Price']) {
      expect(within(panel).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    const names = within(panel)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual([
      'Audio (3)',
      'Wearables (1)',
      'Nimbus Audio (2)',
      'Pulse (2)',
      '$0 – $25 (0)',
      '$25 – $50 (3)',
      '$200 & above (1)',
    ]);
    for (const button of within(panel).getAllByRole('button')) {
      expect(button).toHaveAttribute('aria-pressed', 'false');
    }
    // a value that would leave nothing cannot be chosen
    expect(within(panel).getByRole('button', { name: '$0 – $25 (0)' })).toBeDisabled();
    expect(within(panel).queryByRole('button', { name: /^Clear/ })).not.toBeInTheDocument();
    // one request: the page and its counts come together
    expect(api.catalogue.searchProducts).toHaveBeenCalledTimes(1);
  });

  it('filters by a category from the first page, in the address, and removes it when chosen again', async () => {
    const user = userEvent.setup();
    const { location } = renderPage('/search-products/hedphones?page=2&sort=low-high');
    await user.click(within(await filterPanel()).getByRole('button', { name: 'Audio (3)' }));

    expect(location()).toBe('/search-products/hedphones?category=Audio&sort=low-high');
    const audio = within(await filterPanel()).getByRole('button', { name: 'Audio (3)' });
    expect(audio).toHaveAttribute('aria-pressed', 'true');
    expect(lastParams()).toEqual({ page: 1, perPage: 24, sortPrice: 'low-to-high', category: 'Audio' });

    await user.click(audio);
    expect(location()).toBe('/search-products/hedphones?sort=low-high');
    expect(within(await filterPanel()).getByRole('button', { name: 'Audio (3)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('keeps one value per facet, combines facets, and clears one facet with its Clear button', async () => {
    const user = userEvent.setup();
    const { location } = renderPage();
    const panel = await filterPanel();
    await user.click(within(panel).getByRole('button', { name: 'Nimbus Audio (2)' }));
    await user.click(within(panel).getByRole('button', { name: 'Pulse (2)' }));
    expect(location()).toBe('/search-products/hedphones?brand=Pulse');
    await user.click(within(panel).getByRole('button', { name: '$25 – $50 (3)' }));
    expect(location()).toBe('/search-products/hedphones?brand=Pulse&price=25-50');
    // the band ends before $50 while the query's bounds are inclusive: a cent below
    expect(lastParams()).toMatchObject({ brand: 'Pulse', lowPrice: 25, highPrice: 49.99 });
    expect(within(panel).getByRole('button', { name: 'Pulse (2)' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).getByRole('button', { name: 'Nimbus Audio (2)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.click(within(panel).getByRole('button', { name: 'Clear Brand' }));
    expect(location()).toBe('/search-products/hedphones?price=25-50');
    await user.click(within(panel).getByRole('button', { name: '$200 & above (1)' }));
    expect(location()).toBe('/search-products/hedphones?price=200-');
    expect(lastParams()).toMatchObject({ lowPrice: 200 });
    expect(lastParams()?.highPrice).toBeUndefined();
  });

  it('reads the filters from a shared address, leniently, and the back button undoes a filter', async () => {
    const user = userEvent.setup();
    const { location, router } = renderPage(
      '/search-products/hedphones?category=Audio&brand=Nimbus+Audio&price=200-&sort=nonsense',
    );
    const panel = await filterPanel();
    expect(lastParams()).toEqual({
      page: 1,
      perPage: 24,
      sortPrice: 'high-to-low',
      category: 'Audio',
      brand: 'Nimbus Audio',
      lowPrice: 200,
    });
    for (const name of ['Audio (3)', 'Nimbus Audio (2)', '$200 & above (1)']) {
      expect(within(panel).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    }

    await user.click(within(panel).getByRole('button', { name: 'Clear Category' }));
    expect(location()).toBe('/search-products/hedphones?brand=Nimbus+Audio&price=200-');
    await act(() => router.navigate(-1));
    expect(location()).toBe(
      '/search-products/hedphones?category=Audio&brand=Nimbus+Audio&price=200-&sort=nonsense',
    );
    expect(within(await filterPanel()).getByRole('button', { name: 'Audio (3)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('asks again for each set of filters, and keeps the panel up while the next answer loads', async () => {
    let resolveNext: (value: SearchProductsResponse) => void = () => {};
    const user = userEvent.setup();
    renderPage();
    const panel = await filterPanel();
    api.catalogue.searchProducts.mockImplementation(
      () =>
        new Promise((resolve) => {
          resolveNext = resolve;
        }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Wearables (1)' }));
    expect(api.catalogue.searchProducts).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('region', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Search results' }).parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );

    await act(async () =>
      resolveNext(
        answer({
          products: [searchResult(3, { name: 'Aura Band' })],
          totalProduct: 1,
          facets: { ...facets, brands: [{ value: 'Nimbus Audio', count: 1 }] },
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Aura Band' })).toBeInTheDocument();
    expect(screen.getByText('Found 1 product(s)')).toBeInTheDocument();
    expect(within(await filterPanel()).queryByRole('button', { name: /^Pulse/ })).not.toBeInTheDocument();
  });

  it('shows the filters with a zero result while one is chosen, so it can be removed', async () => {
    api.catalogue.searchProducts.mockResolvedValue(
      answer({ products: [], totalProduct: 0, facets: { categories: [], brands: [], prices: [] } }),
    );
    const user = userEvent.setup();
    const { location } = renderPage('/search-products/hedphones?brand=Gone');
    expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeInTheDocument();
    await user.click(within(await filterPanel()).getByRole('button', { name: 'Clear Brand' }));
    expect(location()).toBe('/search-products/hedphones');
  });

  it('has no filters when the answer carries no facets', async () => {
    api.catalogue.searchProducts.mockResolvedValue(answer({ facets: undefined }));
    renderPage();
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('opens and closes the panel from the Filters button (phones)', async () => {
    const user = userEvent.setup();
    renderPage();
    const panel = await filterPanel();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe("the engine's notes", () => {
  it('offers "Did you mean" above the results, linking to the results of that spelling', async () => {
    api.catalogue.searchProducts.mockResolvedValue(answer({ didYouMean: 'headphones' }));
    renderPage('/search-products/hedphones?sort=low-high&brand=Pulse');
    const link = await screen.findByRole('link', { name: 'headphones' });
    expect(link).toHaveAttribute('href', '/search-products/headphones?sort=low-high');
    expect(link.parentElement).toHaveTextContent('Did you mean "headphones"?', {
      normalizeWhitespace: false,
    });
  });

  it('offers "Did you mean" in the empty state, above the spec\'s tips', async () => {
    api.catalogue.searchProducts.mockResolvedValue({
      products: [],
      totalProduct: 0,
      didYouMean: 'headphones',
    });
    renderPage('/search-products/hedphonesxx%20zzqq');
    const title = await screen.findByRole('heading', { name: 'No Products Found' });
    const empty = title.closest('section');
    if (!empty) throw new Error('the empty state is a section');
    const suggestion = within(empty).getByText(/^Did you mean/);
    expect(suggestion).toHaveTextContent('Did you mean "headphones"?');
    expect(within(suggestion).getByRole('link', { name: 'headphones' })).toHaveAttribute(
      'href',
      '/search-products/headphones',
    );
    const tips = within(empty).getByRole('list');
    expect(
      within(tips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Try different keywords', 'Check your spelling', 'Use more general terms']);
    expect(suggestion.compareDocumentPosition(tips) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says which words the results match when no product matched them all', async () => {
    api.catalogue.searchProducts.mockResolvedValue(answer({ showingResultsFor: 'headphones' }));
    renderPage('/search-products/headphones%20zzqq');
    expect(await screen.findByText('Showing results for "headphones"')).toBeInTheDocument();
    expect(screen.getByText('No product matches all of "headphones zzqq".')).toBeInTheDocument();
  });

  it('shows no notes when the answer has none', async () => {
    renderPage();
    await screen.findAllByRole('article');
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
  });
});
