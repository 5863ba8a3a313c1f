import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the Stripe API (https://docs.stripe.com/api), enough for PaymentIntents:
 * - `POST /v1/payment_intents` (create) and `GET /v1/payment_intents/:id` (retrieve, with `expand[]`);
 * - Bearer authentication with a test secret key; objects belong to the key that created them;
 * - `application/x-www-form-urlencoded` bodies with Stripe's bracket notation (`metadata[orderNumber]=…`),
 *   validated as Stripe documents them (unknown parameter, missing parameter, integer amount, currency,
 *   metadata limits of 50 keys / 40-character keys / 500-character values);
 * - idempotent requests: the same `Idempotency-Key` replays the first response (`Idempotent-Replayed: true`),
 *   the same key with other parameters is an `idempotency_error`; results of requests that failed validation
 *   are not saved, as on Stripe;
 * - errors as Stripe sends them: `{ error: { type, message, code?, param? } }` with Stripe's status codes.
 * - the browser's side of a payment, as Stripe.js calls it with a publishable key (`key=pk_test_…` in the
 *   parameters, mapped to its account by `publishableKeys`) and the intent's `client_secret`: retrieve, and
 *   `POST /v1/payment_intents/:id/confirm` with one of Stripe's test PaymentMethods (`pm_card_visa` succeeds,
 *   `pm_card_chargeDeclined` is declined) and the absolute `return_url` automatic payment methods need.
 *   Responses allow any origin (CORS), as the page calls the fake straight from the browser.
 * Stricter than Stripe where the app relies on it: creates must carry an `Idempotency-Key` and the metadata
 * keys in `requiredMetadata`.
 */

export type FakeIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** The PaymentIntent fields this fake keeps, named and shaped as in Stripe's PaymentIntent object. */
export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  automatic_payment_methods: { enabled: boolean; allow_redirects?: 'always' | 'never' } | null;
  canceled_at: number | null;
  capture_method: string;
  client_secret: string;
  confirmation_method: 'automatic' | 'manual';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: { type: string; code: string; decline_code?: string; message: string } | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: null;
  payment_method: string | null;
  payment_method_types: string[];
  receipt_email: string | null;
  status: FakeIntentStatus;
}

interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  balance_transaction: string | null;
  captured: boolean;
  created: number;
  currency: string;
  paid: boolean;
  payment_intent: string;
  status: 'succeeded' | 'pending' | 'failed';
}

interface FakeBalanceTransaction {
  id: string;
  object: 'balance_transaction';
  amount: number;
  currency: string;
  fee: number;
  net: number;
  source: string;
  status: 'pending';
  type: 'charge';
  created: number;
}

/** A nested form value after Stripe's bracket notation is unfolded. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The raw form body (POST) or query string (GET). */
  raw: string;
  params: Record<string, FormValue>;
}

export interface StripeFake {
  /** Base URL for `STRIPE_API_BASE`. */
  url: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  /** A copy of a PaymentIntent as Stripe would return it (undefined if unknown). */
  intent(id: string): FakePaymentIntent | undefined;
  intents(): FakePaymentIntent[];
  /** Moves a PaymentIntent as the shopper's payment would; `succeeded` creates its charge and fee. */
  setStatus(id: string, status: FakeIntentStatus): FakePaymentIntent;
  /** Changes figures behind the app's back (to simulate a mismatch). */
  update(
    id: string,
    patch: Partial<Pick<FakePaymentIntent, 'amount' | 'currency' | 'metadata'>>,
  ): FakePaymentIntent;
  /** A webhook payload: an Event object of `type` carrying a snapshot of the PaymentIntent. */
  event(type: string, intentId: string): string;
  /** The next `count` requests fail with this status and error (e.g. 500 api_error). */
  failNext(count: number, status: number, error: StripeErrorBody): void;
  close(): Promise<void>;
}

export interface StripeErrorBody {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';
  message: string;
  code?: string;
  param?: string;
}

class StripeFakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeFakeError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });

