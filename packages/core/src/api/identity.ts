/**
 * Who is shopping (spec §1): a signed-in customer by user id, or a guest by session id.
 * @example const guest: ShopperIdentity = { sessionId: 'g1' };
 */
export type ShopperIdentity =
  | { userId: string; sessionId?: undefined }
  | { sessionId: string; userId?: undefined };

/**
 * The identity to use: the signed-in customer's id wins over the guest session id; null when neither.
 * @example shopperIdentity({ userId: null, sessionId: 'g1' }) // { sessionId: 'g1' }
 */
export function shopperIdentity({
  userId,
  sessionId,
}: {
  userId?: string | null;
  sessionId?: string | null;
}): ShopperIdentity | null {
  if (userId) return { userId };
  if (sessionId) return { sessionId };
  return null;
}
