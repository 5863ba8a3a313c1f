import { createHash, createHmac } from 'node:crypto';
import { z } from 'zod';

/** The REST payments resource (authorization with capture). */
export const CYBERSOURCE_PAYMENTS_PATH = '/pts/v2/payments';

/** CyberSource's documented hosts; `CYBERSOURCE_API_BASE` overrides them (tests use a local fake). */
export const CYBERSOURCE_HOSTS = {
  sandbox: 'https://apitest.cybersource.com',
  live: 'https://api.cybersource.com',
} as const;

/**
 * The headers a POST is signed over, in this order (the names of CyberSource's REST SDKs; the newer
 * documentation writes `(request-target)`, which the signing functions below accept as well).
 */
export const CYBERSOURCE_POST_SIGNED_HEADERS: readonly string[] = [
  'host',
  'date',
  'request-target',
  'digest',
  'v-c-merchant-id',
];

/** Statuses of an authorization CyberSource approved (spec §4: both count as paid). */
export const CYBERSOURCE_PAID_STATUSES: readonly string[] = ['AUTHORIZED', 'AUTHORIZED_PENDING_REVIEW'];

const TIMEOUT_MS = 20_000;

/** A merchant's HTTP Signature credentials: the shared secret is the base64 key of the Business Center. */
export interface CybersourceCredentials {
  merchantId: string;
  keyId: string;
  sharedSecret: string;
}

/**
 * The base URL of the payments API: the configured override, else the environment's documented host.
 * @example cybersourceBaseUrl(undefined, 'live') // "https://api.cybersource.com"
 */
export function cybersourceBaseUrl(override: string | undefined, environment: 'sandbox' | 'live'): string {
  return (override ?? CYBERSOURCE_HOSTS[environment]).replace(/\/+$/, '');
}

/**
 * The `digest` header value: `SHA-256=` and the base64 SHA-256 of the exact body bytes sent.
 * @example bodyDigest('') // "SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="
 */
export function bodyDigest(body: string): string {
  return `SHA-256=${createHash('sha256').update(body, 'utf8').digest('base64')}`;
}

/**
 * The string an HTTP Signature signs: one `name: value` line per signed header, in the listed order,
 * joined by `\n` (no trailing newline). `request-target` is `{method lowercased} {path}`.
 * @throws Error when a listed header has no value
 */
export function signingString(
  headerNames: readonly string[],
  values: Readonly<Record<string, string>>,
): string {
  return headerNames
    .map((name) => {
      const value = values[name] ?? (name === '(request-target)' ? values['request-target'] : undefined);
      if (value === undefined) throw new Error(`no value for signed header ${name}`);
      return `${name}: ${value}`;
    })
    .join('\n');
}

/**
 * Base64 HMAC-SHA256 of the signing string, keyed with the base64-DECODED shared secret (CyberSource's
 * secret is itself base64).
 */
export function signatureHash(signing: string, sharedSecret: string): string {
  return createHmac('sha256', Buffer.from(sharedSecret, 'base64')).update(signing, 'utf8').digest('base64');
}

/**
 * The `signature` header value of CyberSource's HTTP Signature authentication.
 * @example
 * httpSignature({ keyId: 'k1', sharedSecret, headerNames: CYBERSOURCE_POST_SIGNED_HEADERS, values })
 * // 'keyid="k1", algorithm="HmacSHA256", headers="host date request-target digest v-c-merchant-id", signature="…"'
 */
export function httpSignature({
  keyId,
  sharedSecret,
  headerNames,
  values,
}: {
  keyId: string;
  sharedSecret: string;
  headerNames: readonly string[];
  values: Readonly<Record<string, string>>;
}): string {
  const signature = signatureHash(signingString(headerNames, values), sharedSecret);
  return `keyid="${keyId}", algorithm="HmacSHA256", headers="${headerNames.join(' ')}", signature="${signature}"`;
}

/**
 * The authentication headers of one signed POST. `host` is signed as `url.host`, which is exactly the Host
 * header fetch sends for the URL (fetch does not let a caller set Host).
 */
export function signedPostHeaders({
  credentials,
  url,
  body,
  date,
}: {
  credentials: CybersourceCredentials;
  url: URL;
  body: string;
  date: Date;
}): Record<string, string> {
  const headers = {
    date: date.toUTCString(),
    digest: bodyDigest(body),
    'v-c-merchant-id': credentials.merchantId,
  };
  const signature = httpSignature({
    keyId: credentials.keyId,
    sharedSecret: credentials.sharedSecret,
    headerNames: CYBERSOURCE_POST_SIGNED_HEADERS,
    values: { ...headers, host: url.host, 'request-target': `post ${url.pathname}${url.search}` },
  });
  return { ...headers, signature };
}

