import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { shopManifestPath } from '@souk/core';
import { expect, test } from '@souk/web/e2e';
import { customerAccount, registerThroughPage, toast, uniqueEmail } from './support.js';

/**
 * Issue 22: a shop installs as an app and opens offline. The storefront's service worker is blocked in the
 * other journeys (playwright.config.ts); here it runs as a shopper's browser runs it.
 */
test.use({ serviceWorkers: 'allow' });

const SHOP = 'urban-threads';
const PRODUCT = `/${SHOP}/product/details/classic-linen-button-down-shirt`;
const OFFLINE_BANNER = 'You’re offline. Showing pages you’ve visited.';
const SHOTS = 'test-results/offline';
/** The storefront's build the server sends its files from. */
const DIST = fileURLToPath(new URL('../dist', import.meta.url));

/** Waits until the service worker controls the page (it registers once the app has started). */
async function controlled(page: Page): Promise<void> {
  // a move of the pointer is the shopper's intent: the app (and with it the worker's registration) starts
  await page.mouse.move(5, 5);
  await page.mouse.move(50, 50);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 30_000,
  });
}

/** Whether the worker's page cache holds `path`. */
function pageKept(page: Page, path: string): Promise<boolean> {
  return page.evaluate(
    async (url) => Boolean(await (await caches.open('souk-pages')).match(new URL(url, location.href).href)),
    path,
  );
}

/** Every address any cache of this origin holds, with what it is. */
function cachedEntries(page: Page) {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; type: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        entries.push({ cache: name, url: request.url, type: response?.headers.get('Content-Type') ?? '' });
      }
    }
    return entries;
  });
}

test('a shop page is installable: its own manifest, a service worker at scope / controlling it', async ({
  playwright,
  baseURL,
}, testInfo) => {
  // Chromium offers no install in an incognito profile, which every Playwright context is: a profile on disk
  const profile = mkdtempSync(join(tmpdir(), 'souk-e2e-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  try {
    const page = await context.newPage();
    for (const path of [PRODUCT, `/${SHOP}/`, `/${SHOP}`]) {
      await page.goto(path);
      await controlled(page);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', shopManifestPath(SHOP));
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
      expect(scope).toBe(new URL('/', page.url()).href);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors, path).toEqual([]);
      await cdp.detach();
    }

    const worker = await page.request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['cache-control']).toBe('no-cache');
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('a visited product opens offline with the banner; a page never visited and the cart say they need a connection', async ({
  page,
  context,
}) => {
  await page.goto(PRODUCT);
  const name = await page.getByRole('heading', { level: 1 }).textContent();
  await controlled(page);
  // the first page of a first visit loaded before any worker: the new worker is asked to keep it
  await expect.poll(() => pageKept(page, PRODUCT)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: name ?? '' })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: OFFLINE_BANNER });
  await expect(banner).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${SHOTS}/offline-product-${width}.png` });
  }
  // once the app has started (offline too, from the precache) its own root takes the banner over: one banner
  await page.mouse.move(100, 100);
  await page.waitForFunction(() => {
    const status = document.getElementById('connection-status');
    return status !== null && Object.keys(status).some((key) => key.startsWith('__reactContainer'));
  });
  await expect(banner).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(1);

  await page.goto(`/${SHOP}/contact`);
  await expect(page.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible();
  await expect(page.getByText('This page isn’t saved on this device yet.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/offline-page-1280.png` });

  await page.goto(`/${SHOP}/card`);
  await expect(page.getByRole('heading', { level: 1, name: 'You’re offline' })).toBeVisible();
  await expect(page.getByText(/the cart and\s+checkout need a connection/)).toBeVisible();

  await context.setOffline(false);
  await page.goto(PRODUCT);
  await expect(page.getByRole('heading', { level: 1, name: name ?? '' })).toBeVisible();
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
});

test('the cart open when the connection drops says it needs one and lets nothing move on', async ({
  page,
  context,
}) => {
  await page.goto(`/${SHOP}/shops`);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(toast(page, 'Product added to cart!')).toBeVisible();
  await page.goto(`/${SHOP}/card`);
  const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
  await expect(proceed).toBeEnabled();
  // the cart is rendered on the server and starts its app on intent: it follows the connection from then on
  await page.mouse.move(5, 5);
  await page.mouse.move(50, 50);
  await page.locator('#connection-status').waitFor({ state: 'attached' });
  await context.setOffline(true);
  await expect(page.getByText('You’re offline — the cart and checkout need a connection.')).toBeVisible();
  await expect(proceed).toBeDisabled();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${SHOTS}/offline-cart-${width}.png` });
  }
  await context.setOffline(false);
  await expect(proceed).toBeEnabled();
});

test('no API answer is kept after a signed-in shopping session, nor any page of the customer', async ({
  page,
}) => {
  await registerThroughPage(page, SHOP, customerAccount(uniqueEmail('offline')));
  await controlled(page);
  await page.goto(PRODUCT);
  await page.goto(`/${SHOP}/shops`);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(toast(page, 'Product added to cart!')).toBeVisible();
  await page.goto(`/${SHOP}/card`);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(new RegExp(`/${SHOP}/shipping$`));
  await page.goto(`/${SHOP}/dashboard/my-orders`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const entries = await cachedEntries(page);
  expect(entries.some((entry) => entry.url.endsWith(PRODUCT))).toBe(true);
  // images of the catalogue are the only answers from under /api/ any cache holds
  const fromApi = entries.filter((entry) => new URL(entry.url).pathname.startsWith('/api/'));
  for (const entry of fromApi) {
    expect(entry.type, entry.url).toMatch(/^image\//);
    expect(entry.cache, entry.url).toBe('souk-images');
  }
  const pages = entries
    .filter((entry) => entry.cache === 'souk-pages')
    .map((entry) => new URL(entry.url).pathname);
  for (const personal of ['card', 'shipping', 'dashboard', 'login', 'register']) {
    expect(
      pages.filter((path) => path.split('/')[2] === personal),
      personal,
    ).toEqual([]);
  }
});

test('a new version waits for the shopper: “Update available — reload” activates it and reloads', async ({
  page,
}) => {
  await page.goto(PRODUCT);
  await controlled(page);
  const registration = () =>
    page.evaluate(async () => {
      const current = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(current?.waiting), active: current?.active?.state };
    });
  // a new build: the worker script the server sends changes (and its precompressed copies with it)
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => join(DIST, name));
  const originals = files.map((file) => readFileSync(file));
  try {
    const next = Buffer.concat([originals[0] as Buffer, Buffer.from('\n// the next version\n')]);
    writeFileSync(files[0] as string, next);
    writeFileSync(files[1] as string, brotliCompressSync(next));
    writeFileSync(files[2] as string, gzipSync(next));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('alert').filter({ hasText: 'Update available — reload' });
    await expect(prompt).toBeVisible();
    // never taken over silently: the new version waits while the prompt shows
    expect(await registration()).toEqual({ waiting: true, active: 'activated' });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.screenshot({ path: `${SHOTS}/update-prompt-${width}.png` });
    }
    await page.evaluate(() => {
      (window as { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
    expect(await registration()).toEqual({ waiting: false, active: 'activated' });
    await expect(page.getByText('Update available — reload')).toHaveCount(0);
  } finally {
    files.forEach((file, index) => {
      writeFileSync(file, originals[index] as Buffer);
    });
  }
});
