import { createHash, timingSafeEqual } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { encodeComponent } from '@souk/core';

/** PayFast's documented hosts (https://developers.payfast.co.za/docs). */
export const PAYFAST_LIVE_BASE = 'https://www.payfast.co.za';
export const PAYFAST_SANDBOX_BASE = 'https://sandbox.payfast.co.za';

/** Hosts whose addresses may send ITNs (PayFast's "valid hosts" for the source check). */
export const PAYFAST_ITN_HOSTS: readonly string[] = [
  'www.payfast.co.za',
  'w1w.payfast.co.za',
  'w2w.payfast.co.za',
  'sandbox.payfast.co.za',
];

/**
 * Checkout fields in the order PayFast documents them: the signature is computed in this order, and a
 * signature over any other order does not match PayFast's.
 */
export const PAYFAST_CHECKOUT_FIELDS = [
  'merchant_id',
  'merchant_key',
  'return_url',
  'cancel_url',
  'notify_url',
  'name_first',
  'name_last',
  'email_address',
  'cell_number',
  'm_payment_id',
  'amount',
  'item_name',
  'item_description',
  'custom_int1',
  'custom_int2',
  'custom_int3',
  'custom_int4',
  'custom_int5',
  'custom_str1',
  'custom_str2',
  'custom_str3',
  'custom_str4',
  'custom_str5',
  'email_confirmation',
  'confirmation_address',
  'payment_method',
] as const;
export type PayfastCheckoutField = (typeof PAYFAST_CHECKOUT_FIELDS)[number];
export type PayfastCheckoutFields = Partial<Record<PayfastCheckoutField, string>>;

/** Ordered `key=value` pairs as posted to or by PayFast. */
export type PayfastPairs = ReadonlyArray<readonly [string, string]>;

/** Time allowed for the server-to-server validation call. */
const VALIDATE_TIMEOUT_MS = 10_000;

/**
 * The site base: the configured override (tests point it at a local fake), else sandbox or live.
 * @example payfastBaseUrl(undefined, 'sandbox') // "https://sandbox.payfast.co.za"
 */
export function payfastBaseUrl(override: string | undefined, environment: 'sandbox' | 'live'): string {
  const base = override ?? (environment === 'live' ? PAYFAST_LIVE_BASE : PAYFAST_SANDBOX_BASE);
  return base.replace(/\/+$/, '');
}

/** PayFast's API host (ping, queries); its sandbox is the same host with `?testing=true`. */
export const PAYFAST_API_BASE = 'https://api.payfast.co.za';

/**
 * The address of an API call: under the configured override (tests: the fake), else PayFast's API host,
 * with `testing=true` in the sandbox.
 * @example payfastApiUrl(undefined, 'sandbox', '/ping') // "https://api.payfast.co.za/ping?testing=true"
 */
export function payfastApiUrl(
  override: string | undefined,
  environment: 'sandbox' | 'live',
  path: string,
): string {
  if (override) return `${override.replace(/\/+$/, '')}${path}`;
  return `${PAYFAST_API_BASE}${path}${environment === 'sandbox' ? '?testing=true' : ''}`;
}

/**
 * The signature of an API call: MD5 of every header variable and the passphrase, sorted by name, as
 * `name=urlencode(value)` joined by `&` (PayFast's API signing; the checkout form keeps its fixed order).
 */
export function payfastApiSignature(headers: Readonly<Record<string, string>>, passphrase: string): string {
  const pairs = Object.entries({ ...headers, passphrase }).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('md5').update(payfastParamString(pairs), 'utf8').digest('hex');
}

/**
 * URL-encodes like PHP's `urlencode`, which PayFast's signature is defined by: letters, digits and `-_.`
 * stay, a space becomes `+`, every other UTF-8 byte becomes upper-case `%XX`.
 * @example phpUrlencode("Bob's shop ~ (1)") // "Bob%27s+shop+%7E+%281%29"
 */