const CREATE_PARAMS = new Set([
  'amount',
  'currency',
  'metadata',
  'automatic_payment_methods',
  'capture_method',
  'customer',
  'description',
  'expand',
  'payment_method_types',
  'receipt_email',
  'statement_descriptor_suffix',
]);
const EXPANDABLE = new Set(['latest_charge', 'latest_charge.balance_transaction']);
/** A sample of the ISO codes Stripe supports (lower case, as Stripe returns them). */
const CURRENCIES = new Set(
  'usd eur gbp zar jpy cad aud nzd chf sek nok dkk inr brl mxn sgd hkd kes ngn egp aed bhd kwd'.split(' '),
);
/** Stripe's minimum charge amounts for the currencies the tests use (docs: "Minimum and maximum charge"). */
const MINIMUM_AMOUNT: Record<string, { amount: number; text: string }> = {
  usd: { amount: 50, text: '$0.50 usd' },
  eur: { amount: 50, text: '€0.50 eur' },
  gbp: { amount: 30, text: '£0.30 gbp' },
  zar: { amount: 1000, text: 'R10.00 zar' },
};
const MAX_AMOUNT = 99_999_999;

const now = () => Math.floor(Date.now() / 1000);
const token = (length: number) =>
  randomBytes(length).toString('base64url').replace(/[-_]/g, 'x').slice(0, length);

/**
 * Unfolds Stripe's bracket notation: `metadata[a]=1&expand[]=x&expand[1]=y` →
 * `{ metadata: { a: '1' }, expand: ['x', 'y'] }`.
 */
export function parseStripeForm(raw: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [fullKey, value] of new URLSearchParams(raw)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(fullKey);
    if (!match?.[1]) throw invalid(`Invalid parameter name: ${fullKey}`);
    const path = [match[1], ...[...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '')];
    let container: Record<string, FormValue> | FormValue[] = root;
    for (let index = 0; index < path.length; index++) {
      const segment = path[index] ?? '';
      const last = index === path.length - 1;
      const nextIsArray = !last && /^\d*$/.test(path[index + 1] ?? '');
      if (Array.isArray(container)) {
        const position = segment === '' ? container.length : Number(segment);
        if (last) container[position] = value;
        else {
          container[position] ??= nextIsArray ? [] : {};
          container = container[position] as Record<string, FormValue> | FormValue[];
        }
        continue;
      }
      if (last) {
        container[segment] = value;
      } else {
        const existing = container[segment];
        if (existing === undefined || typeof existing === 'string')
          container[segment] = nextIsArray ? [] : {};
        container = container[segment] as Record<string, FormValue> | FormValue[];
      }
    }
  }
  return root;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 1024 * 1024) reject(invalid('Request body too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The parameters of a request, order-independent: Stripe compares idempotent retries by their parameters. */
function fingerprint(raw: string): string {
  return [...new URLSearchParams(raw)]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('&');
}

function asString(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function metadataOf(value: FormValue | undefined, required: readonly string[]): Record<string, string> {
  if (value === undefined || value === '') {
    if (required.length > 0) throw invalid(`Missing required param: metadata[${required[0]}].`, 'metadata');
    return {};
  }
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw invalid('Invalid object', 'metadata');
  }
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalid('You can specify up to 50 keys in metadata.', 'metadata');
  const metadata: Record<string, string> = {};
  for (const [key, item] of entries) {
    if (typeof item !== 'string') throw invalid('Invalid string', `metadata[${key}]`);
    if (key.length > 40)
      throw invalid('Metadata keys can have a maximum length of 40 characters.', 'metadata');
    if (item.length > 500) {
      throw invalid('Metadata values can have a maximum length of 500 characters.', `metadata[${key}]`);
    }
    metadata[key] = item;
  }
  for (const key of required) {
    if (!metadata[key]) throw invalid(`Missing required param: metadata[${key}].`, `metadata[${key}]`);
  }
  return metadata;
}

export interface StripeFakeOptions {
  /** Metadata keys every created PaymentIntent must carry (the app's contract, not Stripe's). */
  requiredMetadata?: readonly string[];
  /** Publishable key → the secret key of the same account, for the browser's calls. */
  publishableKeys?: Readonly<Record<string, string>>;
  /**
   * The secret keys that exist: any other is refused as Stripe refuses an unknown key (401 "Invalid API Key
   * provided"). Unset, every well-formed test key is an account of its own.
   */
  secretKeys?: readonly string[];
  /** A fixed port (end-to-end runs); a free one by default. */
  port?: number;
}

/** Stripe's test PaymentMethods the confirm call accepts, and what paying with each does. */
const TEST_PAYMENT_METHODS: Record<string, 'succeeded' | 'declined'> = {
  pm_card_visa: 'succeeded',
  pm_card_chargeDeclined: 'declined',
};
const CONFIRM_PARAMS = new Set(['key', 'client_secret', 'payment_method', 'return_url']);
const CONFIRMABLE = new Set<FakeIntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
]);

