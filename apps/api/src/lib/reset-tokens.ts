import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whose password a reset link sets. Each has its own key, so a seller's link is no customer's link (and the
 * other way round) even where the two tables happen to hold the same id.
 */
export type ResetPurpose = 'seller' | 'customer';
/** What a mailed single-use link does: a password reset, or opening a shop (`seller_signups`' link). */
export type LinkPurpose = ResetPurpose | 'signup';

// the seller's label is the one its links were first made with: links already mailed keep working
const KEY_LABELS: Record<LinkPurpose, string> = {
  seller: 'souk password reset links v1',
  customer: 'souk customer password reset links v1',
  signup: 'souk seller sign-up links v1',
};

/**
 * Password reset links carry `{resetId}.{mac}`, the mac an HMAC of the id under a key derived from the JWT
 * secret and the link's purpose. Only the id is stored (`seller_password_resets`, `customer_password_resets`)
 * and only the id travels in the outbox event, so neither a database dump nor the events table can forge a
 * link; the mail subscriber derives the token.
 */
function mac(jwtSecret: string, purpose: LinkPurpose, resetId: string): string {
  const key = createHmac('sha256', jwtSecret).update(KEY_LABELS[purpose]).digest();
  return createHmac('sha256', key).update(resetId).digest('base64url');
}

/**
 * The token of a reset's link.
 * @example resetLinkToken(secret, 'seller', 'r1') // 'r1.Xq…'
 */
export function resetLinkToken(jwtSecret: string, purpose: LinkPurpose, resetId: string): string {
  return `${resetId}.${mac(jwtSecret, purpose, resetId)}`;
}

/**
 * The reset a link's token names, or null when it was not made with this secret for this purpose.
 * @example resetIdFromToken(secret, 'seller', resetLinkToken(secret, 'seller', 'r1')) // 'r1'
 * @example resetIdFromToken(secret, 'customer', resetLinkToken(secret, 'seller', 'r1')) // null
 */
export function resetIdFromToken(jwtSecret: string, purpose: LinkPurpose, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const resetId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(jwtSecret, purpose, resetId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? resetId : null;
}
