import { createHash, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local PayFast (custom integration + ITN, https://developers.payfast.co.za/docs) with its own,
 * independent implementation of PayFast's signature: it checks checkout forms as PayFast does, builds
 * signed ITNs as PayFast sends them, and answers `/eng/query/validate` with VALID only for data it issued.
 */

/** Checkout variables in PayFast's documented order. */
const CHECKOUT_ORDER = [
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
];

export interface PayfastMerchantAccount {
  merchantId: string;
  merchantKey: string;
  passphrase: string;
}

export type Pairs = Array<[string, string]>;

export interface ItnInput {
  mPaymentId: string;
  amountGross: string;
  pfPaymentId?: string;
  paymentStatus?: string;
  itemName?: string;
  nameFirst?: string;
  nameLast?: string;
  email?: string;
  /** Sign with this passphrase instead of the merchant's (a forger's guess). */
  signWith?: string;
}

export interface PayfastFake {
  url: string;
  merchant: PayfastMerchantAccount;
  /** 'issued': VALID only for param strings this fake issued; 'INVALID': always INVALID. */
  validateMode: 'issued' | 'INVALID';
  /** Bodies posted to /eng/query/validate. */
  validateRequests: string[];
  /** PayFast receives a checkout form: throws as PayFast refuses it, else returns the ITN PayFast would post. */
  pay(
    form: Pairs,
    options?: { pfPaymentId?: string; paymentStatus?: string },
  ): { body: string; pfPaymentId: string };
  /** A signed ITN body as PayFast sends it. */
  itn(input: ItnInput): { body: string; pfPaymentId: string };
  close(): Promise<void>;
}

/** PHP urlencode, byte by byte: [A-Za-z0-9_.-] stay, space is '+', all else upper-case %XX. */
export function fakeUrlencode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9_.-]/.test(char)) out += char;
    else if (byte === 0x20) out += '+';
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function paramString(pairs: Pairs): string {
  return pairs.map(([key, value]) => `${key}=${fakeUrlencode(value)}`).join('&');
}

function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

function sign(pairs: Pairs, passphrase: string): string {
  const base = paramString(pairs);
  return md5(passphrase ? `${base}&passphrase=${fakeUrlencode(passphrase)}` : base);
}

