import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_COOKIE } from '@souk/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerFrontends } from '../src/plugins/frontends.js';
import { RETURN_PATH_INVALID } from '../src/routes/store/language.js';
import { createTestContext, type TestContext } from './harness.js';

const probe = { renders: [] as string[] };
(globalThis as { languageProbe?: typeof probe }).languageProbe = probe;
const RENDERER = fileURLToPath(new URL('./fakes/language-renderer.mjs', import.meta.url));
/** Each shop's default language, as its seller set it in the console. */
const SHOP_LANGUAGES: Record<string, string> = { 'pixel-forge': 'en', 'souk-cairo': 'ar' };

let dir: string;
let app: FastifyInstance;
let ctx: TestContext;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'souk-page-language-'));
  mkdirSync(join(dir, 'storefront', '.vite'), { recursive: true });
  writeFileSync(
    join(dir, 'storefront', 'index.html'),
    '<!doctype html><html lang="en"><head><title>storefront</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'storefront', '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/m.js"}}');
  app = Fastify({ logger: false });
  await registerFrontends(
    app,
    [
      {
        name: 'storefront',
        dist: join(dir, 'storefront'),
        paths: ['/*'],
        renderer: RENDERER,
        languages: true,
      },
    ],
    {
      publicUrl: 'https://shop.example',
      catalogueVersion: { current: 1 },
      paramExists: { sellerName: async (name) => name in SHOP_LANGUAGES },
      shopLanguage: async (name) => SHOP_LANGUAGES[name] ?? null,
    },
  );
  ctx = await createTestContext();
});
afterEach(() => {
  probe.renders = [];
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];

describe('the language a shop page is shown in', () => {
  it("is the shop's default when neither the shopper nor the browser chose one", async () => {
    const english = await page('/pixel-forge');
    expect(htmlTag(english.body)).toBe('<html lang="en">');
    expect(english.body).toContain('rendered in en');

    const arabic = await page('/souk-cairo', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(htmlTag(arabic.body)).toBe('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain('rendered in ar');
  });

  it("is the browser's most preferred shop language before the shop's default", async () => {
    const response = await page('/souk-cairo', { 'accept-language': 'fr-CA,fr;q=0.9,ar;q=0.8' });
    expect(htmlTag(response.body)).toBe('<html lang="fr">');
    expect(response.body).toContain('rendered in fr');
    // the page is no-cache: it names its language, not what chose it (the service worker would keep no
    // page varying on the cookie, and its own requests carry no Accept-Language)
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['content-language']).toBe('fr');
  });

  it("is the shopper's own choice before anything else", async () => {
    const response = await page('/pixel-forge', {
      'accept-language': 'fr',
      cookie: `guest=1; ${LANGUAGE_COOKIE}=ar`,
    });
    expect(htmlTag(response.body)).toBe('<html lang="ar" dir="rtl">');
    expect(response.body).toContain('rendered in ar');
  });

  it('ignores a cookie naming a language the shop is not shown in', async () => {
    const response = await page('/pixel-forge', { cookie: `${LANGUAGE_COOKIE}=de` });
    expect(htmlTag(response.body)).toBe('<html lang="en">');
  });

  it('keeps each language of a page apart, each rendered once', async () => {
    for (let round = 0; round < 3; round += 1) {
      for (const language of ['en', 'ar', 'fr']) {
        const response = await page('/souk-cairo', { 'accept-language': language });
        expect(response.body).toContain(`rendered in ${language}`);
      }
    }
    // the earlier tests rendered it in Arabic and French already: only English is new
    expect(probe.renders).toEqual(['/souk-cairo en']);
  });

  it('puts the language on a page the browser renders and on the not-found page', async () => {
    const cart = await page('/souk-cairo/card');
    expect(htmlTag(cart.body)).toBe('<html lang="ar" dir="rtl">');
    expect(probe.renders).toEqual([]);

    const missing = await page('/no-such-shop', { 'accept-language': 'fr' });
    expect(missing.statusCode).toBe(404);
    expect(htmlTag(missing.body)).toBe('<html lang="fr">');
    expect(missing.body).toContain('not found in fr');
  });
});

describe('POST /api/language', () => {
  const choose = (payload: string, contentType = 'application/x-www-form-urlencoded') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/language',
      payload,
      headers: { 'content-type': contentType },
    });

  it('remembers the choice for a year and goes back to the page', async () => {
    const response = await choose('language=ar&return=%2Fpixel-forge%2Fshops%3Fpage%3D2');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/pixel-forge/shops?page=2');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`${LANGUAGE_COOKIE}=ar`);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('takes JSON too, and goes home without a page to go back to', async () => {
    const response = await choose(JSON.stringify({ language: 'fr' }), 'application/json');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/');
  });

  it('answers a script that asks for JSON with the language', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/language',
      payload: { language: 'fr' },
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: 'fr' });
    expect(String(response.headers['set-cookie'])).toContain(`${LANGUAGE_COOKIE}=fr`);
  });

  it('refuses a language the shop is not shown in, setting nothing', async () => {
    const response = await choose('language=de&return=%2F');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('Language must be one of en, ar or fr');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('never sends the shopper to another site', async () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'pixel-forge',
      '/a b',
    ]) {
      const response = await choose(`language=fr&return=${encodeURIComponent(target)}`);
      expect(response.statusCode, target).toBe(400);
      expect(response.json().error).toContain(RETURN_PATH_INVALID);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});
