import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Frontend, frontendsFromList, pageUrl, registerFrontends } from '../src/plugins/frontends.js';

let dir: string;
const app = Fastify();
const withConsole = Fastify();
const missing = Fastify();
const rendering = Fastify({ logger: false });
const catalogue = { current: 1 };

/** A stand-in for the storefront's server renderer build, honouring the contract `frontends.ts` relies on. */
const FAKE_RENDERER = `
let renders = 0;
export function createRenderer({ template, manifest, fetch, apiBaseUrl, storage }) {
  if (!manifest['src/main.tsx'] || typeof storage.run !== 'function') throw new Error('bad options');
  const render = async (url, visitor) => {
    renders += 1;
    if (url.pathname === '/counted-shop/card') {
      return { status: 200, html: template + '<main>cart of ' + (visitor?.guestSessionId ?? 'nobody') + ', render ' + renders + '</main>' };
    }
    if (url.pathname === '/counted-shop') return { status: 200, html: template + '<main>render ' + renders + '</main>' };
    if (url.pathname === '/rendered-shop') {
      const pong = await (await fetch(apiBaseUrl + '/ping?from=renderer')).json();
      return {
        status: 200,
        html: template + '<main>rendered ' + url.href + ' ' + JSON.stringify(pong) + '</main>',
      };
    }
    if (url.pathname === '/search-products/rendered') return { status: 200, html: '<main>portal render</main>' };
    if (url.pathname === '/gone-shop') return { status: 302, location: '/not-found' };
    if (url.pathname === '/broken-shop') throw new Error('render failed');
    return null;
  };
  // every address is a page as asked; the cart is the guest's own
  const match = (url) => ({ url, prerendered: true, personal: url.pathname.endsWith('/card'), params: {} });
  return Object.assign(render, { match });
}
`;

