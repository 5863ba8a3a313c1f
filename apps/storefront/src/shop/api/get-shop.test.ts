import { createQueryClient, type RenderScope, setRenderScopeLookup } from '@souk/web';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopQueryOptions } from './get-shop.js';

const api = vi.hoisted(() => ({ seller: { findByName: vi.fn(), findById: vi.fn() } }));
vi.mock('../../lib/api-client.js', () => ({ api }));

const PIXEL_FORGE = { id: 's1', name: 'pixel-forge' };

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  localStorage.clear();
  api.seller.findByName.mockImplementation(async (name: string) => ({
    seller: name === 'pixel-forge' ? PIXEL_FORGE : null,
  }));
  api.seller.findById.mockImplementation(async (id: string) => ({
    seller: id === 's1' ? PIXEL_FORGE : null,
  }));
});
afterEach(() => setRenderScopeLookup(() => undefined));

describe('shopQueryOptions (spec §4 Seller resolution)', () => {
  it('in the browser, stores the resolved seller in session and local storage', async () => {
    const resolution = await new QueryClient().fetchQuery(shopQueryOptions('pixel-forge'));
    expect(resolution).toEqual({ status: 'found', seller: PIXEL_FORGE });
    for (const storage of [sessionStorage, localStorage]) {
      expect(storage.getItem('sellerId')).toBe('s1');
      expect(storage.getItem('sellerName')).toBe('pixel-forge');
    }
  });

  it('on the server, keeps each render’s seller to itself: no request falls back on another’s', async () => {
    const scope: RenderScope = { queryClient: createQueryClient(), origin: 'http://shop.test', meta: {} };
    setRenderScopeLookup(() => scope);
    // two requests at once: an unknown shop's lookups wait until a real shop has been resolved
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    api.seller.findByName.mockImplementation(async (name: string) => {
      if (name !== 'pixel-forge') await released;
      return { seller: name === 'pixel-forge' ? PIXEL_FORGE : null };
    });
    const unknown = new QueryClient().fetchQuery(shopQueryOptions('no-such-shop'));
    await new QueryClient().fetchQuery(shopQueryOptions('pixel-forge'));
    release();
    expect(await unknown).toEqual({ status: 'not-found' });
    expect(api.seller.findById).not.toHaveBeenCalled();
    expect(localStorage.getItem('sellerId')).toBeNull();
    expect(sessionStorage.getItem('sellerId')).toBeNull();
  });
});
