import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@souk/web/e2e';
import { serveFakeProviderScripts } from './fake-providers/provider-scripts.js';
import { reachPayment } from './support.js';

/**
 * PCI DSS v4 6.4.3 / 11.6.1: the payment page loads only the scripts its inventory
 * (payment-page-scripts.json) lists, for every payment method's flow.
 */

interface InventoryEntry {
  match: string;
  origin: string;
  purpose: string;
  why: string;
}

const inventory: InventoryEntry[] = JSON.parse(
  readFileSync(new URL('../payment-page-scripts.json', import.meta.url), 'utf8'),
).scripts;

/** Where each method's flow has loaded everything it needs. */
const METHODS: { shop: string; label: string; start: (page: Page) => Promise<void> }[] = [
  {
    shop: 'urban-threads',
    label: 'Credit / Debit Card',
    start: async (page) => {
      await page.getByRole('button', { name: 'Start Payment' }).click();
      await expect(page.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    },
  },
  {
    shop: 'green-pantry',
    label: 'PayPal',
    start: async (page) => {
      await page.getByText('PayPal', { exact: true }).click();
      await expect(page.getByRole('button', { name: 'PayPal', exact: true })).toBeVisible();
    },
  },
  {
    shop: 'pixel-forge',
    label: 'Card Payment (CyberSource)',
    start: async (page) => {
      await page.getByText('Card Payment (CyberSource)', { exact: true }).click();
      await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
    },
  },
];

for (const method of METHODS) {
  test(`the payment page loads only listed scripts (${method.label})`, async ({ page, baseURL }) => {
    await serveFakeProviderScripts(page);
    const origin = new URL(baseURL ?? '').origin;
    // scripts the payment page's own document asks for (not those of the pages before it)
    const scripts = new Set<string>();
    // sha384 of each same-origin script the payment document received, by its path (null: the response of
    // the document the payment page replaced by reloading, whose address already read /payment)
    const received = new Map<string, Promise<string | null>>();
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      if (!/\/payment$/.test(new URL(request.frame().url()).pathname)) return;
      scripts.add(request.url());
    });
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() !== 'script' || !response.url().startsWith(origin)) return;
      if (!/\/payment$/.test(new URL(request.frame().url()).pathname)) return;
      received.set(
        new URL(response.url()).pathname,
        response
          .body()
          .then((body) => `sha384-${createHash('sha384').update(body).digest('base64')}`)
          .catch(() => null),
      );
    });
    await reachPayment(page, method.shop, `scripts-${Date.now()}@example.com`);
    await method.start(page);

    expect(scripts.size).toBeGreaterThan(0);
    const unlisted = [...scripts].filter((url) => {
      const address = url.startsWith(origin) ? url.slice(origin.length) : url;
      return !inventory.some((entry) => new RegExp(entry.match).test(address));
    });
    expect(unlisted, 'scripts missing from payment-page-scripts.json').toEqual([]);

    // Subresource Integrity: every same-origin script the payment page ran is in its import map with the
    // sha384 of what was served (Chromium refuses a module whose bytes differ)
    const importMap = JSON.parse((await page.locator('script[type="importmap"]').textContent()) ?? '{}') as {
      integrity?: Record<string, string>;
    };
    expect(received.size).toBeGreaterThan(0);
    let checked = 0;
    for (const [path, pending] of received) {
      const digest = await pending;
      if (digest === null) continue;
      expect(importMap.integrity?.[path], `integrity of ${path}`).toBe(digest);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
}

test('a payment page script whose bytes were changed never runs', async ({ page }) => {
  await serveFakeProviderScripts(page);
  await reachPayment(page, 'pixel-forge', `tampered-${Date.now()}@example.com`);
  // from now on every script of the shop is served with one more statement, as a skimmer would add it
  await page.waitForLoadState('networkidle');
  await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
    try {
      const response = await route.fetch();
      const body = `${await response.text()}\n;globalThis.__souk_tampered = true;`;
      await route.fulfill({ response, body });
    } catch {
      // a late request of the document being reloaded: it is gone, nothing to tamper with
    }
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /integrity/i.test(message.text())) refused.push(message.text());
  });
  // a fresh load of the same address (not page.reload: it waits on the history entry the payment page's own
  // reload replaced, and under load came back ERR_ABORTED)
  await page.goto(page.url());
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (globalThis as { __souk_tampered?: boolean }).__souk_tampered)).toBe(
    undefined,
  );
});
