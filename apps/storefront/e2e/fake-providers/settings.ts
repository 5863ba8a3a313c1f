/**
 * The local stand-ins for the payment providers in end-to-end runs: fixed ports next to the app's port, and
 * the demo keys the API server and the fakes share (the fakes check them as the providers would).
 */
export const E2E_APP_PORT = Number(process.env.E2E_PORT ?? 8130);

export const FAKE_KEYS = {
  stripe: { publishableKey: 'pk_test_souk_e2e', secretKey: 'sk_test_souk_e2e' },
  paypal: { clientId: 'souk-e2e-paypal', clientSecret: 'souk-e2e-paypal-secret' },
  // CyberSource issues the shared secret base64-encoded
  cybersource: {
    merchantId: 'souk_e2e',
    keyId: 'souk-e2e-key',
    sharedSecret: Buffer.from('souk-e2e-cybersource-shared-secret').toString('base64'),
  },
} as const;

/** Order totals of the PayPal demo shop (ZAR) are converted to USD at this rate (spec §9). */
export const PAYPAL_EXCHANGE_RATE = 0.055;

export function fakeProviderUrls(appPort = E2E_APP_PORT) {
  const url = (offset: number) => ({ port: appPort + offset, url: `http://127.0.0.1:${appPort + offset}` });
  return { stripe: url(1), paypal: url(2), cybersource: url(3) };
}

/** The API server's environment: every provider of the demo shops points at its fake. */
export function providerEnv(appPort = E2E_APP_PORT): Record<string, string> {
  const fakes = fakeProviderUrls(appPort);
  return {
    // the providers send the shopper back to this origin (spec §4 card payment)
    PUBLIC_URL: `http://127.0.0.1:${appPort}`,
    STRIPE_API_BASE: fakes.stripe.url,
    STRIPE_PUBLISHABLE_KEY: FAKE_KEYS.stripe.publishableKey,
    STRIPE_SECRET_KEY: FAKE_KEYS.stripe.secretKey,
    PAYPAL_API_BASE: fakes.paypal.url,
    PAYPAL_CLIENT_ID: FAKE_KEYS.paypal.clientId,
    PAYPAL_CLIENT_SECRET: FAKE_KEYS.paypal.clientSecret,
    PAYPAL_EXCHANGE_RATE: String(PAYPAL_EXCHANGE_RATE),
    CYBERSOURCE_API_BASE: fakes.cybersource.url,
    CYBERSOURCE_MERCHANT_ID: FAKE_KEYS.cybersource.merchantId,
    CYBERSOURCE_KEY_ID: FAKE_KEYS.cybersource.keyId,
    CYBERSOURCE_SHARED_SECRET: FAKE_KEYS.cybersource.sharedSecret,
  };
}
