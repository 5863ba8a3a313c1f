import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local PayPal REST API (OAuth2 + Orders v2) that checks requests the way PayPal documents them
 * (https://developer.paypal.com/docs/api/orders/v2/) and answers with PayPal's shapes. The buyer's approval,
 * which happens in PayPal's own window, is a test-only control: `approve(orderId)`, or from a browser
 * `POST /test/checkout/orders/:id/approve` (any origin may call it).
 */

export interface FakeMoney {
  currency_code: string;
  value: string;
}

export interface FakeCapture {
  id: string;
  status: string;
  amount: FakeMoney;
  final_capture: boolean;
  custom_id?: string;
  invoice_id?: string;
  seller_receivable_breakdown: { gross_amount: FakeMoney; paypal_fee: FakeMoney; net_amount: FakeMoney };
  create_time: string;
  update_time: string;
}

export interface FakeOrder {
  id: string;
  intent: 'CAPTURE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  purchase_units: Array<{
    reference_id?: string;
    custom_id?: string;
    invoice_id?: string;
    amount: FakeMoney;
    payments?: { captures: FakeCapture[] };
  }>;
  create_time: string;
}

/** Changes the next captures' results (a declined card, a different amount or currency, another id). */
export interface CaptureOverride {
  status?: string;
  value?: string;
  currency?: string;
  customId?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface PaypalFake {
  url: string;
  clientId: string;
  clientSecret: string;
  orders: Map<string, FakeOrder>;
  requests: RecordedRequest[];
  /** Applied to every capture while set. */
  captureOverride: CaptureOverride | undefined;
  /** Token requests answered so far (the client should cache its token). */
  tokenCount(): number;
  /** The buyer approves the order in PayPal's window. */
  approve(orderId: string): void;
  /** A capture made outside our server (e.g. the server crashed before recording it). */
  captureDirectly(orderId: string): FakeCapture;
  close(): Promise<void>;
}

const VALUE = /^\d{1,10}\.\d{2}$/;

function id(length = 17): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

function cents(value: string): number {
  const [whole = '0', fraction = '00'] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function money(currency: string, amountCents: number): FakeMoney {
  return {
    currency_code: currency,
    value: `${Math.trunc(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`,
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': id(12).toLowerCase() });
  response.end(JSON.stringify(body));
}

function issue(response: ServerResponse, status: number, name: string, issueName: string): void {
  send(response, status, {
    name,
    message: 'The requested action could not be performed.',
    debug_id: id(12).toLowerCase(),
    details: [{ issue: issueName, description: issueName }],
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Starts the fake on 127.0.0.1 and a random port (or `options.port`). */
export async function startPaypalFake(
  options: { clientId?: string; clientSecret?: string; port?: number } = {},
): Promise<PaypalFake> {
  const clientId = options.clientId ?? 'fake-paypal-client';
  const clientSecret = options.clientSecret ?? `SECRET_paypal_${id(8)}`;
  const tokens = new Map<string, number>();
  const orders = new Map<string, FakeOrder>();
  const requests: RecordedRequest[] = [];
  /** PayPal-Request-Id → the first answer, replayed for the same key. */
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let tokenRequests = 0;

  function capture(order: FakeOrder): FakeCapture {
    const unit = order.purchase_units[0];
    if (!unit) throw new Error('order without purchase unit');
    const override = fake.captureOverride ?? {};
    const currency = override.currency ?? unit.amount.currency_code;
    const gross = cents(override.value ?? unit.amount.value);
    // PayPal's fee: a percentage plus a fixed part
    const fee = Math.round(gross * 0.0349) + 49;
    const now = new Date().toISOString();
    const result: FakeCapture = {
      id: id(),
      status: override.status ?? 'COMPLETED',
      amount: money(currency, gross),
      final_capture: true,
      custom_id: override.customId ?? unit.custom_id,
      invoice_id: override.customId ?? unit.invoice_id,
      seller_receivable_breakdown: {
        gross_amount: money(currency, gross),
        paypal_fee: money(currency, fee),
        net_amount: money(currency, gross - fee),
      },
      create_time: now,
      update_time: now,
    };
    unit.payments = { captures: [result] };
    order.status = 'COMPLETED';
    return result;
  }

  function bearerOk(request: IncomingMessage): boolean {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    const expiry = match?.[1] ? tokens.get(match[1]) : undefined;
    return expiry !== undefined && expiry > Date.now();
  }

  /** PayPal answers only `id`, `status` and links unless asked for the representation. */
  function view(request: IncomingMessage, order: FakeOrder): unknown {
    const full = request.headers.prefer === 'return=representation' || request.method === 'GET';
    return full ? structuredClone(order) : { id: order.id, status: order.status, links: [] };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const path = (request.url ?? '').split('?')[0] ?? '';
    requests.push({ method: request.method ?? '', path, headers: request.headers, body });

    if (request.method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) {
        return send(response, 401, {
          error: 'invalid_client',
          error_description: 'Client Authentication failed',
        });
      }
      const form = new URLSearchParams(body);
      if (
        !request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') ||
        form.get('grant_type') !== 'client_credentials'
      ) {
        return send(response, 400, {
          error: 'unsupported_grant_type',
          error_description: 'Grant Type is NULL',
        });
      }
      tokenRequests += 1;
      const token = `A21AA${id(40)}`;
      tokens.set(token, Date.now() + 32_400_000);
      return send(response, 200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: 32_400,
        nonce: `${new Date().toISOString()}${id(10)}`,
      });
    }

    const approval = /^\/test\/checkout\/orders\/([^/]+)\/approve$/.exec(path);
    if (request.method === 'POST' && approval?.[1]) {
      response.setHeader('access-control-allow-origin', '*');
      const order = orders.get(decodeURIComponent(approval[1]));
      if (!order) return issue(response, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      fake.approve(order.id);
      return send(response, 200, { id: order.id, status: order.status });
    }

    if (!bearerOk(request)) return issue(response, 401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');

    const requestId = request.headers['paypal-request-id'];
    const replayKey = typeof requestId === 'string' ? `${path}\n${requestId}` : undefined;
    if (request.method === 'POST') {
      if (!request.headers['content-type']?.startsWith('application/json')) {
        return issue(response, 415, 'UNSUPPORTED_MEDIA_TYPE', 'UNSUPPORTED_MEDIA_TYPE');
      }
      const replay = replayKey ? idempotent.get(replayKey) : undefined;
      if (replay) return send(response, replay.status, replay.body);
    }
    const remember = (status: number, answer: unknown) => {
      if (replayKey) idempotent.set(replayKey, { status, body: answer });
      send(response, status, answer);
    };

    if (request.method === 'POST' && path === '/v2/checkout/orders') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return issue(response, 400, 'INVALID_REQUEST', 'MALFORMED_REQUEST_JSON');
      }
      if (!isRecord(parsed) || parsed.intent !== 'CAPTURE') {
        return issue(response, 400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');
      }
      const units = parsed.purchase_units;
      const unit = Array.isArray(units) && units.length === 1 ? units[0] : undefined;
      const amount = isRecord(unit) ? unit.amount : undefined;
      if (
        !isRecord(unit) ||
        !isRecord(amount) ||
        typeof amount.currency_code !== 'string' ||
        !/^[A-Z]{3}$/.test(amount.currency_code) ||
        typeof amount.value !== 'string' ||
        !VALUE.test(amount.value) ||
        cents(amount.value) <= 0
      ) {
        return issue(response, 422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION');
      }
      const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
      const order: FakeOrder = {
        id: id(),
        intent: 'CAPTURE',
        status: 'CREATED',
        purchase_units: [
          {
            reference_id: text(unit.reference_id),
            custom_id: text(unit.custom_id),
            invoice_id: text(unit.invoice_id),
            amount: { currency_code: amount.currency_code, value: amount.value },
          },
        ],
        create_time: new Date().toISOString(),
      };
      orders.set(order.id, order);
      return remember(201, view(request, order));
    }

    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    const order = match?.[1] ? orders.get(decodeURIComponent(match[1])) : undefined;
    if (!match) return issue(response, 404, 'NOT_FOUND', 'NOT_FOUND');
    if (!order) return issue(response, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');

    if (request.method === 'GET' && !match[2]) return send(response, 200, view(request, order));
    if (request.method === 'POST' && match[2]) {
      if (order.status === 'COMPLETED') {
        return remember(422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'ORDER_ALREADY_CAPTURED', description: 'Order already captured.' }],
        });
      }
      if (order.status !== 'APPROVED') {
        return remember(422, {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'ORDER_NOT_APPROVED', description: 'Payer has not yet approved the Order.' }],
        });
      }
      capture(order);
      return remember(201, view(request, order));
    }
    return issue(response, 405, 'METHOD_NOT_SUPPORTED', 'METHOD_NOT_SUPPORTED');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: PaypalFake = {
    url: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    orders,
    requests,
    captureOverride: undefined,
    tokenCount: () => tokenRequests,
    approve(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`unknown PayPal order ${orderId}`);
      if (order.status === 'CREATED') order.status = 'APPROVED';
    },
    captureDirectly(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`unknown PayPal order ${orderId}`);
      this.approve(orderId);
      return capture(order);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return fake;
}
