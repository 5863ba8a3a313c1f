import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Test card numbers the fake answers specially (any other number is authorized). */
export const FAKE_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
  review: '4000000000000101',
} as const;

export type FakeOutcome = 'AUTHORIZED' | 'DECLINED' | 'AUTHORIZED_PENDING_REVIEW' | 'SERVER_ERROR';

/** A request the fake accepted or refused, as it arrived (tests assert on it; the fake is test-only). */
export interface RecordedRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  body: unknown;
  /** Why authentication failed, or null when the signature verified. */
  authError: string | null;
}

export interface CybersourceFakeOptions {
  merchantId: string;
  keyId: string;
  /** Base64, as CyberSource's Business Center issues it. */
  sharedSecret: string;
  /** How old (or how far ahead) the `date` header may be. */
  maxClockSkewMs?: number;
  /** A fixed port (end-to-end runs); a free one by default. */
  port?: number;
}

export interface CybersourceFake {
  url: string;
  requests: RecordedRequest[];
  /** Requests that passed authentication (the ones CyberSource would have processed). */
  accepted(): RecordedRequest[];
  /** Sets the outcome for a card number; `FAKE_CARDS.declined` and `.review` are preset. */
  setOutcome(cardNumber: string, outcome: FakeOutcome): void;
  close(): Promise<void>;
}

const PAYMENTS_PATH = '/pts/v2/payments';
/** A GET any authenticated merchant may make: the reporting API's list of report definitions. */
export const REPORT_DEFINITIONS_PATH = '/reporting/v3/report-definitions';
const REQUIRED_SIGNED = ['host', 'date', 'request-target', 'digest', 'v-c-merchant-id'];
/** A GET has no body, so no digest: CyberSource signs host, date, request-target and the merchant id. */
const REQUIRED_SIGNED_GET = ['host', 'date', 'request-target', 'v-c-merchant-id'];

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Parses `keyid="…", algorithm="…", headers="…", signature="…"`. */
function signatureParameters(value: string): Map<string, string> {
  const parameters = new Map<string, string>();
  for (const match of value.matchAll(/([a-zA-Z]+)="([^"]*)"/g)) {
    const [, name, content] = match;
    if (name !== undefined && content !== undefined) parameters.set(name.toLowerCase(), content);
  }
  return parameters;
}

function equalText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Verifies CyberSource's HTTP Signature the way CyberSource does, from the raw request: every required
 * header present, the merchant and key id known, the date fresh, the digest the SHA-256 of the exact body
 * bytes, and the signature the HMAC-SHA256 (base64-decoded shared secret) of the headers it lists.
 * @returns the reason it fails, or null
 */
function authenticationError(
  request: IncomingMessage,
  rawBody: Buffer,
  options: Required<CybersourceFakeOptions>,
): string | null {
  const get = request.method === 'GET';
  for (const name of ['host', 'date', ...(get ? [] : ['digest']), 'v-c-merchant-id', 'signature']) {
    if (!header(request, name)) return `missing ${name} header`;
  }
  if (header(request, 'v-c-merchant-id') !== options.merchantId) return 'unknown merchant';
  const date = Date.parse(header(request, 'date') ?? '');
  if (Number.isNaN(date) || Math.abs(Date.now() - date) > options.maxClockSkewMs) return 'stale date';
  const digest = `SHA-256=${createHash('sha256').update(rawBody).digest('base64')}`;
  if (!get && !equalText(header(request, 'digest') ?? '', digest)) return 'digest mismatch';

  const parameters = signatureParameters(header(request, 'signature') ?? '');
  if (parameters.get('keyid') !== options.keyId) return 'unknown key id';
  if (parameters.get('algorithm') !== 'HmacSHA256') return 'unsupported algorithm';
  const listed = (parameters.get('headers') ?? '').split(' ').filter(Boolean);
  const normalized = listed.map((name) => (name === '(request-target)' ? 'request-target' : name));
  const required = get ? REQUIRED_SIGNED_GET : REQUIRED_SIGNED;
  if (!required.every((name) => normalized.includes(name))) return 'required header not signed';
  const lines: string[] = [];
  for (const name of listed) {
    const value =
      name === 'request-target' || name === '(request-target)'
        ? `${(request.method ?? '').toLowerCase()} ${request.url ?? ''}`
        : header(request, name);
    if (value === undefined) return `signed header ${name} missing`;
    lines.push(`${name}: ${value}`);
  }
  const expected = createHmac('sha256', Buffer.from(options.sharedSecret, 'base64'))
    .update(lines.join('\n'))
    .digest('base64');
  return equalText(parameters.get('signature') ?? '', expected) ? null : 'signature mismatch';
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/hal+json',
    'v-c-correlation-id': `fake-${Date.now()}`,
  });
  response.end(JSON.stringify(body));
}

interface PaymentBody {
  clientReferenceInformation?: { code?: string };
  paymentInformation?: { card?: { number?: string; expirationMonth?: string; expirationYear?: string } };
  orderInformation?: {
    amountDetails?: { totalAmount?: string; currency?: string };
    billTo?: { firstName?: string; lastName?: string; email?: string };
  };
}

