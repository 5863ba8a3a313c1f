import { type Customer, CustomerSchema } from '../schemas/auth.js';

/**
 * Local-storage key of the customer token (spec §7 "token stored locally").
 * @example CUSTOMER_TOKEN_KEY // "customerToken"
 */
export const CUSTOMER_TOKEN_KEY = 'customerToken';

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the customer a token names (spec §3 "Customer (decoded from token)"), or null when the token is
 * malformed or expired. The client only reads it; the server verifies the signature on every call.
 * @example
 * ```ts
 * const token = `x.${btoa(JSON.stringify({ sub: 'c1', name: 'Thandi' }))}.signature`;
 * decodeCustomerToken(token, Date.now())?.name // "Thandi"
 * ```
 */
export function decodeCustomerToken(token: string | null | undefined, nowMs: number): Customer | null {
  if (!token) return null;
  const [, payload] = token.split('.');
  if (!payload) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    if (typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs) return null;
    const parsed = CustomerSchema.safeParse({ ...claims, id: claims.id ?? claims.sub });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