export function phpUrlencode(value: string): string {
  return encodeComponent(value)
    .replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/**
 * The parameter string PayFast signs and validates: `key=urlencode(value)` joined by `&`, in the given order.
 * @example payfastParamString([['amount', '10.00'], ['item_name', 'A B']]) // "amount=10.00&item_name=A+B"
 */
export function payfastParamString(pairs: PayfastPairs): string {
  return pairs.map(([key, value]) => `${key}=${phpUrlencode(value)}`).join('&');
}

/**
 * MD5 signature of a parameter string, with `&passphrase=…` appended when the merchant set one.
 * @example payfastSignature('amount=10.00', '') // "93de66879e590c7d6edc740613f6bdb4"
 */
export function payfastSignature(paramString: string, passphrase?: string): string {
  const secret = passphrase?.trim();
  const signed = secret ? `${paramString}&passphrase=${phpUrlencode(secret)}` : paramString;
  return createHash('md5').update(signed, 'utf8').digest('hex');
}

/** Checkout pairs in PayFast's documented order, values trimmed, blanks left out (they are not signed). */
export function checkoutPairs(fields: PayfastCheckoutFields): Array<[PayfastCheckoutField, string]> {
  const pairs: Array<[PayfastCheckoutField, string]> = [];
  for (const name of PAYFAST_CHECKOUT_FIELDS) {
    const value = fields[name]?.trim();
    if (value) pairs.push([name, value]);
  }
  return pairs;
}

/** The checkout signature of the given fields (documented order, trimmed, blanks omitted). */
export function checkoutSignature(fields: PayfastCheckoutFields, passphrase?: string): string {
  return payfastSignature(payfastParamString(checkoutPairs(fields)), passphrase);
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * The HTML form the storefront submits to PayFast: one hidden input per signed field, in order, then the
 * signature and a submit button. Every value is HTML-escaped (names and addresses come from shoppers).
 */
export function payfastForm(actionUrl: string, pairs: PayfastPairs, signature: string): string {
  const inputs = [...pairs, ['signature', signature] as const].map(
    ([name, value]) => `  <input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}" />`,
  );
  return [
    `<form action="${escapeHtml(actionUrl)}" method="post" id="payfast-payment-form">`,
    ...inputs,
    '  <button type="submit">Pay Now</button>',
    '</form>',
  ].join('\n');
}

function decodeFormComponent(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/**
 * Parses an ITN body (`application/x-www-form-urlencoded`) into its pairs in received order. Undefined for
 * a malformed body: bad percent-encoding, a key that is not a plain field name, a repeated key, a NUL.
 */
export function parseItnBody(raw: string): Array<[string, string]> | undefined {
  const pairs: Array<[string, string]> = [];
  const seen = new Set<string>();
  for (const segment of raw.split('&')) {
    if (segment === '') continue;
    const equals = segment.indexOf('=');
    const key = decodeFormComponent(equals === -1 ? segment : segment.slice(0, equals));
    const value = decodeFormComponent(equals === -1 ? '' : segment.slice(equals + 1));
    if (key === undefined || value === undefined || !/^[A-Za-z0-9_]{1,64}$/.test(key)) return undefined;
    if (seen.has(key) || value.includes('\u0000')) return undefined;
    seen.add(key);
    pairs.push([key, value]);
  }
  return pairs.length > 0 ? pairs : undefined;
}

/** The ITN's parameter string: every received pair except `signature`, in received order, re-encoded. */
export function itnParamString(pairs: PayfastPairs): string {
  return payfastParamString(pairs.filter(([key]) => key !== 'signature'));
}

/** Check 1: the ITN's signature, computed over its received pairs with the merchant's passphrase. */
export function isValidItnSignature(pairs: PayfastPairs, passphrase: string | undefined): boolean {
  const received =
    pairs
      .find(([key]) => key === 'signature')?.[1]
      ?.trim()
      .toLowerCase() ?? '';
  const expected = payfastSignature(itnParamString(pairs), passphrase);
  if (received.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(received), Buffer.from(expected));
}

/** Resolves a host name to its addresses (injectable: tests answer without DNS). */
export type ResolveHost = (host: string) => Promise<string[]>;

/** The system resolver (hosts file and DNS, like PHP's gethostbynamel in PayFast's sample). */
export const resolveHost: ResolveHost = async (host) =>
  (await lookup(host, { all: true })).map((entry) => entry.address);

function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return (mapped?.[1] ?? ip).toLowerCase();
}

/** Check 2: the ITN came from an address of one of PayFast's valid hosts. */
export async function isPayfastSource(
  ip: string,
  hosts: readonly string[],
  resolve: ResolveHost = resolveHost,
): Promise<boolean> {
  const source = normalizeIp(ip);
  if (!isIP(source)) return false;
  const resolved = await Promise.all(hosts.map((host) => resolve(host).catch(() => [] as string[])));
  return resolved.flat().some((address) => normalizeIp(address) === source);
}

/**
 * Check 4: posts the parameter string back to PayFast's `/eng/query/validate`; true only when PayFast
 * answers `VALID`. Unreachable or anything else counts as not valid.
 */
export async function validateWithPayfast(
  baseUrl: string,
  paramString: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  try {
    const response = await fetchImpl(`${baseUrl}/eng/query/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: paramString,
      signal: AbortSignal.timeout(VALIDATE_TIMEOUT_MS),
    });
    return response.ok && (await response.text()).trim() === 'VALID';
  } catch {
    return false;
  }
}
