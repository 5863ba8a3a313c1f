import { type Customer, type ShopperIdentity, shopperIdentity } from '@souk/core';
import { useHydrated } from '@souk/web';
import { useSnapshot } from 'valtio';
import { session } from '../stores/session.js';

/** Who is shopping now (spec §1): the signed-in customer's id, else the guest session id; re-renders on change. */
export function useShopperIdentity(): ShopperIdentity | null {
  const snapshot = useSnapshot(session);
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
