import { createHash } from 'node:crypto';
import * as z from 'zod/mini';

/** PayPal's documented REST hosts (https://developer.paypal.com/api/rest/). */
export const PAYPAL_LIVE_BASE = 'https://api-m.paypal.com';
export const PAYPAL_SANDBOX_BASE = 'https://api-m.sandbox.paypal.com';

/** Time allowed for one call to PayPal before it counts as failed. */
const REQUEST_TIMEOUT_MS = 15_000;
/** A cached access token is renewed this long before PayPal says it expires. */
const TOKEN_EXPIRY_MARGIN_MS = 60_000;

/**
 * The REST base URL: the configured override (tests point it at a local fake), else the environment's host.
 * @example paypalBaseUrl(undefined, 'live') // "https://api-m.paypal.com"
 */
export function paypalBaseUrl(override: string | undefined, environment: 'sandbox' | 'live'): string {
  const base = override ?? (environment === 'live' ? PAYPAL_LIVE_BASE : PAYPAL_SANDBOX_BASE);
  return base.replace(/\/+$/, '');
}

/** A failed call to PayPal: its HTTP status (0 when PayPal could not be reached) and the issue it named. */
export class PaypalError extends Error {
  override readonly name = 'PaypalError';
  constructor(
    readonly status: number,
    readonly issue: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

const MoneySchema = z.object({ currency_code: z.string(), value: z.string() });
export type PaypalMoney = z.infer<typeof MoneySchema>;

const CaptureSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.optional(MoneySchema),
  custom_id: z.optional(z.string()),
  invoice_id: z.optional(z.string()),
  create_time: z.optional(z.string()),
  seller_receivable_breakdown: z.optional(
    z.object({
      gross_amount: z.optional(MoneySchema),
      paypal_fee: z.optional(MoneySchema),
      net_amount: z.optional(MoneySchema),
    }),
  ),
});
export type PaypalCapture = z.infer<typeof CaptureSchema>;

const PurchaseUnitSchema = z.object({
  reference_id: z.optional(z.string()),
  custom_id: z.optional(z.string()),
  invoice_id: z.optional(z.string()),
  amount: z.optional(MoneySchema),
  payments: z.optional(z.object({ captures: z.optional(z.array(CaptureSchema)) })),
});

/** The parts of a PayPal order (Orders v2) the server reads. */
const OrderSchema = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z.optional(z.array(PurchaseUnitSchema)),
});
export type PaypalOrder = z.infer<typeof OrderSchema>;

const TokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });

const ErrorSchema = z.object({
  name: z.optional(z.string()),
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  details: z.optional(z.array(z.object({ issue: z.optional(z.string()) }))),
});

export interface PaypalCredentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface CreatePaypalOrderInput {
  /** Our order number: reference, custom and invoice id of the purchase unit. */
  orderNumber: string;
  /** The amount in USD with two decimals, e.g. "12.34". */
  value: string;
  /** The `PayPal-Request-Id` idempotency key. */
  requestId: string;
}

export interface PaypalClient {
  /** POST /v2/checkout/orders with intent CAPTURE. */
  createOrder(input: CreatePaypalOrderInput): Promise<PaypalOrder>;
  /** POST /v2/checkout/orders/{id}/capture; the same `requestId` replays PayPal's first answer. */
  captureOrder(paypalOrderId: string, requestId: string): Promise<PaypalOrder>;
  /** GET /v2/checkout/orders/{id} */
  getOrder(paypalOrderId: string): Promise<PaypalOrder>;
}

interface CachedToken {
  token: string;
  expiresAt: number;
}

/** OAuth tokens per (host, client): PayPal asks callers to reuse a token until it expires. */
const tokenCache = new Map<string, CachedToken>();

function cacheKey({ baseUrl, clientId, clientSecret }: PaypalCredentials): string {
  return createHash('sha256').update(`${baseUrl}\n${clientId}\n${clientSecret}`).digest('hex');
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function failure(response: Response, what: string): Promise<PaypalError> {
  const parsed = ErrorSchema.safeParse(await readJson(response));
  const body = parsed.success ? parsed.data : {};
  const issue = body.details?.[0]?.issue ?? body.name ?? body.error;
  return new PaypalError(response.status, issue, `PayPal ${what} failed with ${response.status}`);
}

async function send(fetchImpl: typeof fetch, url: string, init: RequestInit, what: string) {
  try {
    return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new PaypalError(0, undefined, `PayPal ${what} unreachable: ${(error as Error).message}`);
  }
}

/**
 * A PayPal REST client for one seller's credentials: OAuth2 client-credentials token (cached until
 * expiry), then Orders v2 calls with `Prefer: return=representation` so captures carry their breakdown.
 */
export function createPaypalClient(
  credentials: PaypalCredentials,
  fetchImpl: typeof fetch = fetch,
): PaypalClient {
  const key = cacheKey(credentials);

  async function accessToken(): Promise<string> {
    const cached = tokenCache.get(key);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
    const response = await send(
      fetchImpl,
      `${credentials.baseUrl}/v1/oauth2/token`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
      },
      'token request',
    );
    if (!response.ok) throw await failure(response, 'token request');
    const parsed = TokenSchema.safeParse(await readJson(response));
    if (!parsed.success)
      throw new PaypalError(response.status, undefined, 'PayPal token response unreadable');
    const lifetime = Math.max(0, parsed.data.expires_in * 1000 - TOKEN_EXPIRY_MARGIN_MS);
    tokenCache.set(key, { token: parsed.data.access_token, expiresAt: Date.now() + lifetime });
    return parsed.data.access_token;
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    what: string,
    options: { body?: unknown; requestId?: string } = {},
  ): Promise<PaypalOrder> {
    const attempt = async () => {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await accessToken()}`,
        accept: 'application/json',
      };
      if (method === 'POST') {
        headers['content-type'] = 'application/json';
        headers.prefer = 'return=representation';
      }
      if (options.requestId) headers['paypal-request-id'] = options.requestId;
      return send(
        fetchImpl,
        `${credentials.baseUrl}${path}`,
        { method, headers, ...(method === 'POST' ? { body: JSON.stringify(options.body ?? {}) } : {}) },
        what,
      );
    };
    let response = await attempt();
    if (response.status === 401) {
      // the token was revoked or expired early: fetch a new one once
      tokenCache.delete(key);
      response = await attempt();
    }
    if (!response.ok) throw await failure(response, what);
    const parsed = OrderSchema.safeParse(await readJson(response));
    if (!parsed.success)
      throw new PaypalError(response.status, undefined, `PayPal ${what} response unreadable`);
    return parsed.data;
  }

  return {
    createOrder: ({ orderNumber, value, requestId }) =>
      call('POST', '/v2/checkout/orders', 'create order', {
        requestId,
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: orderNumber,
              custom_id: orderNumber,
              invoice_id: orderNumber,
              amount: { currency_code: 'USD', value },
            },
          ],
        },
      }),
    captureOrder: (paypalOrderId, requestId) =>
      call('POST', `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`, 'capture', {
        requestId,
      }),
    getOrder: (paypalOrderId) =>
      call('GET', `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`, 'order lookup'),
  };
}
