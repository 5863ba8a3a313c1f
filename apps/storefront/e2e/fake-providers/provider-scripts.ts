import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { fakeProviderUrls } from './settings.js';

const script = (name: string, placeholder: string, apiUrl: string) =>
  readFileSync(new URL(name, import.meta.url), 'utf8').replaceAll(placeholder, apiUrl);

/**
 * Answers the providers' browser scripts with the local fakes (Stripe.js from js.stripe.com, the PayPal SDK
 * from www.paypal.com/sdk/js) and returns the addresses the page asked for, in order.
 */
export async function serveFakeProviderScripts(page: Page): Promise<string[]> {
  const fakes = fakeProviderUrls();
  const requested: string[] = [];
  const stripeJs = script('./stripe-js.js', '__FAKE_STRIPE_API__', fakes.stripe.url);
  const paypalSdk = script('./paypal-sdk.js', '__FAKE_PAYPAL_API__', fakes.paypal.url);
  await page.route('https://js.stripe.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: stripeJs });
  });
  await page.route('https://www.paypal.com/sdk/js?**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: paypalSdk });
  });
  return requested;
}
