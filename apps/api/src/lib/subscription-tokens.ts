import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What a subscription's mailed link does: confirm it (double opt-in; the token carries its expiry) or end it
 * (the unsubscribe link of every later mail; it never expires, so an old mail's link still works).
 */
export type SubscriptionLinkPurpose = 'confirm' | 'unsubscribe';

const KEY_LABELS: Record<SubscriptionLinkPurpose, string> = {
  confirm: 'souk subscription confirm links v1',
  unsubscribe: 'souk subscription unsubscribe links v1',
};

/**
 * An HMAC of the signed text under a key derived from the JWT secret and the link's purpose, so a confirm
 * link's token is never an unsubscribe link's (and neither is a password reset's, `reset-tokens.ts`).
 */
function mac(jwtSecret: string, purpose: SubscriptionLinkPurpose, signed: string): string {
  const key = createHmac('sha256', jwtSecret).update(KEY_LABELS[purpose]).digest();
  return createHmac('sha256', key).update(signed).digest('base64url');
}

function macMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The token of a subscription's confirm link: `{subscriptionId}.{expiry in epoch seconds}.{mac}`. Only the
 * id is stored and travels in the outbox event; the mail subscriber derives the token.
 * @example confirmLinkToken(secret, 's1', new Date('2026-12-07T00:00:00Z')) // 's1.1796601600.Xq…'
 */
export function confirmLinkToken(jwtSecret: string, subscriptionId: string, expiresAt: Date): string {
  const signed = `${subscriptionId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${signed}.${mac(jwtSecret, 'confirm', signed)}`;
}

/**
 * The subscription a confirm link's token names, or null when it was not made with this secret, was
 * altered, or has expired by `now`.
 * @example subscriptionIdFromConfirmToken(secret, confirmLinkToken(secret, 's1', later), now) // 's1'
 */
export function subscriptionIdFromConfirmToken(jwtSecret: string, token: string, now: Date): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [subscriptionId = '', expiry = '', given = ''] = parts;
  if (!subscriptionId || !/^\d{1,12}$/.test(expiry)) return null;
  if (!macMatches(given, mac(jwtSecret, 'confirm', `${subscriptionId}.${expiry}`))) return null;
  return Number(expiry) * 1000 > now.getTime() ? subscriptionId : null;
}

/**
 * The token of a subscription's unsubscribe link: `{subscriptionId}.{mac}`, valid for as long as the
 * subscription exists.
 * @example unsubscribeLinkToken(secret, 's1') // 's1.Xq…'
 */
export function unsubscribeLinkToken(jwtSecret: string, subscriptionId: string): string {
  return `${subscriptionId}.${mac(jwtSecret, 'unsubscribe', subscriptionId)}`;
}

/**
 * The subscription an unsubscribe link's token names, or null when it was not made with this secret.
 * @example subscriptionIdFromUnsubscribeToken(secret, unsubscribeLinkToken(secret, 's1')) // 's1'
 */
export function subscriptionIdFromUnsubscribeToken(jwtSecret: string, token: string): string | null {
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [subscriptionId = '', given = ''] = parts;
  if (!subscriptionId) return null;
  return macMatches(given, mac(jwtSecret, 'unsubscribe', subscriptionId)) ? subscriptionId : null;
}
