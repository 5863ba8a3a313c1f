import type { SearchProductsParams, SearchProductsResponse } from '@souk/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pending, searchResult } from '../../../testing/fixtures.js';
import { renderScreen } from '../../../testing/render.js';
import { SUGGESTION_COUNT } from '../api/get-suggestions.js';
import { SearchBox, SUGGESTION_DELAY_MS } from './search-box.js';

const api = vi.hoisted(() => ({ catalogue: { searchProducts: vi.fn() } }));
vi.mock('../../../lib/api-client.js', () => ({ api }));
const leavePortal = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/leave-portal.js', () => ({ leavePortal }));

type SearchCall = [string, SearchProductsParams, { signal?: AbortSignal }];

const suggestions: SearchProductsResponse = {
  products: [
    searchResult(1, { name: 'Aura Headphones', slug: 'aura-headphones', price: 120, discount: 25 }),
    searchResult(2, { name: 'Studio Headset', slug: 'studio-headset' }),
    searchResult(3, { name: 'Nameless Shop Headband', slug: 'headband', sellerName: '', shopName: '' }),
  ],
  totalProduct: 3,
};

function renderBox() {
  return renderScreen(<SearchBox />);
}

/**
 * Types one character at a time as input events (user-event waits on timers of its own, which fake timers
 * would stop): each keystroke is one change of the box's value.
 */
function typeByKey(box: HTMLElement, text: string) {
  for (const character of text) {
    fireEvent.change(box, { target: { value: (box as HTMLInputElement).value + character } });
  }
}

/** Lets the answered request reach the screen (the query cache notifies on a zero-delay timer). */
async function settle() {
  await act(() => vi.advanceTimersByTimeAsync(0));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

function searchCalls(): SearchCall[] {
  return api.catalogue.searchProducts.mock.calls as SearchCall[];
}

function location(router: ReturnType<typeof renderBox>['router']) {
  return router.state.location.pathname + router.state.location.search;
}

beforeEach(() => {
  vi.clearAllMocks();
  api.catalogue.searchProducts.mockResolvedValue(suggestions);
});

describe('SearchBox suggestions', () => {
  describe('on the debounce schedule', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('asks once for the settled term, not for every keystroke, six best matches', async () => {
      renderBox();
      typeByKey(screen.getByRole('combobox'), 'head');
      await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS - 1));
      expect(api.catalogue.searchProducts).not.toHaveBeenCalled();

      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(searchCalls()).toEqual([['head', { page: 1, perPage: SUGGESTION_COUNT }, expect.anything()]]);
      await settle();
      expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        expect.stringContaining('Aura Headphones'),
        expect.stringContaining('Studio Headset'),
        expect.stringContaining('Nameless Shop Headband'),
      ]);
      // the charged price, as on the result cards: 120 less 25 %
      expect(screen.getAllByRole('option')[0]).toHaveTextContent('by Pixel Forge$90.00');
    });

    it('cancels the request of a term the shopper has typed past', async () => {
      api.catalogue.searchProducts.mockImplementation((term: string) =>
        term === 'hea' ? pending() : Promise.resolve(suggestions),
      );
      renderBox();
      const box = screen.getByRole('combobox');
      typeByKey(box, 'hea');
      await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS));
      const outdated = searchCalls()[0]?.[2].signal;
      expect(searchCalls()[0]?.[0]).toBe('hea');
      expect(outdated?.aborted).toBe(false);

      typeByKey(box, 'd');
      await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS));
      expect(searchCalls().map(([term]) => term)).toEqual(['hea', 'head']);
      expect(outdated?.aborted).toBe(true);
      expect(searchCalls()[1]?.[2].signal?.aborted).toBe(false);
      await settle();
      expect(screen.getAllByRole('option')).toHaveLength(3);
    });
  });

  it('moves through the suggestions with the arrow keys and opens the highlighted product in its shop', async () => {
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('combobox');
    await user.type(box, 'head');
    const options = await screen.findAllByRole('option');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // past the last one it wraps to the first
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]?.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{Enter}');
    // spec §2: the shop segment falls back to 'unknown'
    expect(leavePortal).toHaveBeenCalledWith('/unknown/product/details/headband');
  });

  it('opens a clicked suggestion in its shop', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.type(screen.getByRole('combobox'), 'aura');
    await user.click(await screen.findByRole('option', { name: /Aura Headphones/ }));
    expect(leavePortal).toHaveBeenCalledWith('/pixel-forge/product/details/aura-headphones');
  });

  it('closes the list with Escape, then clears the box with a second Escape', async () => {
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('combobox');
    await user.type(box, 'head');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('head');

    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(leavePortal).not.toHaveBeenCalled();
  });
});

