import { randomBytes, randomUUID } from 'node:crypto';

/** A new record id. */
export function newId(): string {
  return randomUUID();
}

const ORDER_ALPHABET = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A new order number: `SK`, the date, and 6 random characters — never a dash, because payment
 * references carry the order number as their second dash-separated part (spec §4).
 * @example newOrderNumber(new Date('2026-11-21')) // "SK20261121K7Q2MX"
 */
export function newOrderNumber(now: Date = new Date()): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  const bytes = randomBytes(6);
  let suffix = '';
  for (const byte of bytes) suffix += ORDER_ALPHABET[byte % ORDER_ALPHABET.length];
  return `SK${date}${suffix}`;
}
