import { ApiError, type Product, type ProductInput, parseProduct, RECENTLY_VIEWED_KEY } from '@souk/core';
import { ProductCard } from '@souk/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../stores/session.js';
import { renderScreen, TEST_SELLER } from '../../testing/render.js';
import { mergeGuestRecentlyViewed } from '../api/recently-viewed.js';
import { RecentlyViewed } from './recently-viewed.js';

const api = vi.hoisted(() => ({
  productsByIds: vi.fn(),
  list: vi.fn(),
  record: vi.fn(),
  clear: vi.fn(),
}));
vi.mock('../../lib/api-area.js', () => ({ wireApiArea: () => api }));

function product(id: string, extra: Partial<ProductInput> = {}): Product {
  const parsed = parseProduct({
    _id: id,
    name: `Gadget ${id}`,
    slug: `gadget-${id}`,
    price: 10,
    stock: 5,
    ...extra,
  });
  if (!parsed) throw new Error('invalid test product');
  return parsed;
}

/** The server's products-by-ids: the asked ids it knows, in the order asked, at today's prices. */
const catalogue = new Map(['p1', 'p2', 'p3', 'p4'].map((id) => [id, product(id)]));
function answerProductsByIds() {
  api.productsByIds.mockImplementation(async (_seller: string, ids: readonly string[]) => ({
    products: ids.flatMap((id) => catalogue.get(id) ?? []),
  }));
}

/** A grid of the UI kit's product cards, as the routes pass the catalogue's. */
function TestGrid({ products, sellerName }: { products: readonly Product[]; sellerName: string }) {
  return (
    <ul>
      {products.map((item) => (
        <li key={item._id}>
          <ProductCard product={item} href={`/${sellerName}/product/details/${item.slug}`} />
        </li>
      ))}
    </ul>
  );
}

function renderSection(viewedProductId?: string) {
  return renderScreen(
    <main>
      <h1>Page</h1>
      <RecentlyViewed
        sellerId={TEST_SELLER.id}
        sellerName={TEST_SELLER.name}
        grid={TestGrid}
        {...(viewedProductId ? { viewedProductId } : {})}
      />
    </main>,
  );
}

const stored = () => JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '{}');
const storeLists = (lists: Record<string, string[]>) =>
  localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(lists));

/** The card names in the section, in order. */
async function shownNames(): Promise<string[]> {
  const section = await screen.findByRole('region', { name: 'Recently viewed' });
  return within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

beforeEach(() => {
  localStorage.clear();
  for (const mock of Object.values(api)) mock.mockReset();
  answerProductsByIds();
  session.customer = null;
  session.token = null;
});

describe('RecentlyViewed for a guest (issue 22)', () => {
  it('shows the shop’s list from this browser, newest first, as the server has the products now', async () => {
    storeLists({ [TEST_SELLER.id]: ['p3', 'p1', 'p2'], 'other-shop': ['p4'] });
    renderSection();
    expect(await shownNames()).toEqual(['Gadget p3', 'Gadget p1', 'Gadget p2']);
    expect(api.productsByIds).toHaveBeenCalledWith(TEST_SELLER.id, ['p3', 'p1', 'p2']);
    expect(screen.getByRole('heading', { level: 2, name: 'Recently viewed' })).toBeInTheDocument();
  });

  it('leaves out products the server no longer shows', async () => {
    storeLists({ [TEST_SELLER.id]: ['gone', 'p1'] });
    renderSection();
    expect(await shownNames()).toEqual(['Gadget p1']);
  });

  it('renders nothing, and asks nothing, while the list is empty', async () => {
    renderSection();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(api.productsByIds).not.toHaveBeenCalled();
  });

  it('renders nothing when every listed product is gone', async () => {
    storeLists({ [TEST_SELLER.id]: ['gone'] });
    renderSection();
    await waitFor(() => expect(api.productsByIds).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });

  it('on a product page records the view first in this browser and shows the others without it', async () => {
    storeLists({ [TEST_SELLER.id]: ['p1', 'p2'] });
    renderSection('p2');
    expect(await shownNames()).toEqual(['Gadget p1']);
    expect(stored()[TEST_SELLER.id]).toEqual(['p2', 'p1']);
    expect(api.record).not.toHaveBeenCalled();
  });

  it('Clear empties this shop’s list and hides the section; other shops keep theirs', async () => {
    storeLists({ [TEST_SELLER.id]: ['p1', 'p2'], 'other-shop': ['p4'] });
    renderSection();
    await shownNames();
    await userEvent.click(screen.getByRole('button', { name: 'Clear recently viewed' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument(),
    );
    expect(stored()).toEqual({ 'other-shop': ['p4'] });
  });

  it('reads a corrupt stored value as no list', async () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{"seller-1": [');
    renderSection('p1');
    await waitFor(() => expect(stored()[TEST_SELLER.id]).toEqual(['p1']));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });
});

describe('RecentlyViewed for a signed-in customer', () => {
  beforeEach(() => {
    session.customer = { id: 'c1', name: 'Ann', email: 'ann@example.com' };
    session.token = 'token';
  });

  it('shows the account’s list and records a view on the account, not in this browser', async () => {
    api.list.mockResolvedValue({ productIds: ['p1', 'p3'] });
    api.record.mockResolvedValue({ productIds: ['p2', 'p1', 'p3'] });
    renderSection('p2');
    await waitFor(() => expect(api.record).toHaveBeenCalledWith(TEST_SELLER.id, ['p2']));
    expect(await shownNames()).toEqual(['Gadget p1', 'Gadget p3']);
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it('Clear empties the account’s list', async () => {
    api.list.mockResolvedValue({ productIds: ['p1'] });
    api.clear.mockResolvedValue({ productIds: [] });
    renderSection();
    await shownNames();
    await userEvent.click(screen.getByRole('button', { name: 'Clear recently viewed' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recently viewed' })).not.toBeInTheDocument(),
    );
    expect(api.clear).toHaveBeenCalledWith(TEST_SELLER.id);
  });

  it('says so when Clear fails, and keeps the list', async () => {
    api.list.mockResolvedValue({ productIds: ['p1'] });
    api.clear.mockRejectedValue(new ApiError('Please try again in a moment', 503));
    renderSection();
    await shownNames();
    await userEvent.click(screen.getByRole('button', { name: 'Clear recently viewed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please try again in a moment');
    expect(await shownNames()).toEqual(['Gadget p1']);
  });
});

describe('mergeGuestRecentlyViewed (sign-in)', () => {
  it('sends each shop’s guest list to the account and removes the browser’s copy', async () => {
    storeLists({ s1: ['p2', 'p1'], s2: ['p4'] });
    api.record.mockResolvedValue({ productIds: [] });
    await mergeGuestRecentlyViewed();
    expect(api.record).toHaveBeenCalledWith('s1', ['p2', 'p1']);
    expect(api.record).toHaveBeenCalledWith('s2', ['p4']);
    expect(localStorage.getItem(RECENTLY_VIEWED_KEY)).toBeNull();
  });

  it('keeps a list the server could not take for the next sign-in, and drops one whose products are all gone', async () => {
    storeLists({ s1: ['p1'], s2: ['gone'] });
    api.record.mockImplementation(async (sellerId: string) => {
      throw sellerId === 's1' ? new ApiError('Server down', 503) : new ApiError('Product not found', 404);
    });
    await expect(mergeGuestRecentlyViewed()).resolves.toBeUndefined();
    expect(stored()).toEqual({ s1: ['p1'] });
  });
});