describe('SearchBox suggestions from the search engine', () => {
  it('marks the matched words in the suggested names, as text', async () => {
    api.catalogue.searchProducts.mockResolvedValue({
      ...suggestions,
      highlights: {
        p1: [[5, 15]],
        // out of bounds and overlapping ranges neither crash nor repeat text
        p2: [
          [0, 3],
          [1, 6],
          [40, 90],
        ],
      },
    });
    const user = userEvent.setup();
    renderBox();
    await user.type(screen.getByRole('combobox'), 'hedphones');
    const aura = await screen.findByRole('option', { name: /Aura Headphones/ });
    expect([...aura.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Headphones']);
    const studio = screen.getByRole('option', { name: /Studio Headset/ });
    expect([...studio.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Studio']);
    expect(studio).toHaveTextContent(/^Studio Headsetby Pixel Forge/);
    expect(screen.getByRole('option', { name: /Nameless Shop Headband/ }).querySelector('mark')).toBeNull();
  });

  it('offers "Did you mean" when nothing matched, and opens its results by click', async () => {
    api.catalogue.searchProducts.mockResolvedValue({
      products: [],
      totalProduct: 0,
      didYouMean: 'headphones',
    });
    const user = userEvent.setup();
    const { router } = renderBox();
    await user.type(screen.getByRole('combobox'), 'hedphonesxx');
    const option = await screen.findByRole('option', { name: 'Did you mean "headphones"?' });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.click(option);
    expect(location(router)).toBe('/search-products/headphones');
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('opens the "Did you mean" results by keyboard too', async () => {
    api.catalogue.searchProducts.mockResolvedValue({ products: [], totalProduct: 0, didYouMean: 'red tea' });
    const user = userEvent.setup();
    const { router } = renderBox();
    const box = screen.getByRole('combobox');
    await user.type(box, 'rad tae');
    await screen.findByRole('option', { name: 'Did you mean "red tea"?' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(location(router)).toBe('/search-products/red%20tea');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows no list when nothing matched and there is no close spelling', async () => {
    api.catalogue.searchProducts.mockResolvedValue({ products: [], totalProduct: 0 });
    const user = userEvent.setup();
    renderBox();
    const box = screen.getByRole('combobox');
    await user.type(box, 'zzqq');
    await vi.waitFor(() => expect(api.catalogue.searchProducts).toHaveBeenCalled());
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});

describe('SearchBox submit', () => {
  it('opens the results page for the trimmed, URL-encoded term when nothing is highlighted', async () => {
    const user = userEvent.setup();
    const { router } = renderBox();
    await user.type(screen.getByRole('combobox'), '  red tea & mint {Enter}');
    expect(location(router)).toBe('/search-products/red%20tea%20%26%20mint');
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('searches from the Search button too', async () => {
    const user = userEvent.setup();
    const { router } = renderBox();
    await user.type(screen.getByRole('combobox'), 'lamp');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location(router)).toBe('/search-products/lamp');
  });

  it('never submits a blank term, nor asks suggestions for it (spec §5)', async () => {
    vi.useFakeTimers();
    try {
      const { router } = renderBox();
      const form = screen.getByRole('search');
      typeByKey(within(form).getByRole('combobox'), '   ');
      fireEvent.submit(form);
      fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
      await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS * 2));
      expect(location(router)).toBe('/');
      expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
      expect(api.catalogue.searchProducts).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
