import { type ShopperIdentity, shopperIdentity } from '@souk/core';
import { useSnapshot } from 'valtio';
import { session } from '../stores/session.js';

/** Who is shopping now (spec §1): the signed-in customer's id, else the guest session id; re-renders on change. */
export function useShopperIdentity(): ShopperIdentity | null {
  const snapshot = useSnapshot(session);
  return shopperIdentity({ userId: snapshot.customer?.id, sessionId: snapshot.guestSessionId });
}
