import type {
  PaymentConnectionTestBody,
  PaymentConnectionTestResponse,
  TestablePaymentMethod,
} from '@souk/core';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { cybersourceBaseUrl, httpSignature } from '../../providers/cybersource.js';
import { payfastApiSignature, payfastApiUrl } from '../../providers/payfast.js';
import { paypalBaseUrl } from '../../providers/paypal.js';
import { stripeClient } from '../../providers/stripe.js';
import { loadPaymentConfig } from './seller-payment-config.js';

/** A provider that does not answer in this time counts as unreachable: the seller is waiting on a button. */
const TEST_TIMEOUT_MS = 10_000;

/** The report-definitions list of CyberSource's Reporting API: a signed GET any merchant key may make. */
export const CYBERSOURCE_TEST_PATH = '/reporting/v3/report-definitions';
const CYBERSOURCE_GET_SIGNED_HEADERS = ['host', 'date', 'request-target', 'v-c-merchant-id'] as const;

interface Credentials {
  environment: 'sandbox' | 'live';
  settings: Record<string, unknown>;
  secrets: Record<string, string>;
}

type Tester = (config: Config, credentials: Credentials) => Promise<PaymentConnectionTestResponse>;

const missing = (what: string): PaymentConnectionTestResponse => ({
  ok: false,
  message: `Enter the ${what} first`,
});

const unreachable = (provider: string, error: unknown): PaymentConnectionTestResponse => ({
  ok: false,
  message: `Could not reach ${provider}: ${(error as Error).message}`,
});

async function providerText(response: Response): Promise<string> {
  const text = (await response.text()).slice(0, 500);
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const nested = (body.error ?? body.data ?? body.response) as Record<string, unknown> | string | undefined;
    const message =
      (typeof nested === 'object' && nested
        ? (nested.message ?? nested.response ?? nested.rmsg)
        : undefined) ??
      body.error_description ??
      body.message ??
      nested;
    return typeof message === 'string' ? message : text;
  } catch {
    return text;
  }
}

