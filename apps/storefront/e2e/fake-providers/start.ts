/**
 * Starts the fake Stripe, PayPal and CyberSource APIs of apps/api's tests on the end-to-end run's fixed
 * ports (a Playwright webServer: `node --import tsx`), until Playwright stops it.
 */
import { startCybersourceFake } from '../../../api/test/fakes/cybersource-fake.js';
import { startPaypalFake } from '../../../api/test/fakes/paypal-fake.js';
import { startStripeFake } from '../../../api/test/fakes/stripe-fake.js';
import { FAKE_KEYS, fakeProviderUrls } from './settings.js';

const ports = fakeProviderUrls();
const fakes = [
  await startCybersourceFake({ ...FAKE_KEYS.cybersource, port: ports.cybersource.port }),
  await startStripeFake({
    port: ports.stripe.port,
    publishableKeys: { [FAKE_KEYS.stripe.publishableKey]: FAKE_KEYS.stripe.secretKey },
    requiredMetadata: ['orderNumber', 'orderId', 'sellerId'],
  }),
  // started last: Playwright waits for this one to answer
  await startPaypalFake({ ...FAKE_KEYS.paypal, port: ports.paypal.port }),
];
console.log(`fake providers: ${fakes.map((fake) => fake.url).join(' ')}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    Promise.all(fakes.map((fake) => fake.close())).finally(() => process.exit(0));
  });
}