/** The fields of a card authorization we send. Amount is the server's figure, never the client's. */
export interface CybersourcePaymentRequest {
  /** Our order number, CyberSource's `clientReferenceInformation.code`. */
  orderNumber: string;
  /** Major units with two decimals, e.g. "12.34". */
  totalAmount: string;
  currency: string;
  card: { number: string; expirationMonth: string; expirationYear: string; securityCode: string };
  billTo: {
    firstName: string;
    lastName: string;
    address1: string;
    locality: string;
    administrativeArea: string;
    postalCode: string;
    country: string;
    email: string;
    phoneNumber: string;
  };
}

const ResponseSchema = z.object({
  id: z.string().optional(),
  status: z.string().optional(),
  reason: z.string().optional(),
  message: z.string().optional(),
  errorInformation: z.object({ reason: z.string().optional(), message: z.string().optional() }).optional(),
  orderInformation: z
    .object({
      amountDetails: z
        .object({
          authorizedAmount: z.string().optional(),
          totalAmount: z.string().optional(),
          currency: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
});

/** What CyberSource answered, reduced to what a payment decision needs. Never carries card data. */
export type CybersourcePaymentResult =
  | {
      /** CyberSource processed the request: `status` says how (AUTHORIZED, DECLINED, INVALID_REQUEST…). */
      kind: 'answered';
      httpStatus: number;
      id: string | undefined;
      status: string;
      message: string | undefined;
      authorizedAmount: string | undefined;
      currency: string | undefined;
    }
  /** CyberSource refused the request's authentication (wrong keys or merchant): nothing was charged. */
  | { kind: 'unauthenticated'; httpStatus: number }
  /** No usable answer (network, timeout, 5xx): whether the card was charged is unknown. */
  | { kind: 'unavailable'; httpStatus: number | undefined };

export interface CybersourceClientOptions {
  baseUrl: string;
  credentials: CybersourceCredentials;
  /** The clock, swappable in tests. */
  now?: () => Date;
  timeoutMs?: number;
}

function requestBody(request: CybersourcePaymentRequest): string {
  // empty optional billing lines are left out rather than sent blank
  const billTo = Object.fromEntries(Object.entries(request.billTo).filter(([, value]) => value !== ''));
  return JSON.stringify({
    clientReferenceInformation: { code: request.orderNumber },
    processingInformation: { capture: true },
    paymentInformation: { card: request.card },
    orderInformation: {
      amountDetails: { totalAmount: request.totalAmount, currency: request.currency },
      billTo,
    },
  });
}

/**
 * A client of CyberSource's REST Payments API with HTTP Signature authentication. The request body
 * holds the card; it is sent once and never logged or kept, and no error it raises carries it.
 */
export function createCybersourceClient({
  baseUrl,
  credentials,
  now = () => new Date(),
  timeoutMs = TIMEOUT_MS,
}: CybersourceClientOptions) {
  return {
    /** POST /pts/v2/payments: authorizes and captures the card in one call. */
    async createPayment(request: CybersourcePaymentRequest): Promise<CybersourcePaymentResult> {
      const url = new URL(`${baseUrl.replace(/\/+$/, '')}${CYBERSOURCE_PAYMENTS_PATH}`);
      const body = requestBody(request);
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            ...signedPostHeaders({ credentials, url, body, date: now() }),
            'content-type': 'application/json',
            accept: 'application/hal+json;charset=utf-8',
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch {
        return { kind: 'unavailable', httpStatus: undefined };
      }
      if (response.status === 401) return { kind: 'unauthenticated', httpStatus: 401 };
      if (response.status >= 500) return { kind: 'unavailable', httpStatus: response.status };
      const parsed = ResponseSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success || !parsed.data.status) return { kind: 'unavailable', httpStatus: response.status };
      const answer = parsed.data;
      return {
        kind: 'answered',
        httpStatus: response.status,
        id: answer.id,
        status: answer.status ?? 'UNKNOWN',
        message: answer.errorInformation?.message ?? answer.message,
        authorizedAmount: answer.orderInformation?.amountDetails?.authorizedAmount,
        currency: answer.orderInformation?.amountDetails?.currency,
      };
    },
  };
}
export type CybersourceClient = ReturnType<typeof createCybersourceClient>;