const TESTERS: Record<TestablePaymentMethod, Tester> = {
  // GET /v1/balance: any secret key may read its own account's balance, and nothing changes
  async stripe(config, { secrets }) {
    if (!secrets.secretKey) return missing('secret key');
    try {
      await stripeClient(config.payments, secrets.secretKey).balance.retrieve(undefined, {
        maxNetworkRetries: 0,
        timeout: TEST_TIMEOUT_MS,
      });
      return { ok: true, message: 'Connected to Stripe: the secret key works' };
    } catch (error) {
      const stripeError = error as { type?: string; message?: string; statusCode?: number };
      if (stripeError.statusCode === 401 || stripeError.type === 'StripeAuthenticationError') {
        return { ok: false, message: `Stripe refused the secret key: ${stripeError.message ?? ''}`.trim() };
      }
      return unreachable('Stripe', error);
    }
  },

  // the OAuth client-credentials call every PayPal payment starts with
  async paypal(config, { environment, settings, secrets }) {
    const clientId = typeof settings.clientId === 'string' ? settings.clientId : '';
    if (!clientId) return missing('client ID');
    if (!secrets.clientSecret) return missing('client secret');
    const basic = Buffer.from(`${clientId}:${secrets.clientSecret}`).toString('base64');
    try {
      const response = await fetch(
        `${paypalBaseUrl(config.payments.paypalApiBase, environment)}/v1/oauth2/token`,
        {
          method: 'POST',
          headers: {
            authorization: `Basic ${basic}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: 'grant_type=client_credentials',
          signal: AbortSignal.timeout(TEST_TIMEOUT_MS),
        },
      );
      if (response.ok) return { ok: true, message: 'Connected to PayPal: the client ID and secret work' };
      const reason = await providerText(response);
      return response.status === 401
        ? { ok: false, message: `PayPal refused the client ID or secret: ${reason}` }
        : { ok: false, message: `PayPal answered ${response.status}: ${reason}` };
    } catch (error) {
      return unreachable('PayPal', error);
    }
  },

  // the API's ping, signed with the merchant id and passphrase (PayFast's API needs a passphrase)
  async payfast(config, { environment, secrets }) {
    if (!secrets.merchantId) return missing('merchant ID');
    if (!secrets.passphrase) return missing('passphrase (PayFast requires one for its API)');
    const headers = {
      'merchant-id': secrets.merchantId,
      version: 'v1',
      timestamp: new Date().toISOString().slice(0, 19),
    };
    try {
      const response = await fetch(payfastApiUrl(config.payments.payfastBase, environment, '/ping'), {
        headers: { ...headers, signature: payfastApiSignature(headers, secrets.passphrase) },
        signal: AbortSignal.timeout(TEST_TIMEOUT_MS),
      });
      if (response.ok)
        return { ok: true, message: 'Connected to PayFast: the merchant ID and passphrase work' };
      const reason = await providerText(response);
      return response.status === 401
        ? { ok: false, message: `PayFast refused the merchant ID or passphrase: ${reason}` }
        : { ok: false, message: `PayFast answered ${response.status}: ${reason}` };
    } catch (error) {
      return unreachable('PayFast', error);
    }
  },

  // a GET signed with the HTTP Signature every CyberSource call carries
  async cybersource(config, { environment, secrets }) {
    const { merchantId, keyId, sharedSecret } = secrets;
    if (!merchantId) return missing('merchant ID');
    if (!keyId) return missing('key ID');
    if (!sharedSecret) return missing('shared secret');
    const url = new URL(
      `${cybersourceBaseUrl(config.payments.cybersourceApiBase, environment)}${CYBERSOURCE_TEST_PATH}`,
    );
    const values = { date: new Date().toUTCString(), 'v-c-merchant-id': merchantId };
    try {
      const signature = httpSignature({
        keyId,
        sharedSecret,
        headerNames: CYBERSOURCE_GET_SIGNED_HEADERS,
        values: { ...values, host: url.host, 'request-target': `get ${url.pathname}${url.search}` },
      });
      const response = await fetch(url, {
        headers: { ...values, signature, accept: 'application/hal+json' },
        signal: AbortSignal.timeout(TEST_TIMEOUT_MS),
      });
      if (response.ok) return { ok: true, message: 'Connected to CyberSource: the merchant keys work' };
      const reason = await providerText(response);
      return response.status === 401
        ? { ok: false, message: `CyberSource refused the merchant keys: ${reason}` }
        : { ok: false, message: `CyberSource answered ${response.status}: ${reason}` };
    } catch (error) {
      return unreachable('CyberSource', error);
    }
  },
};

/**
 * "Test connection": one harmless authenticated call to the provider with the seller's saved keys, each
 * replaced by a just-typed one when the console sends it (not saved). Answers the provider's verdict; a
 * refusal or an unreachable provider is `{ ok: false }`, never an error of ours.
 */
export async function testPaymentConnection(
  { db, config }: { db: Db; config: Config },
  sellerId: string,
  method: TestablePaymentMethod,
  body: PaymentConnectionTestBody,
): Promise<PaymentConnectionTestResponse> {
  const saved = await loadPaymentConfig(db, sellerId, config.secretsKey);
  const savedSettings = (saved.settings[method] ?? {}) as Record<string, unknown>;
  const savedSecrets = ((saved.secrets as Record<string, Record<string, string> | undefined>)[method] ??
    {}) as Record<string, string>;
  const typed = Object.fromEntries(Object.entries(body.secrets ?? {}).filter(([, value]) => value !== ''));
  const settings = { ...savedSettings, ...body.settings };
  const environment =
    settings.environment === 'live' || settings.environment === 'sandbox'
      ? settings.environment
      : config.payments.environment;
  return TESTERS[method](config, { environment, settings, secrets: { ...savedSecrets, ...typed } });
}