function centsOf(value: string): number {
  const [whole = '0', fraction = '00'] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

function amount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.trunc(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Starts the fake on 127.0.0.1 and a random port for one merchant account. */
export async function startPayfastFake(merchant: PayfastMerchantAccount): Promise<PayfastFake> {
  const issued = new Set<string>();
  const validateRequests: string[] = [];

  /** PayFast's checks of a submitted checkout form. */
  function checkForm(form: Pairs): Map<string, string> {
    const fields = new Map(form);
    const posted = form.filter(([key]) => key !== 'signature').map(([key]) => key);
    const positions = posted.map((key) => CHECKOUT_ORDER.indexOf(key));
    if (positions.some((position) => position < 0)) throw new Error('Unknown checkout variable');
    if (positions.some((position, index) => index > 0 && position <= (positions[index - 1] ?? -1))) {
      throw new Error('Checkout variables are not in the documented order');
    }
    if (
      fields.get('merchant_id') !== merchant.merchantId ||
      fields.get('merchant_key') !== merchant.merchantKey
    ) {
      throw new Error('Invalid merchant id or key');
    }
    if (!/^\d+\.\d{2}$/.test(fields.get('amount') ?? '') || !fields.get('item_name')) {
      throw new Error('Required field missing or invalid');
    }
    const signable: Pairs = CHECKOUT_ORDER.flatMap((key): Pairs => {
      const value = fields.get(key)?.trim();
      return value ? [[key, value]] : [];
    });
    if (fields.get('signature') !== sign(signable, merchant.passphrase)) {
      throw new Error('Generated signature does not match submitted signature');
    }
    return fields;
  }

  function itn(input: ItnInput): { body: string; pfPaymentId: string } {
    const pfPaymentId = input.pfPaymentId ?? String(randomInt(1_000_000, 9_999_999));
    const gross = centsOf(input.amountGross);
    const fee = -(Math.round(gross * 0.032) + 200);
    const pairs: Pairs = [
      ['m_payment_id', input.mPaymentId],
      ['pf_payment_id', pfPaymentId],
      ['payment_status', input.paymentStatus ?? 'COMPLETE'],
      ['item_name', input.itemName ?? 'Order'],
      ['item_description', ''],
      ['amount_gross', input.amountGross],
      ['amount_fee', amount(fee)],
      ['amount_net', amount(gross + fee)],
      ['custom_str1', ''],
      ['custom_str2', ''],
      ['custom_str3', ''],
      ['custom_str4', ''],
      ['custom_str5', ''],
      ['custom_int1', ''],
      ['custom_int2', ''],
      ['custom_int3', ''],
      ['custom_int4', ''],
      ['custom_int5', ''],
      ['name_first', input.nameFirst ?? ''],
      ['name_last', input.nameLast ?? ''],
      ['email_address', input.email ?? ''],
      ['merchant_id', merchant.merchantId],
    ];
    // ITN signatures cover every field PayFast posts, blanks included, in posted order
    issued.add(paramString(pairs));
    const signature = sign(pairs, input.signWith ?? merchant.passphrase);
    return { body: `${paramString(pairs)}&signature=${signature}`, pfPaymentId };
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    readBody(request)
      .then((body) => {
        const path = (request.url ?? '').split('?')[0];
        const form = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
        if (request.method === 'POST' && path === '/eng/query/validate' && form) {
          validateRequests.push(body);
          const valid = fake.validateMode === 'issued' && issued.has(body);
          response.writeHead(200, { 'content-type': 'text/plain' });
          return response.end(valid ? 'VALID' : 'INVALID');
        }
        // the API's ping: merchant-id, version, timestamp and signature headers, the signature the MD5 of
        // those and the passphrase sorted by name (PayFast's API signing, unlike the checkout's fixed order)
        if (request.method === 'GET' && path === '/ping') {
          const value = (name: string) => {
            const raw = request.headers[name];
            return Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '');
          };
          const fields: Pairs = [
            ['merchant-id', value('merchant-id')],
            ['passphrase', merchant.passphrase],
            ['timestamp', value('timestamp')],
            ['version', value('version')],
          ];
          const expected = createHash('md5').update(paramString(fields)).digest('hex');
          const ok =
            value('merchant-id') === merchant.merchantId &&
            value('version') === 'v1' &&
            value('timestamp') !== '' &&
            value('signature') === expected;
          response.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
          return response.end(
            ok
              ? JSON.stringify('"API v1 connected successfully"')
              : JSON.stringify({
                  code: 401,
                  status: 'failed',
                  data: { response: 'Merchant authorization failed.', message: false },
                }),
          );
        }
        if (request.method === 'POST' && path === '/eng/process' && form) {
          try {
            checkForm([...new URLSearchParams(body)]);
            response.writeHead(200, { 'content-type': 'text/html' });
            return response.end('<html><body>PayFast payment page</body></html>');
          } catch (error) {
            response.writeHead(400, { 'content-type': 'text/plain' });
            return response.end((error as Error).message);
          }
        }
        response.writeHead(404);
        return response.end();
      })
      .catch(() => {
        response.writeHead(400);
        response.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: PayfastFake = {
    url: `http://127.0.0.1:${port}`,
    merchant,
    validateMode: 'issued',
    validateRequests,
    pay(form, options = {}) {
      const fields = checkForm(form);
      return itn({
        mPaymentId: fields.get('m_payment_id') ?? '',
        amountGross: fields.get('amount') ?? '0.00',
        itemName: fields.get('item_name'),
        nameFirst: fields.get('name_first'),
        nameLast: fields.get('name_last'),
        email: fields.get('email_address'),
        ...options,
      });
    },
    itn,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return fake;
}
