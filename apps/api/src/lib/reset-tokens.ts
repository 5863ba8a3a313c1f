import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Password reset links carry `{resetId}.{mac}`, the mac an HMAC of the id under a key derived from the JWT
 * secret. Only the id is stored (`seller_password_resets`) and only the id travels in the outbox event, so
 * neither a database dump nor the events table can forge a link; the mail subscriber derives the token.
 */
function mac(jwtSecret: string, resetId: string): string {
  const key = createHmac('sha256', jwtSecret).update('souk password reset links v1').digest();
  return createHmac('sha256', key).update(resetId).digest('base64url');
}

/**
 * The token of a reset's link.
 * @example resetLinkToken(secret, 'r1') // 'r1.Xq…'
 */
export function resetLinkToken(jwtSecret: string, resetId: string): string {
  return `${resetId}.${mac(jwtSecret, resetId)}`;
}

/**
 * The reset a link's token names, or null when it was not made with this secret.
 * @example resetIdFromToken(secret, resetLinkToken(secret, 'r1')) // 'r1'
 */
export function resetIdFromToken(jwtSecret: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const resetId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(jwtSecret, resetId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? resetId : null;
}
