import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFrontends } from '../src/routes/frontends.js';

let dir: string;
const app = Fastify();
const missing = Fastify();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'souk-frontends-'));
  for (const name of ['storefront', 'portal']) {
    mkdirSync(join(dir, name, name === 'portal' ? 'portal-assets' : 'assets'), { recursive: true });
    writeFileSync(join(dir, name, 'index.html'), `<!doctype html><title>${name}</title>`);
  }
  writeFileSync(join(dir, 'storefront', 'assets', 'index-AbCd1234Ef.js'), 'console.log(1)');
  writeFileSync(join(dir, 'portal', 'portal-assets', 'main-ZyXw9876Vu.js'), 'console.log(2)');
  writeFileSync(join(dir, 'storefront', 'favicon.svg'), '<svg/>');
  await registerFrontends(app, { storefront: join(dir, 'storefront'), portal: join(dir, 'portal') });
  await registerFrontends(missing, { storefront: join(dir, 'nope'), portal: join(dir, 'nope2') });
});
afterAll(async () => {
  await app.close();
  await missing.close();
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
});
