// First-load JavaScript per page, measured the way a browser loads it: the built server on a temporary
// demo DATA_DIR (the page's demo images made first, as a seller's are at upload), each page opened in
// Chromium (Playwright) with an empty HTTP cache until the network is idle, every same-origin script the
// page fetched summed (gzip level 9 of what was served, the unit of the budgets; what went over the wire is
// shown beside it). What the page fetches next, at the shopper's first sign of intent (a page that starts
// its app on intent loads it then), is reported beside it. Fails when a page is over its budget
// (frontends.json `firstLoad`), printing a table of the chunks per page.
// Usage: node scripts/check-page-js.mjs [--markdown] [--page <name>]…
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const KB = 1000;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The pages of every front end's `firstLoad` in frontends.json, with their budget: `{ app, name, path,
 * target, ratchet?, setup? }`. A `ratchet` is set only where the target is not met (as in check-size.mjs).
 */
export function readPages(listFile = join(root, 'frontends.json')) {
  const { frontends } = JSON.parse(readFileSync(listFile, 'utf8'));
  return frontends.flatMap(({ name: app, firstLoad }) =>
    (firstLoad?.pages ?? []).map((page) => ({
      app,
      target: firstLoad.target,
      ...page,
    })),
  );
}

/** The limit a page is checked against: its ratchet when the target is not met yet. */
export function limitOf(page) {
  return page.ratchet ?? page.target;
}

/** `{ rows, total }` of the scripts a page fetched: `rows` by size, largest first. */
export function summarise(scripts) {
  const rows = [...scripts].sort((a, b) => b.gzip - a.gzip);
  return { rows, total: rows.reduce((sum, row) => sum + row.gzip, 0) };
}

export function formatKb(bytes) {
  return `${(bytes / KB).toFixed(1)} KB`;
}

/** The report of measured pages, as text lines (or a Markdown table). */
export function report(measured, { markdown = false } = {}) {
  const lines = [];
  if (markdown) {
    lines.push(
      '| page | JS until network idle (gzip) | scripts | target | met | then at the first tap |',
      '|---|---|---|---|---|---|',
    );
    for (const { page, total, rows, firstTap = 0 } of measured) {
      const met = total <= page.target ? 'met' : `**not met** (ratchet ${formatKb(limitOf(page))})`;
      lines.push(
        `| ${page.app} ${page.name} \`${page.path}\` | ${formatKb(total)} | ${rows.length} | ≤ ${formatKb(page.target)} | ${met} | ${formatKb(firstTap)} |`,
      );
    }
    return lines;
  }
  for (const { page, total, rows, wire, firstTap = 0 } of measured) {
    const state =
      total <= page.target
        ? 'ok'
        : total <= limitOf(page)
          ? `NOT MET (target ${formatKb(page.target)}; held by ratchet ${formatKb(limitOf(page))})`
          : 'OVER BUDGET';
    lines.push(
      `${page.app} ${page.name} ${page.path}: ${formatKb(total)} gzip in ${rows.length} scripts (${formatKb(wire)} on the wire) — ${state}; then ${formatKb(firstTap)} at the first tap`,
    );
    for (const row of rows) lines.push(`    ${formatKb(row.gzip).padStart(9)}  ${row.path}`);
  }
  return lines;
}

