import { type Customer, type ShopperIdentity, shopperIdentity } from '@souk/core';
import { currentRenderScope, useHydrated } from '@souk/web';
import { useSnapshot } from 'valtio';
import { freshGuestSessionId, renderedGuestSessionId, session } from '../stores/session.js';

/**
 * Who is shopping, for a loader or an action: in a server render, the guest a personal page is rendered
 * for (nobody on a public page); in the browser, the signed-in customer's id, else the guest session id.
 */
export function currentShopperIdentity(): ShopperIdentity | null {
  const scope = currentRenderScope();
  if (scope) return shopperIdentity({ sessionId: scope.guestSessionId });
  return shopperIdentity({ userId: session.customer?.id, sessionId: session.guestSessionId });
}

/**
 * Who is shopping now (spec §1): the signed-in customer's id, else the guest session id; re-renders on
 * change. While a server-rendered page hydrates it is whom the server rendered for — the guest its cookie
 * named (the cart), or nobody (or the guest this page has just made, whose cart is as empty) — so the
 * first render matches the server's HTML.
 */
export function useShopperIdentity(): ShopperIdentity | null {
  const snapshot = useSnapshot(session);
  const hydrated = useHydrated();
  const scope = currentRenderScope();
  if (scope) return shopperIdentity({ sessionId: scope.guestSessionId });
  // a guest this page made has the empty cart and wishlist the server rendered for nobody: the same
  // identity before and after hydration, so its queries do not change keys (and render again) then
  if (!hydrated) return shopperIdentity({ sessionId: renderedGuestSessionId ?? freshGuestSessionId });
  return shopperIdentity({ userId: snapshot.customer?.id, sessionId: snapshot.guestSessionId });
}

/**
 * The signed-in customer, else null; null too until a server-rendered page has hydrated (the server
 * renders public pages as a guest sees them).
 */
export function useCustomer(): Customer | null {
  const { customer } = useSnapshot(session);
  return useHydrated() ? (customer as Customer | null) : null;
}
