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
    page.on('request', (request) => {
      if (request.resourceType() !== 'script') return;
      if (!/\/payment$/.test(new URL(request.frame().url()).pathname)) return;
      scripts.add(request.url());
    });
    await reachPayment(page, method.shop, `scripts-${Date.now()}@example.com`);
    await method.start(page);

    expect(scripts.size).toBeGreaterThan(0);
    const unlisted = [...scripts].filter((url) => {
      const address = url.startsWith(origin) ? url.slice(origin.length) : url;
      return !inventory.some((entry) => new RegExp(entry.match).test(address));
    });
    expect(unlisted, 'scripts missing from payment-page-scripts.json').toEqual([]);
  });
}