/** Steps a page needs before it is measured: a cart with one item, a signed-in seller. */
const SETUPS = {
  async cartWithItem(page, baseUrl, path) {
    const shop = path.split('/')[1];
    await page.goto(`${baseUrl}/${shop}/shops`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await page.getByText('Product added to cart!').first().waitFor();
  },
  async sellerSignedIn(page, baseUrl, _path, { sellerPassword }) {
    await page.goto(`${baseUrl}/seller/login`, { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill('owner@urban-threads.example');
    await page.getByLabel('Password').fill(sellerPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  },
};

/** Loads `page.path` with an empty HTTP cache and answers the same-origin scripts it fetched. */
async function measurePage(browser, baseUrl, page, options) {
  // a phone (390 × 844) unless the page names a width: a page loads what its first view at that width needs
  const width = page.width ?? 390;
  const context = await browser.newContext(
    width < 768 ? { viewport: { width, height: 844 }, isMobile: true } : { viewport: { width, height: 900 } },
  );
  try {
    const tab = await context.newPage();
    if (page.setup) await SETUPS[page.setup](tab, baseUrl, page.path, options);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const wireBytes = new Map();
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
      wireBytes.set(requestId, encodedDataLength),
    );
    const requestIds = new Map();
    cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
      if (type === 'Script' && response.url.startsWith(baseUrl)) requestIds.set(response.url, requestId);
    });
    const bodies = [];
    let phase = 'first load';
    let lastScriptAt = 0;
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.url().startsWith(baseUrl)) return;
      const url = response.url();
      const fetchedIn = phase;
      lastScriptAt = Date.now();
      // a script of a document the page has since navigated away from (a reload) has no body left in the
      // browser: the same address answers the same bytes
      bodies.push(
        response
          .body()
          .catch(() => context.request.get(url).then((again) => again.body()))
          .then((body) => ({ url, body, phase: fetchedIn })),
      );
    });
    await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'networkidle' });
    // then the shopper's first sign of intent (a pointer over the page): what a page that starts its app on
    // intent fetches for it, reported beside the first load (not part of it)
    phase = 'first tap';
    const firstLoadScripts = bodies.length;
    await tab.mouse.move(20, 200);
    const since = Date.now();
    while (Date.now() - since < 15_000) {
      await tab.waitForTimeout(250);
      const arrived = bodies.length > firstLoadScripts;
      if ((arrived && Date.now() - lastScriptAt > 1500) || (!arrived && Date.now() - since > 3000)) break;
    }
    const seen = new Set();
    const scripts = [];
    const onTap = [];
    for (const { url, body, phase: fetchedIn } of await Promise.all(bodies)) {
      if (seen.has(url)) continue;
      seen.add(url);
      const row = { path: new URL(url).pathname, gzip: gzipSync(body, { level: 9 }).length };
      (fetchedIn === 'first load' ? scripts : onTap).push(row);
    }
    const firstLoadUrls = new Set(scripts.map(({ path }) => `${baseUrl}${path}`));
    const wire = [...requestIds]
      .filter(([url]) => firstLoadUrls.has(url))
      .reduce((sum, [, id]) => sum + (wireBytes.get(id) ?? 0), 0);
    return { page, wire, ...summarise(scripts), firstTap: summarise(onTap).total };
  } finally {
    await context.close();
  }
}

/** Measures every page of frontends.json (or those named in `only`) on a server of its own. */
export async function measurePages({ only = [] } = {}) {
  const { startApi, tempDir } = await import('../bench/lib/server.mjs');
  const { chromium } = await import('@playwright/test');
  if (!existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH} (set CHROME_PATH)`);
  const pages = readPages().filter((page) => only.length === 0 || only.includes(page.name));
  const sellerPassword = `page-js-${process.pid}-seller`;
  const data = tempDir('page-js');
  let api;
  let browser;
  try {
    api = await startApi({
      env: { DATA_DIR: data.dir, DEMO_SELLER_PASSWORD: sellerPassword },
      label: 'api (demo, front ends)',
    });
    browser = await chromium.launch({ executablePath: CHROME_PATH });
    const { warmImages } = await import('../bench/lib/warm-images.mjs');
    const measured = [];
    for (const page of pages) {
      // the demo's images are made on their first request; a seller's at upload: made before measuring
      await warmImages(api.url, page.path);
      measured.push(await measurePage(browser, api.url, page, { sellerPassword }));
    }
    return measured;
  } finally {
    await browser?.close();
    await api?.stop();
    data.remove();
  }
}

async function main(args) {
  const only = args.flatMap((arg, index) => (args[index - 1] === '--page' ? [arg] : []));
  const measured = await measurePages({ only });
  for (const line of report(measured, { markdown: args.includes('--markdown') })) console.log(line);
  const over = measured.filter(({ page, total }) => total > limitOf(page));
  if (over.length > 0) {
    console.error(
      `\nOver budget: ${over.map(({ page, total }) => `${page.app} ${page.name} ${formatKb(total)} > ${formatKb(limitOf(page))}`).join('; ')}`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main(process.argv.slice(2));
}
