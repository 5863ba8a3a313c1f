import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { limitOf, readPages, report, summarise } from './check-page-js.mjs';

const work = mkdtempSync(join(tmpdir(), 'check-page-js-'));
after(() => rmSync(work, { recursive: true, force: true }));

test("frontends.json lists the issue's pages with their budgets", () => {
  const pages = Object.fromEntries(readPages().map((page) => [`${page.app} ${page.name}`, page]));
  for (const name of ['shop home', 'listing', 'product', 'cart']) {
    assert.equal(pages[`storefront ${name}`]?.target, 115_000, name);
  }
  assert.equal(pages['search-portal home']?.target, 90_000);
  assert.equal(pages['search-portal results']?.target, 90_000);
  assert.equal(pages['seller-console dashboard after sign-in']?.target, 150_000);
  assert.equal(pages['storefront cart'].setup, 'cartWithItem');
});

test('a page is held to its ratchet only while its target is not met', () => {
  const list = join(work, 'frontends.json');
  writeFileSync(
    list,
    JSON.stringify({
      frontends: [
        {
          name: 'shop',
          firstLoad: {
            target: 100,
            pages: [
              { name: 'home', path: '/' },
              { name: 'cart', path: '/c', ratchet: 150 },
            ],
          },
        },
        { name: 'plain' },
      ],
    }),
  );
  const [home, cart] = readPages(list);
  assert.deepEqual(home, { app: 'shop', target: 100, name: 'home', path: '/' });
  assert.equal(limitOf(home), 100);
  assert.equal(limitOf(cart), 150);
});

test('the report sums every script of a page, largest first, and says which pages miss their target', () => {
  const page = { app: 'shop', name: 'home', path: '/', target: 1000 };
  const over = { ...page, name: 'cart', path: '/c', ratchet: 2000 };
  const measured = [
    {
      page,
      wire: 600,
      firstTap: 120_000,
      ...summarise([
        { path: '/a.js', gzip: 300 },
        { path: '/b.js', gzip: 500 },
      ]),
    },
    { page: over, wire: 1400, ...summarise([{ path: '/a.js', gzip: 1500 }]) },
  ];
  assert.equal(measured[0].total, 800);
  assert.deepEqual(
    measured[0].rows.map((row) => row.path),
    ['/b.js', '/a.js'],
  );
  const text = report(measured);
  assert.match(
    text[0],
    /^shop home \/: 0\.8 KB gzip in 2 scripts \(0\.6 KB on the wire\) — ok; then 120\.0 KB at the first tap$/,
  );
  assert.match(text[1], /0\.5 KB {2}\/b\.js$/);
  assert.match(
    text[3],
    /^shop cart \/c: 1\.5 KB .* NOT MET \(target 1\.0 KB; held by ratchet 2\.0 KB\); then 0\.0 KB at the first tap$/,
  );
  const markdown = report(measured, { markdown: true });
  assert.equal(markdown[2], '| shop home `/` | 0.8 KB | 2 | ≤ 1.0 KB | met | 120.0 KB |');
  assert.equal(
    markdown[3],
    '| shop cart `/c` | 1.5 KB | 1 | ≤ 1.0 KB | **not met** (ratchet 2.0 KB) | 0.0 KB |',
  );
});
