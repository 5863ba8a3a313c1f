import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { closure, format, measure, measureCoreEntries, readFrontends } from './check-size.mjs';

const script = resolve(fileURLToPath(import.meta.url), '../check-size.mjs');
const work = mkdtempSync(join(tmpdir(), 'check-size-'));
after(() => rmSync(work, { recursive: true, force: true }));

const limit = (budget) => budget.ratchet ?? budget.target;
/** The budgets of frontends.json, by front end. */
const listed = Object.fromEntries(readFrontends().map((frontend) => [frontend.name, frontend]));
const BUDGETS = {
  storefrontHome: listed.storefront.size.page,
  storefrontRoute: listed.storefront.size.routes,
  portalResults: listed['search-portal'].size.page,
};
/** The two front ends of the list, on these builds. */
const frontendsOn = (storefrontDist, portalDist, portalSize = listed['search-portal'].size) => [
  { ...listed['search-portal'], dist: portalDist, size: portalSize },
  { ...listed.storefront, dist: storefrontDist },
];
// random bytes do not compress: a chunk of n bytes gzips to a little over n
const noise = (bytes) => randomBytes(bytes);

/** A built app: `chunks` maps a manifest key to its file, size, imports and the sources its map lists. */
function fixtureApp(name, chunks, { cssBytes = 1_000 } = {}) {
  const dist = join(work, name);
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'), { recursive: true });
  const manifest = {};
  for (const [key, chunk] of Object.entries(chunks)) {
    const file = `assets/${key.replace(/[^a-z0-9-]/gi, '_')}.js`;
    writeFileSync(join(dist, file), noise(chunk.bytes ?? 100));
    writeFileSync(
      join(dist, `${file}.map`),
      JSON.stringify({ sources: chunk.sources ?? [], sourcesContent: chunk.sourcesContent ?? [] }),
    );
    manifest[key] = { file, imports: chunk.imports ?? [], dynamicImports: chunk.dynamicImports ?? [] };
  }
  writeFileSync(join(dist, 'assets/index.css'), noise(cssBytes));
  manifest['index.html'].css = ['assets/index.css'];
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  return dist;
}

const stripe = [
  '../../node_modules/.pnpm/@stripe+stripe-js@10.2.1/node_modules/@stripe/stripe-js/pure/index.mjs',
];

const CATALOGUE = (language) => `../../packages/ui/src/i18n/catalogues/${language}.ts`;

function storefront({
  homeBytes = 1_000,
  cartBytes = 1_000,
  sdkFromCart = false,
  catalogueBytes = 1_000,
  catalogueInPage = false,
} = {}) {
  return fixtureApp(`storefront-${Math.random()}`, {
    'index.html': {
      imports: ['_react.js', ...(catalogueInPage ? [CATALOGUE('fr')] : [])],
      dynamicImports: [
        'src/app/routes/shop-layout.tsx',
        'src/app/routes/shop-home.tsx',
        'src/app/routes/cart.tsx',
        CATALOGUE('ar'),
        ...(catalogueInPage ? [] : [CATALOGUE('fr')]),
      ],
    },
    [CATALOGUE('ar')]: { bytes: catalogueBytes },
    [CATALOGUE('fr')]: {},
    '_react.js': { bytes: homeBytes },
    'src/app/routes/shop-layout.tsx': { imports: ['index.html', '_react.js'] },
    'src/app/routes/shop-home.tsx': { imports: ['index.html'] },
    'src/app/routes/cart.tsx': {
      bytes: cartBytes,
      imports: ['index.html', '_react.js'],
      dynamicImports: sdkFromCart ? ['_stripe.js'] : [],
    },
    'src/app/routes/payment.tsx': { imports: ['index.html'], dynamicImports: ['_stripe.js'] },
    '_stripe.js': { sources: stripe },
  });
}

function portal({ bytes = 1_000, entrySources = {} } = {}) {
  return fixtureApp(`portal-${Math.random()}`, {
    'index.html': {
      imports: [],
      dynamicImports: ['src/app/routes/search-results.tsx'],
      sources: Object.keys(entrySources),
      sourcesContent: Object.values(entrySources),
    },
    'src/app/routes/search-results.tsx': { bytes, imports: ['index.html'] },
  });
}