/** The two front ends as frontends.json lists them (portal first: the storefront's `/*` is the catch-all). */
function frontendsIn(storefront: string, portal: string, renderer?: string): Frontend[] {
  return [
    {
      name: 'search-portal',
      dist: portal,
      paths: ['/', '/search-products/*'],
      ...(renderer ? { renderer } : {}),
    },
    { name: 'storefront', dist: storefront, paths: ['/*'], ...(renderer ? { renderer } : {}) },
  ];
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'souk-frontends-'));
  for (const name of ['storefront', 'portal']) {
    mkdirSync(join(dir, name, name === 'portal' ? 'portal-assets' : 'assets'), { recursive: true });
    writeFileSync(join(dir, name, 'index.html'), `<!doctype html><title>${name}</title>`);
  }
  writeFileSync(join(dir, 'storefront', 'assets', 'index-AbCd1234Ef.js'), 'console.log(1)');
  writeFileSync(join(dir, 'portal', 'portal-assets', 'main-ZyXw9876Vu.js'), 'console.log(2)');
  writeFileSync(join(dir, 'storefront', 'favicon.svg'), '<svg/>');
  // precompressed copies, as scripts/precompress.mjs writes them at build time
  const script = 'console.log("a hashed asset");'.repeat(50);
  writeFileSync(join(dir, 'storefront', 'assets', 'big-AbCd1234Ef.js'), script);
  writeFileSync(join(dir, 'storefront', 'assets', 'big-AbCd1234Ef.js.br'), brotliCompressSync(script));
  await registerFrontends(app, frontendsIn(join(dir, 'storefront'), join(dir, 'portal')));
  await registerFrontends(missing, frontendsIn(join(dir, 'nope'), join(dir, 'nope2')));

  // the seller console: a build without a server renderer, served below /seller/ (Vite's base)
  mkdirSync(join(dir, 'console', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'console', 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(dir, 'console', 'assets', 'index-QwEr5678Ty.js'), 'console.log(3)');
  writeFileSync(join(dir, 'console', 'favicon.svg'), '<svg id="console"/>');
  const [portal, storefront] = frontendsIn(join(dir, 'storefront'), join(dir, 'portal'));
  await registerFrontends(withConsole, [
    portal as Frontend,
    { name: 'seller-console', dist: join(dir, 'console'), paths: ['/seller', '/seller/*'], base: '/seller/' },
    storefront as Frontend,
  ]);

  for (const name of ['storefront', 'portal']) {
    mkdirSync(join(dir, name, '.vite'));
    writeFileSync(join(dir, name, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/m.js"}}');
  }
  writeFileSync(join(dir, 'entry-server.mjs'), FAKE_RENDERER);
  rendering.get('/api/ping', async (request) => ({ pong: request.query }));
  await registerFrontends(
    rendering,
    frontendsIn(join(dir, 'storefront'), join(dir, 'portal'), join(dir, 'entry-server.mjs')),
    { catalogueVersion: catalogue, publicUrl: 'https://shop.example' },
  );
});
afterAll(async () => {
  await app.close();
  await withConsole.close();
  await missing.close();
  await rendering.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('front ends served beside the API', () => {
  it('sends / and /search-products/* to the search portal', async () => {
    for (const url of ['/', '/search-products/tea', '/search-products/a%20b']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>portal</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends every other path to the storefront (SPA fallback)', async () => {
    for (const url of [
      '/urban-threads',
      '/urban-threads/product/details/linen-shirt',
      '/not-found',
      '/admin/x',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>storefront</title>');
    }
  });

  it('serves hashed assets of both apps with long-lived caching', async () => {
    const storefront = await app.inject({ method: 'GET', url: '/assets/index-AbCd1234Ef.js' });
    expect(storefront.statusCode).toBe(200);
    expect(storefront.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const portal = await app.inject({ method: 'GET', url: '/portal-assets/main-ZyXw9876Vu.js' });
    expect(portal.statusCode).toBe(200);
    const plain = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(plain.headers['cache-control']).toBe('public, max-age=300');
  });

  it('never answers unknown /api paths with HTML', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('error');
  });

  it('says plainly when a front end is not built', async () => {
    const response = await missing.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('not built yet');
  });

  it('sends precompressed assets to browsers that take them', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/assets/big-AbCd1234Ef.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const plain = await app.inject({ method: 'GET', url: '/assets/big-AbCd1234Ef.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('a hashed asset');
  });

  it('compresses pages for browsers that take it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/urban-threads',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toContain('<title>storefront</title>');
  });
});

describe('a front end below a path (the seller console at /seller)', () => {
  it('sends its index.html for /seller and every path below it, and no other front end', async () => {
    for (const url of ['/seller', '/seller/', '/seller/login?next=%2Fseller', '/seller/orders/ORD-1']) {
      const response = await withConsole.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>console</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const shop = await withConsole.inject({ method: 'GET', url: '/sellers-market' });
    expect(shop.body).toContain('<title>storefront</title>');
    expect((await withConsole.inject({ method: 'GET', url: '/' })).body).toContain('<title>portal</title>');
  });

  it('serves its hashed assets under its base only, with long-lived caching', async () => {
    const asset = await withConsole.inject({ method: 'GET', url: '/seller/assets/index-QwEr5678Ty.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(3)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // its files never shadow the root builds': /favicon.svg stays the storefront's, /assets/… answers no console file
    expect((await withConsole.inject({ method: 'GET', url: '/seller/favicon.svg' })).body).toBe(
      '<svg id="console"/>',
    );
    expect((await withConsole.inject({ method: 'GET', url: '/favicon.svg' })).body).toBe('<svg/>');
    const rootAsset = await withConsole.inject({ method: 'GET', url: '/assets/index-QwEr5678Ty.js' });
    expect(rootAsset.body).not.toBe('console.log(3)');
    const storefrontAsset = await withConsole.inject({ method: 'GET', url: '/assets/index-AbCd1234Ef.js' });
    expect(storefrontAsset.body).toBe('console.log(1)');
  });

  it('answers a missing asset below its base with 404, not the page', async () => {
    const response = await withConsole.inject({ method: 'GET', url: '/seller/assets/gone-ZzZz9999Zz.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>console</title>');
  });
});

describe('storefront pages rendered on the server', () => {
  it('sends the rendered page, its API calls answered in-process', async () => {
    const response = await rendering.inject({
      method: 'GET',
      url: '/rendered-shop?page=2',
      headers: { host: 'localhost:8000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>storefront</title>');
    // the renderer sees the page asked for at the public address; its fetch reached this server's /api
    expect(response.body).toContain(
      'rendered https://shop.example/rendered-shop?page=2 {"pong":{"from":"renderer"}}',
    );
  });

  it('renders for the public address whatever Host the request forges', async () => {
    for (const headers of [
      { host: 'evil.example' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    ]) {
      const response = await rendering.inject({ method: 'GET', url: '/rendered-shop?page=3', headers });
      expect(response.body).toContain('rendered https://shop.example/rendered-shop?page=3 ');
      expect(response.body).not.toContain('evil');
    }
    expect(pageUrl('https://shop.example', '//evil.example/rendered-shop').href).toBe(
      'https://shop.example/rendered-shop',
    );
    expect(pageUrl('https://shop.example', 'http://evil.example/rendered-shop?x=1').href).toBe(
      'https://shop.example/rendered-shop?x=1',
    );
  });

  it('renders portal pages through the portal renderer', async () => {
    const rendered = await rendering.inject({ method: 'GET', url: '/search-products/rendered' });
    expect(rendered.body).toBe('<main>portal render</main>');
    const plain = await rendering.inject({ method: 'GET', url: '/search-products/other' });
    expect(plain.body).toBe('<!doctype html><title>portal</title>');
  });

  it('follows a redirect the renderer asks for', async () => {
    const response = await rendering.inject({ method: 'GET', url: '/gone-shop' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/not-found');
  });

  it('falls back to the client-rendered page when rendering fails or does not apply', async () => {
    for (const url of ['/broken-shop', '/urban-threads/card']) {
      const response = await rendering.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<!doctype html><title>storefront</title>');
    }
  });

  it('keeps a rendered page until the catalogue changes', async () => {
    const get = async () => (await rendering.inject({ method: 'GET', url: '/counted-shop' })).body;
    const first = await get();
    expect(first).toMatch(/render \d+/);
    expect(await get()).toBe(first);
    // another address is another page
    const other = (await rendering.inject({ method: 'GET', url: '/counted-shop?page=2' })).body;
    expect(other).not.toBe(first);

    catalogue.current += 1;
    const after = await get();
    expect(after).not.toBe(first);
    expect(await get()).toBe(after);
  });

  it('sends a kept page compressed as well as plain', async () => {
    await rendering.inject({ method: 'GET', url: '/counted-shop?c=1' });
    const plain = await rendering.inject({ method: 'GET', url: '/counted-shop?c=1' });
    const zipped = await rendering.inject({
      method: 'GET',
      url: '/counted-shop?c=1',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });
});

describe('personal pages (the cart) rendered for the guest who asks', () => {
  const guest = '0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
  const other = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
  const cart = (cookie?: string) =>
    rendering.inject({ method: 'GET', url: '/counted-shop/card', headers: cookie ? { cookie } : {} });

  it('renders the cart for the guest session the cookie names, and no cache may keep it', async () => {
    const response = await cart(`theme=dark; soukShopper=${guest}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(new RegExp(`cart of ${guest}, render \\d+`));
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toBe('Accept-Encoding, Cookie');
  });

  it("renders it again for every request: never kept, never another guest's", async () => {
    const first = (await cart(`soukShopper=${guest}`)).body;
    const again = (await cart(`soukShopper=${guest}`)).body;
    expect(again).not.toBe(first);
    expect((await cart(`soukShopper=${other}`)).body).toContain(`cart of ${other}, `);
    // a public page asked for with a guest's cookie is still the kept one, and names nobody
    const shop = await rendering.inject({
      method: 'GET',
      url: '/counted-shop?kept=1',
      headers: { cookie: `soukShopper=${guest}` },
    });
    expect(shop.headers['cache-control']).toBe('no-cache');
    expect(shop.body).not.toContain(guest);
  });

  it("leaves a signed-in customer's cart to their browser (index.html)", async () => {
    const response = await cart('soukShopper=customer');
    expect(response.body).toBe('<!doctype html><title>storefront</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('renders it for nobody without a cookie, or with one that is no guest session', async () => {
    for (const cookie of [
      undefined,
      'soukShopper=',
      'soukShopper=guest-1',
      `soukShopper=${guest.toUpperCase()}`,
    ]) {
      const response = await cart(cookie);
      expect(response.body, String(cookie)).toMatch(/cart of nobody, render \d+/);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('the list of front ends (frontends.json)', () => {
  it('names each front end of the repository, its build and its paths, the catch-all last', () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const frontends = frontendsFromList(root);
    expect(frontends.map((frontend) => frontend.name)).toEqual([
      'search-portal',
      'seller-console',
      'storefront',
    ]);
    expect(frontends.map((frontend) => frontend.dist)).toEqual([
      join(root, 'apps/search-portal/dist'),
      join(root, 'apps/seller-console/dist'),
      join(root, 'apps/storefront/dist'),
    ]);
    expect(frontends.find((frontend) => frontend.name === 'seller-console')?.base).toBe('/seller/');
    expect(frontends.at(-1)?.paths).toEqual(['/*']);
    expect(frontends.slice(0, -1).every((frontend) => !frontend.paths.includes('/*'))).toBe(true);
  });
});
