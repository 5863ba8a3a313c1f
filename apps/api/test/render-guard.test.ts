import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { RenderLimits } from '../src/lib/render-limiter.js';
import { type Frontend, registerFrontends } from '../src/plugins/frontends.js';
import { shopNameLookup } from '../src/services/shop-names.js';
import { insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

/** What the stand-in renderer (`fakes/guarded-renderer.mjs`) records, and the gate its renders wait on. */
interface RenderProbe {
  renders: string[];
  notFoundRenders: number;
  gate?: Promise<void>;
  padding?: string;
}
const probe: RenderProbe = { renders: [], notFoundRenders: 0 };
(globalThis as { renderProbe?: RenderProbe }).renderProbe = probe;

const RENDERER = fileURLToPath(new URL('./fakes/guarded-renderer.mjs', import.meta.url));
const SHOPS = new Set(['pixel-forge', 'urban-threads']);

let dir: string;
const apps: FastifyInstance[] = [];

function storefront(): Frontend[] {
  return [{ name: 'storefront', dist: join(dir, 'storefront'), paths: ['/*'], renderer: RENDERER }];
}

/** A server with the stand-in storefront; `arrivals` counts page requests that reached the shop check. */
async function serve(render?: RenderLimits) {
  const app = Fastify({ logger: false });
  const state = { arrivals: 0, version: { current: 1 } };
  await registerFrontends(app, storefront(), {
    publicUrl: 'https://shop.example',
    catalogueVersion: state.version,
    paramExists: {
      sellerName: async (name) => {
        state.arrivals += 1;
        return SHOPS.has(name);
      },
    },
    ...(render ? { render } : {}),
  });
  apps.push(app);
  return { app, state };
}

/** Runs every pending callback that needs no I/O: requests waiting on nothing else have moved on. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** Holds every render until `release` is called. */
function holdRenders() {
  let release!: () => void;
  probe.gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () => {
    probe.gate = undefined;
    release();
  };
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'souk-render-guard-'));
  mkdirSync(join(dir, 'storefront', '.vite'), { recursive: true });
  writeFileSync(join(dir, 'storefront', 'index.html'), '<!doctype html><title>storefront</title>');
  writeFileSync(join(dir, 'storefront', '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/m.js"}}');
});
afterEach(() => {
  probe.renders = [];
  probe.notFoundRenders = 0;
  probe.gate = undefined;
  probe.padding = undefined;
});
afterAll(async () => {
  for (const app of apps) await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('addresses that are no page are answered without a render', () => {
  it('answers 500 distinct unknown paths 404 with the not-found page, rendered once', async () => {
    const { app } = await serve();
    const paths = Array.from({ length: 500 }, (_, index) =>
      index % 2 ? `/pixel-forge/no/such/page-${index}` : `/${index}/${index}/deep?x=${index}`,
    );
    for (const url of paths) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('Oops! Shop Not Found');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect(probe.renders).toEqual([]);
    expect(probe.notFoundRenders).toBe(1);
  });

  it('answers a shop that does not exist 404, on every page of it, without rendering it', async () => {
    const { app } = await serve();
    for (const url of ['/no-such-shop', '/no-such-shop/products?category=a', '/no-such-shop/card']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('Oops! Shop Not Found');
    }
    expect(probe.renders).toEqual([]);

    const shop = await app.inject({ method: 'GET', url: '/pixel-forge' });
    expect(shop.statusCode).toBe(200);
    expect(shop.body).toContain('<main>rendered https://shop.example/pixel-forge</main>');
    expect(probe.renders).toEqual(['https://shop.example/pixel-forge']);
  });

  it('renders the not-found page again once the catalogue changed', async () => {
    const { app, state } = await serve();
    await app.inject({ method: 'GET', url: '/nowhere/at/all' });
    await app.inject({ method: 'GET', url: '/nowhere/at/all/2' });
    expect(probe.notFoundRenders).toBe(1);
    state.version.current += 1;
    await app.inject({ method: 'GET', url: '/nowhere/at/all/3' });
    expect(probe.notFoundRenders).toBe(2);
  });

  it('sends a known page that is not rendered on the server as index.html, with no render', async () => {
    const { app } = await serve();
    const response = await app.inject({ method: 'GET', url: '/pixel-forge/card' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<!doctype html><title>storefront</title>');
    expect(probe.renders).toEqual([]);
  });
});

describe('query strings', () => {
  it('renders 200 junk-query variants of one page once, at its canonical address', async () => {
    const { app } = await serve();
    for (let index = 0; index < 200; index += 1) {
      const response = await app.inject({
        method: 'GET',
        url: `/pixel-forge/products?utm_source=${index}&category=Audio&junk${index}=x&category=Video`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('rendered https://shop.example/pixel-forge/products?category=Audio<');
    }
    // a trailing slash is the same page
    await app.inject({ method: 'GET', url: '/pixel-forge/products/?category=Audio&fbclid=1' });
    expect(probe.renders).toEqual(['https://shop.example/pixel-forge/products?category=Audio']);

    // a parameter the screen reads is another page
    await app.inject({ method: 'GET', url: '/pixel-forge/products?category=Video' });
    expect(probe.renders).toHaveLength(2);
  });
});

describe('concurrent renders', () => {
  it('runs 4 at once, queues what the queue holds, answers 503 with Retry-After past it', async () => {
    const { app, state } = await serve({ concurrency: 4, queue: 3 });
    const release = holdRenders();
    const pages = Array.from({ length: 7 }, (_, index) =>
      app.inject({ method: 'GET', url: `/pixel-forge/products?value=busy-${index}` }),
    );
    while (state.arrivals < 7) await settle();
    await settle();
    expect(probe.renders).toHaveLength(4);

    const refused = await app.inject({ method: 'GET', url: '/pixel-forge/products?value=one-too-many' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.body).toContain('Please try again in a moment');
    // an unknown address still costs no render, however busy rendering is
    const unknown = await app.inject({ method: 'GET', url: '/pixel-forge/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    // a page already being rendered joins that render instead of queueing
    const joined = app.inject({ method: 'GET', url: '/pixel-forge/products?value=busy-0&utm=x' });

    release();
    const answers = await Promise.all([...pages, joined]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(answers[7]?.body).toBe(answers[0]?.body);
    expect(probe.renders).toHaveLength(7);
  });

  it('renders a page asked for by many requests at once a single time', async () => {
    const { app, state } = await serve({ concurrency: 1, queue: 0 });
    const release = holdRenders();
    const requests = Array.from({ length: 20 }, () => app.inject({ method: 'GET', url: '/urban-threads' }));
    while (state.arrivals < 20) await settle();
    await settle();
    release();
    const answers = await Promise.all(requests);
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
    expect(answers[0]?.statusCode).toBe(200);
    expect(probe.renders).toEqual(['https://shop.example/urban-threads']);
  });
});

describe('the page cache', () => {
  it('keeps pages within its byte bound, letting the least recently used go', async () => {
    const { app } = await serve();
    // about 2.5 MB a page kept: the default 64 MiB bound holds some 25 of them
    probe.padding = 'x'.repeat(1024 * 1024);
    for (let index = 0; index < 40; index += 1) {
      await app.inject({ method: 'GET', url: `/pixel-forge/products?value=${index}` });
    }
    expect(probe.renders).toHaveLength(40);
    await app.inject({ method: 'GET', url: '/pixel-forge/products?value=39' });
    expect(probe.renders).toHaveLength(40);
    await app.inject({ method: 'GET', url: '/pixel-forge/products?value=0' });
    expect(probe.renders).toHaveLength(41);
  });
});

describe('shops checked against the database', () => {
  let context: TestContext;
  let app: FastifyInstance;

  beforeAll(async () => {
    context = await createTestContext();
    app = await buildApp({
      config: context.config,
      database: context.database,
      logger: false,
      frontends: storefront(),
    });
    await insertSeller(context.db, { name: 'Guard-Shop' });
  });
  afterAll(async () => {
    await app.close();
    await context.close();
  });

  it('knows a shop by its name in any case, and a shop added later', async () => {
    const exists = shopNameLookup(context.db, context.database.catalogueVersion);
    expect(await exists('guard-shop')).toBe(true);
    expect(await exists('GUARD-SHOP')).toBe(true);
    expect(await exists('guard-shop-2')).toBe(false);
    await insertSeller(context.db, { name: 'guard-shop-2' });
    expect(await exists('guard-shop-2')).toBe(true);
  });

  it('renders an existing shop and answers an unknown one 404 without rendering it', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/no-shop-of-that-name' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Oops! Shop Not Found');
    expect(probe.renders).toEqual([]);

    const shop = await app.inject({ method: 'GET', url: '/guard-shop' });
    expect(shop.statusCode).toBe(200);
    expect(probe.renders).toHaveLength(1);
  });
});