/** A small seller console build within its budgets (its page's modules as frontends.json names them). */
function sellerConsole() {
  const modules = listed['seller-console'].size.page.modules;
  return fixtureApp(`seller-console-${Math.random()}`, {
    'index.html': { imports: [], dynamicImports: modules },
    ...Object.fromEntries(modules.map((module) => [module, { bytes: 1_000, imports: ['index.html'] }])),
  });
}

// every front end of the list, and @souk/core, get a fixture build: the real ones may not be built yet
// (lint runs first)
const run = (storefrontDist, portalDist) =>
  spawnSync(
    process.execPath,
    [
      script,
      '--dist',
      `storefront=${storefrontDist}`,
      '--dist',
      `search-portal=${portalDist}`,
      '--dist',
      `seller-console=${sellerConsole()}`,
      '--core',
      fixtureCore({ pricing: 100 }, { entries: { pricing: { target: 2_000 } }, imports: [] }),
    ],
    { encoding: 'utf8' },
  );

test('closure follows static imports, and dynamic ones only when asked', () => {
  const manifest = { a: { imports: ['b'], dynamicImports: ['c'] }, b: { imports: ['a'] }, c: {} };
  assert.deepEqual([...closure(manifest, ['a'])], ['a', 'b']);
  assert.deepEqual([...closure(manifest, ['a'], { dynamic: true })], ['a', 'b', 'c']);
});

test('passes, exit 0, on an under-budget build', () => {
  const result = run(storefront(), portal());
  assert.equal(result.status, 0, result.stdout + result.stderr);
  assert.doesNotMatch(result.stdout, /OVER/);
});

test('fails, exit 1, when the shop home is over its budget', () => {
  const result = run(storefront({ homeBytes: limit(BUDGETS.storefrontHome) + 5_000 }), portal());
  assert.equal(result.status, 1);
  assert.match(result.stdout, /storefront \/\{seller\}.*OVER/);
});

test("a route is measured by what it adds beyond the home's chunks", () => {
  const rows = measure(frontendsOn(storefront({ homeBytes: 20_000 }), portal()));
  const cart = rows.find((r) => r.measure.includes('route cart'));
  assert.ok(cart.size < 2_000, `shared chunk counted again: ${cart.size}`);
  const over = run(storefront({ cartBytes: limit(BUDGETS.storefrontRoute) + 5_000 }), portal());
  assert.equal(over.status, 1);
  assert.match(over.stdout, /storefront route cart.*OVER/);
});

test("each language's message catalogue is measured apart from the page, and must stay apart", () => {
  const passing = run(storefront(), portal());
  assert.equal(passing.status, 0, passing.stdout + passing.stderr);
  assert.match(passing.stdout, /storefront message catalogue ar/);
  assert.match(passing.stdout, /storefront message catalogue fr/);
  const budget = listed.storefront.size.catalogues;
  assert.equal(run(storefront({ catalogueBytes: budget.target + 5_000 }), portal()).status, 1);
  const inPage = run(storefront({ catalogueInPage: true }), portal());
  assert.equal(inPage.status, 1);
  assert.match(inPage.stdout, /message catalogue fr[^\n]*in the page/);
});

test('fails when a payment SDK is reachable from a route other than payment', () => {
  const result = run(storefront({ sdkFromCart: true }), portal());
  assert.equal(result.status, 1);
  assert.match(result.stdout, /from src\/app\/routes\/cart\.tsx.*OVER/);
});

test('fails when the portal results page or the CSS is over budget', () => {
  assert.equal(run(storefront(), portal({ bytes: limit(BUDGETS.portalResults) + 5_000 })).status, 1);
  const css = fixtureApp(`portal-css-${Math.random()}`, { 'index.html': {} }, { cssBytes: 20_000 });
  assert.equal(run(storefront(), css).status, 1);
});

