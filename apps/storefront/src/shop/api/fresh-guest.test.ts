import { EMPTY_CART, EMPTY_WISHLIST, GUEST_SESSION_KEY } from '@souk/core';
import { createQueryClient } from '@souk/web';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const stored = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

/** The modules as a page load finds them: evaluated again for each test. */
async function load() {
  vi.resetModules();
  const [{ seedFreshGuest }, { session }, { cartKeys }, { wishlistKeys }] = await Promise.all([
    import('./fresh-guest.js'),
    import('../../stores/session.js'),
    import('./get-cart.js'),
    import('./get-wishlist.js'),
  ]);
  return { seedFreshGuest, session, cartKeys, wishlistKeys };
}

describe('seedFreshGuest (issue 21)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie a request would bring
    document.cookie = 'soukShopper=; Path=/; Max-Age=0';
  });
  afterEach(() => sessionStorage.clear());

  it("fills a new guest's cart and wishlist as empty, once, for the first shop", async () => {
    const { seedFreshGuest, session, cartKeys, wishlistKeys } = await load();
    const queryClient = createQueryClient();
    const identity = { sessionId: session.guestSessionId };
    seedFreshGuest(queryClient, 's1');
    expect(queryClient.getQueryData(cartKeys.detail('s1', identity))).toEqual(EMPTY_CART);
    expect(queryClient.getQueryData(wishlistKeys.detail(identity))).toEqual(EMPTY_WISHLIST);
    expect(EMPTY_WISHLIST).toEqual({ wishlists: [], wishlistCount: 0 });
    // a second shop opened later in the page is asked: the guest may have added to a cart by then
    seedFreshGuest(queryClient, 's2');
    expect(queryClient.getQueryData(cartKeys.detail('s2', identity))).toBeUndefined();
  });

  it('leaves a guest session the tab already held to the server', async () => {
    sessionStorage.setItem(GUEST_SESSION_KEY, stored);
    const { seedFreshGuest, cartKeys } = await load();
    const queryClient = createQueryClient();
    seedFreshGuest(queryClient, 's1');
    expect(queryClient.getQueryData(cartKeys.detail('s1', { sessionId: stored }))).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