/** CyberSource's 400 for a missing or invalid field. */
function invalidRequest(body: PaymentBody): { field: string; reason: string } | null {
  const card = body.paymentInformation?.card;
  const amount = body.orderInformation?.amountDetails;
  const billTo = body.orderInformation?.billTo;
  const checks: [string, boolean][] = [
    ['clientReferenceInformation.code', Boolean(body.clientReferenceInformation?.code)],
    ['paymentInformation.card.number', /^\d{12,19}$/.test(card?.number ?? '')],
    ['paymentInformation.card.expirationMonth', /^\d{2}$/.test(card?.expirationMonth ?? '')],
    ['paymentInformation.card.expirationYear', /^\d{4}$/.test(card?.expirationYear ?? '')],
    ['orderInformation.amountDetails.totalAmount', /^\d+\.\d{2}$/.test(amount?.totalAmount ?? '')],
    ['orderInformation.amountDetails.currency', /^[A-Z]{3}$/.test(amount?.currency ?? '')],
    ['orderInformation.billTo.firstName', Boolean(billTo?.firstName)],
    ['orderInformation.billTo.lastName', Boolean(billTo?.lastName)],
    ['orderInformation.billTo.email', Boolean(billTo?.email)],
  ];
  const failed = checks.find(([, ok]) => !ok);
  return failed ? { field: failed[0], reason: 'MISSING_FIELD' } : null;
}

function transactionId(): string {
  let id = '';
  for (let index = 0; index < 22; index++) id += String(randomInt(10));
  return id;
}

/**
 * A local stand-in for CyberSource's REST Payments API (POST /pts/v2/payments) on 127.0.0.1. It refuses
 * (401) any request whose HTTP Signature does not verify, and answers like CyberSource: 201 with
 * AUTHORIZED, DECLINED or AUTHORIZED_PENDING_REVIEW, 400 INVALID_REQUEST, or 502 SERVER_ERROR.
 */
export async function startCybersourceFake(options: CybersourceFakeOptions): Promise<CybersourceFake> {
  const settings: Required<CybersourceFakeOptions> = { maxClockSkewMs: 5 * 60_000, port: 0, ...options };
  const requests: RecordedRequest[] = [];
  const outcomes = new Map<string, FakeOutcome>([
    [FAKE_CARDS.declined, 'DECLINED'],
    [FAKE_CARDS.review, 'AUTHORIZED_PENDING_REVIEW'],
  ]);

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      let body: PaymentBody = {};
      try {
        body = JSON.parse(raw.toString('utf8')) as PaymentBody;
      } catch {
        // an unparsable body fails the field checks below
      }
      const authError = authenticationError(request, raw, settings);
      requests.push({
        path: request.url ?? '',
        headers: request.headers,
        rawBody: raw.toString('utf8'),
        body,
        authError,
      });
      if (request.method === 'GET' && request.url === REPORT_DEFINITIONS_PATH) {
        if (authError) send(response, 401, { response: { rmsg: 'Authentication Failed' } });
        else
          send(response, 200, {
            reportDefinitions: [{ type: 'TransactionRequestClass', reportDefinitionId: 210 }],
          });
        return;
      }
      if (request.method !== 'POST' || request.url !== PAYMENTS_PATH) {
        send(response, 404, { message: 'Resource not found' });
        return;
      }
      // CyberSource's answer to a request it cannot authenticate
      if (authError) {
        send(response, 401, { response: { rmsg: 'Authentication Failed' } });
        return;
      }
      const invalid = invalidRequest(body);
      if (invalid) {
        send(response, 400, {
          submitTimeUtc: new Date().toISOString(),
          status: 'INVALID_REQUEST',
          reason: invalid.reason,
          message: 'Declined - The request is missing one or more fields',
          details: [invalid],
        });
        return;
      }
      const cardNumber = body.paymentInformation?.card?.number ?? '';
      const outcome = outcomes.get(cardNumber) ?? 'AUTHORIZED';
      if (outcome === 'SERVER_ERROR') {
        send(response, 502, {
          status: 'SERVER_ERROR',
          reason: 'SYSTEM_ERROR',
          message: 'Error - General system failure.',
        });
        return;
      }
      const amountDetails = body.orderInformation?.amountDetails ?? {};
      send(response, 201, {
        _links: { self: { href: `${PAYMENTS_PATH}/fake`, method: 'GET' } },
        id: transactionId(),
        submitTimeUtc: new Date().toISOString(),
        status: outcome,
        clientReferenceInformation: { code: body.clientReferenceInformation?.code },
        ...(outcome === 'DECLINED'
          ? {
              errorInformation: {
                reason: 'PROCESSOR_DECLINED',
                message:
                  'Decline - General decline of the card. No other information provided by the issuing bank.',
              },
            }
          : {
              orderInformation: {
                amountDetails: {
                  authorizedAmount: amountDetails.totalAmount,
                  currency: amountDetails.currency,
                },
              },
              processorInformation: { approvalCode: '888888', responseCode: '100' },
            }),
        paymentAccountInformation: { card: { type: '001' } },
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(settings.port, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    accepted: () => requests.filter((request) => request.authError === null),
    setOutcome: (cardNumber, outcome) => outcomes.set(cardNumber, outcome),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