test('a ratchet shows its target and is enforced instead of it', () => {
  const size = {
    ...listed['search-portal'].size,
    page: { ...BUDGETS.portalResults, target: 1_000, ratchet: 3_000 },
  };
  const rows = measure(frontendsOn(storefront(), portal({ bytes: 2_000 }), size));
  const results = rows.find((r) => r.measure.startsWith('search-portal /search-products'));
  assert.equal(results.ok, true);
  assert.match(format(rows), /3\.0 KB \(ratchet, target 1\.0 KB\)/);
  assert.match(format(rows, { markdown: true }), /^\| measure \| size \(gzip\) \| budget \| ok \|$/m);
});

test('fails when code outside @souk/core calls `z`, which the builds treat as pure', () => {
  const core = {
    '../../../../packages/core/src/schemas/cart.ts':
      'export const A = z.object({ id: z.string().check(z.maxLength(9)) });',
    '../../node_modules/zod/v4/core/api.js':
      '/** @deprecated Use `z.lte()` instead. */ export const x = 1; // z.gte()',
  };
  assert.equal(run(storefront(), portal({ entrySources: core })).status, 0);
  const minified = { ...core, '../../node_modules/tiny-lib/index.js': 'function z(e){globalThis.x=e}z(1);' };
  const result = run(storefront(), portal({ entrySources: minified }));
  assert.equal(result.status, 1);
  assert.match(result.stdout, /search-portal: `z`.*also \.\.\/\.\.\/node_modules\/tiny-lib\/index\.js.*OVER/);
});

test('a front end added to the list is measured by its own budgets', () => {
  const console = fixtureApp(`console-${Math.random()}`, {
    'index.html': { imports: [], dynamicImports: ['src/app/routes/orders.tsx'] },
    'src/app/routes/orders.tsx': { bytes: 3_000, imports: ['index.html'] },
  });
  const third = {
    name: 'seller-console',
    dist: console,
    size: {
      page: { label: '/orders: all JS', modules: ['src/app/routes/orders.tsx'], target: 2_000 },
      css: { target: 15_000 },
    },
  };
  const rows = measure([...frontendsOn(storefront(), portal()), third]);
  const page = rows.find((r) => r.measure === 'seller-console /orders: all JS');
  assert.equal(page.ok, false);
  assert.ok(rows.some((r) => r.measure === 'seller-console CSS' && r.ok));
});

/** A built @souk/core stand-in: `entries` maps an entry name to the bytes of noise its module exports. */
function fixtureCore(entries, budgets) {
  const dir = join(work, `core-${Object.keys(entries).join('-')}`);
  mkdirSync(join(dir, 'dist'), { recursive: true });
  const exportsMap = {};
  for (const [entry, bytes] of Object.entries(entries)) {
    // a string literal of random hex: gzip cannot shrink it below half its length
    writeFileSync(
      join(dir, 'dist', `${entry}.js`),
      `export const data = '${noise(bytes).toString('hex')}';\nexport const unused = 1;\n`,
    );
    exportsMap[`./${entry}`] = { import: `./dist/${entry}.js` };
  }
  writeFileSync(join(dir, 'dist/index.js'), 'export {};\n');
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: '@souk/core', type: 'module', exports: exportsMap }),
  );
  writeFileSync(join(dir, 'size-budgets.json'), JSON.stringify(budgets));
  return dir;
}

test("a @souk/core entry is measured as a consumer's bundle and fails over its budget", () => {
  const dir = fixtureCore(
    { pricing: 3_000, validation: 200 },
    {
      entries: { pricing: { target: 2_000 }, validation: { target: 2_000 } },
      imports: [{ label: '{ data } from /validation', entry: 'validation', names: ['data'], target: 100 }],
    },
  );
  const rows = measureCoreEntries(dir);
  const pricing = rows.find((r) => r.measure === '@souk/core/pricing: the whole entry');
  const validation = rows.find((r) => r.measure === '@souk/core/validation: the whole entry');
  const named = rows.find((r) => r.measure === '@souk/core { data } from /validation');
  assert.ok(pricing.size > 2_000 && !pricing.ok, `pricing measured ${pricing.size}`);
  assert.ok(validation.size > 200 && validation.size < 2_000 && validation.ok);
  assert.ok(named.size > 100 && !named.ok, 'a named import is measured against its own budget');
});