/** Starts the fake on 127.0.0.1 and a free port (or `options.port`). */
export async function startStripeFake(options: StripeFakeOptions = {}): Promise<StripeFake> {
  const requiredMetadata = options.requiredMetadata ?? ['orderNumber'];
  const publishableKeys = options.publishableKeys ?? {};
  const intents = new Map<string, { account: string; intent: FakePaymentIntent }>();
  const charges = new Map<string, FakeCharge>();
  const balanceTransactions = new Map<string, FakeBalanceTransaction>();
  const idempotent = new Map<
    string,
    { endpoint: string; fingerprint: string; status: number; body: string }
  >();
  const requests: RecordedRequest[] = [];
  const failures: { status: number; error: StripeErrorBody }[] = [];

  function authenticate(request: IncomingMessage): string {
    const header = request.headers.authorization;
    if (!header) {
      throw new StripeFakeError(401, {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      });
    }
    const key = /^Bearer (sk_test_[A-Za-z0-9_]+)$/.exec(header)?.[1];
    if (!key || (options.secretKeys && !options.secretKeys.includes(key))) {
      const shown = header.replace(/^Bearer /, '');
      throw new StripeFakeError(401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${shown.slice(0, 8)}****${shown.slice(-4)}`,
      });
    }
    return key;
  }

  /** The account of a publishable key sent as the `key` parameter, as Stripe.js sends it. */
  function publishableAccount(key: string): string {
    const account = /^pk_test_[A-Za-z0-9_]+$/.test(key) ? publishableKeys[key] : undefined;
    if (!account) {
      throw new StripeFakeError(401, {
        type: 'invalid_request_error',
        message: `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`,
      });
    }
    return account;
  }

  /** A publishable key reaches an intent only with its client secret. */
  function checkClientSecret(intent: FakePaymentIntent, params: Record<string, FormValue>): void {
    const secret = asString(params.client_secret);
    if (!secret)
      throw invalid('Missing required param: client_secret.', 'client_secret', 'parameter_missing');
    if (secret !== intent.client_secret) {
      throw invalid(
        'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
        'client_secret',
      );
    }
  }

  /** Confirms as the shopper's payment would: Stripe's test PaymentMethods succeed or are declined. */
  function confirmIntent(intent: FakePaymentIntent, params: Record<string, FormValue>): FakePaymentIntent {
    for (const key of Object.keys(params)) {
      if (!CONFIRM_PARAMS.has(key)) throw invalid(`Received unknown parameter: ${key}`, key);
    }
    if (!CONFIRMABLE.has(intent.status)) {
      throw invalid(
        `You cannot confirm this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be confirmed: requires_confirmation, requires_action, requires_payment_method.`,
        undefined,
        'payment_intent_unexpected_state',
      );
    }
    const returnUrl = asString(params.return_url);
    if (returnUrl === undefined && intent.automatic_payment_methods?.allow_redirects === 'always') {
      throw invalid(
        'A `return_url` must be specified because this Payment Intent is configured to automatically accept the payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed.',
        'return_url',
      );
    }
    if (returnUrl !== undefined && !/^https?:\/\/[^/\s]+/.test(returnUrl))
      throw invalid('Not a valid URL', 'return_url');
    const paymentMethod = asString(params.payment_method);
    if (!paymentMethod) {
      throw invalid('Missing required param: payment_method.', 'payment_method', 'parameter_missing');
    }
    const outcome = TEST_PAYMENT_METHODS[paymentMethod];
    if (!outcome) {
      throw new StripeFakeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such PaymentMethod: '${paymentMethod}'`,
        param: 'payment_method',
      });
    }
    if (outcome === 'declined') {
      applyStatus(intent, 'requires_payment_method');
      throw new StripeFakeError(402, {
        type: 'card_error',
        code: 'card_declined',
        message: 'Your card was declined.',
      });
    }
    applyStatus(intent, 'succeeded');
    return intent;
  }

  function createIntent(account: string, params: Record<string, FormValue>): FakePaymentIntent {
    for (const key of Object.keys(params)) {
      if (!CREATE_PARAMS.has(key)) throw invalid(`Received unknown parameter: ${key}`, key);
    }
    const amountText = asString(params.amount);
    if (amountText === undefined || amountText === '')
      throw invalid('Missing required param: amount.', 'amount', 'parameter_missing');
    if (!/^\d+$/.test(amountText)) throw invalid(`Invalid integer: ${amountText}`, 'amount');
    const amount = Number(amountText);
    const currencyText = asString(params.currency);
    if (!currencyText) throw invalid('Missing required param: currency.', 'currency', 'parameter_missing');
    const currency = currencyText.toLowerCase();
    if (!CURRENCIES.has(currency)) throw invalid(`Invalid currency: ${currencyText}.`, 'currency');
    const minimum = MINIMUM_AMOUNT[currency];
    if (amount < 1 || (minimum && amount < minimum.amount)) {
      throw invalid(
        `Amount must be at least ${minimum?.text ?? `1 ${currency}`}`,
        'amount',
        'amount_too_small',
      );
    }
    if (amount > MAX_AMOUNT)
      throw invalid('Amount must be no more than 999,999.99', 'amount', 'amount_too_large');
    const metadata = metadataOf(params.metadata, requiredMetadata);

    let automatic: FakePaymentIntent['automatic_payment_methods'] = null;
    const automaticParam = params.automatic_payment_methods;
    if (automaticParam !== undefined) {
      if (typeof automaticParam !== 'object' || Array.isArray(automaticParam)) {
        throw invalid('Invalid object', 'automatic_payment_methods');
      }
      const enabled = asString(automaticParam.enabled);
      if (enabled === undefined) {
        throw invalid(
          'Missing required param: automatic_payment_methods[enabled].',
          'automatic_payment_methods[enabled]',
        );
      }
      if (enabled !== 'true' && enabled !== 'false') {
        throw invalid(`Invalid boolean: ${enabled}`, 'automatic_payment_methods[enabled]');
      }
      automatic = enabled === 'true' ? { enabled: true, allow_redirects: 'always' } : { enabled: false };
    }
    if (automatic?.enabled && params.payment_method_types !== undefined) {
      throw invalid(
        'You may only specify one of these parameters: automatic_payment_methods, payment_method_types.',
        'automatic_payment_methods',
      );
    }
    const id = `pi_${token(24)}`;
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: automatic,
      canceled_at: null,
      capture_method: asString(params.capture_method) ?? 'automatic_async',
      client_secret: `${id}_secret_${token(25)}`,
      confirmation_method: 'automatic',
      created: now(),
      currency,
      customer: asString(params.customer) ?? null,
      description: asString(params.description) ?? null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata,
      next_action: null,
      payment_method: null,
      payment_method_types: automatic?.enabled ? ['card', 'link'] : ['card'],
      receipt_email: asString(params.receipt_email) ?? null,
      status: 'requires_payment_method',
    };
    intents.set(id, { account, intent });
    return intent;
  }

  function expanded(intent: FakePaymentIntent, expand: FormValue | undefined): Record<string, unknown> {
    const paths = expand === undefined ? [] : Array.isArray(expand) ? expand : [expand];
    const wanted = new Set<string>();
    for (const path of paths) {
      if (typeof path !== 'string' || !EXPANDABLE.has(path)) {
        throw invalid(`This property cannot be expanded (${String(path)}).`, 'expand');
      }
      wanted.add(path);
    }
    const copy: Record<string, unknown> = { ...structuredClone(intent) };
    const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
    if (charge && (wanted.has('latest_charge') || wanted.has('latest_charge.balance_transaction'))) {
      const chargeCopy: Record<string, unknown> = { ...charge };
      if (wanted.has('latest_charge.balance_transaction') && charge.balance_transaction) {
        chargeCopy.balance_transaction = balanceTransactions.get(charge.balance_transaction) ?? null;
      }
      copy.latest_charge = chargeCopy;
    }
    return copy;
  }

  function findIntent(account: string, id: string): FakePaymentIntent {
    const stored = intents.get(id);
    // an object of another account does not exist for this key
    if (!stored || stored.account !== account) {
      throw new StripeFakeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such payment_intent: '${id}'`,
        param: 'intent',
      });
    }
    return stored.intent;
  }

  async function route(
    request: IncomingMessage,
  ): Promise<{ status: number; body: string; replayed?: boolean }> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const raw = method === 'POST' ? await readBody(request) : url.search.slice(1);
    const record: RecordedRequest = { method, path: url.pathname, headers: request.headers, raw, params: {} };
    requests.push(record);
    const failure = failures.shift();
    if (failure) throw new StripeFakeError(failure.status, failure.error);

    // Stripe.js sends the publishable key as a parameter, with no Authorization header
    const publishableKey = request.headers.authorization ? null : new URLSearchParams(raw).get('key');
    const account = publishableKey ? publishableAccount(publishableKey) : authenticate(request);
    record.params = parseStripeForm(raw);

    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname);
    if (method === 'POST' && confirm?.[1]) {
      const intent = findIntent(account, decodeURIComponent(confirm[1]));
      if (publishableKey) checkClientSecret(intent, record.params);
      return { status: 200, body: JSON.stringify(confirmIntent(intent, record.params)) };
    }
    if (publishableKey && !(method === 'GET' && /^\/v1\/payment_intents\/[^/]+$/.test(url.pathname))) {
      throw new StripeFakeError(401, {
        type: 'invalid_request_error',
        message: 'This API call cannot be made with a publishable API key. Please use a secret API key.',
      });
    }

    if (method === 'POST' && url.pathname === '/v1/payment_intents') {
      const contentType = request.headers['content-type'] ?? '';
      if (!contentType.startsWith('application/x-www-form-urlencoded')) {
        throw invalid(
          'Invalid request (check that your POST content type is application/x-www-form-urlencoded).',
        );
      }
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || key === '') {
        throw invalid('This fake requires an Idempotency-Key header on every POST.');
      }
      if (key.length > 255) throw invalid('Idempotency key must be at most 255 characters long.');
      const endpoint = `${method} ${url.pathname}`;
      const print = fingerprint(raw);
      const saved = idempotent.get(`${account}:${key}`);
      if (saved) {
        if (saved.endpoint !== endpoint || saved.fingerprint !== print) {
          throw new StripeFakeError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          });
        }
        return { status: saved.status, body: saved.body, replayed: true };
      }
      const intent = createIntent(account, record.params);
      const body = JSON.stringify(expanded(intent, record.params.expand));
      idempotent.set(`${account}:${key}`, { endpoint, fingerprint: print, status: 200, body });
      return { status: 200, body };
    }

    // the call a "test connection" makes: any valid secret key may read its account's balance
    if (method === 'GET' && url.pathname === '/v1/balance') {
      return {
        status: 200,
        body: JSON.stringify({
          object: 'balance',
          available: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
          pending: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
          livemode: false,
        }),
      };
    }

    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && retrieve?.[1]) {
      for (const key of Object.keys(record.params)) {
        if (key !== 'expand' && key !== 'client_secret' && !(publishableKey && key === 'key'))
          throw invalid(`Received unknown parameter: ${key}`, key);
      }
      const intent = findIntent(account, decodeURIComponent(retrieve[1]));
      if (publishableKey) checkClientSecret(intent, record.params);
      return { status: 200, body: JSON.stringify(expanded(intent, record.params.expand)) };
    }

    throw new StripeFakeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    });
  }

  function send(response: ServerResponse, status: number, body: string, replayed = false) {
    response.writeHead(status, {
      'content-type': 'application/json',
      'request-id': `req_${token(14)}`,
      'stripe-version': Stripe.API_VERSION,
      'access-control-allow-origin': '*',
      ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
    });
    response.end(body);
  }

  const server = createServer((request, response) => {
    route(request).then(
      (result) => send(response, result.status, result.body, result.replayed),
      (error: unknown) => {
        if (error instanceof StripeFakeError)
          send(response, error.status, JSON.stringify({ error: error.body }));
        else send(response, 500, JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const stored = (id: string) => {
    const entry = intents.get(id);
    if (!entry) throw new Error(`stripe fake: no PaymentIntent ${id}`);
    return entry.intent;
  };

  function charge(intent: FakePaymentIntent, status: FakeCharge['status']): string {
    const id = `ch_${token(24)}`;
    let balanceTransaction: string | null = null;
    if (status === 'succeeded') {
      // Stripe's standard card pricing, 2.9% + 30¢, as the fee of the charge's balance transaction
      const fee = Math.round(intent.amount * 0.029) + 30;
      balanceTransaction = `txn_${token(24)}`;
      balanceTransactions.set(balanceTransaction, {
        id: balanceTransaction,
        object: 'balance_transaction',
        amount: intent.amount,
        currency: intent.currency,
        fee,
        net: intent.amount - fee,
        source: id,
        status: 'pending',
        type: 'charge',
        created: now(),
      });
    }
    charges.set(id, {
      id,
      object: 'charge',
      amount: intent.amount,
      amount_captured: status === 'succeeded' ? intent.amount : 0,
      amount_refunded: 0,
      balance_transaction: balanceTransaction,
      captured: status === 'succeeded',
      created: now(),
      currency: intent.currency,
      paid: status === 'succeeded',
      payment_intent: intent.id,
      status,
    });
    return id;
  }

  /** Moves a PaymentIntent as the shopper's payment would; `succeeded` creates its charge and fee. */
  function applyStatus(intent: FakePaymentIntent, status: FakeIntentStatus): void {
    intent.status = status;
    intent.payment_method = status === 'requires_payment_method' ? null : `pm_${token(24)}`;
    intent.amount_received = status === 'succeeded' ? intent.amount : 0;
    intent.last_payment_error =
      status === 'requires_payment_method'
        ? {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
          }
        : null;
    if (status === 'succeeded') intent.latest_charge = charge(intent, 'succeeded');
    if (status === 'requires_payment_method') intent.latest_charge = charge(intent, 'failed');
    if (status === 'processing') intent.latest_charge = charge(intent, 'pending');
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intent: (id) => {
      const entry = intents.get(id);
      return entry ? structuredClone(entry.intent) : undefined;
    },
    intents: () => [...intents.values()].map((entry) => structuredClone(entry.intent)),
    setStatus(id, status) {
      const intent = stored(id);
      applyStatus(intent, status);
      return structuredClone(intent);
    },
    update(id, patch) {
      const intent = stored(id);
      if (patch.amount !== undefined) {
        intent.amount = patch.amount;
        if (intent.status === 'succeeded') intent.amount_received = patch.amount;
      }
      if (patch.currency !== undefined) intent.currency = patch.currency;
      if (patch.metadata !== undefined) intent.metadata = patch.metadata;
      return structuredClone(intent);
    },
    event(type, intentId) {
      return JSON.stringify({
        id: `evt_${token(24)}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        data: { object: stored(intentId) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
    },
    failNext(count, status, error) {
      for (let index = 0; index < count; index++) failures.push({ status, error });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
