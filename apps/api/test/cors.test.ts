import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_ORIGINS, loadConfig } from '../src/config.js';
import { createTestContext, type TestContext } from './harness.js';

const BASE = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/souk-test-unused' };

describe('which origins CORS trusts', () => {
  it('trusts only PUBLIC_URL in production (what pnpm start runs), and the dev servers in development only', () => {
    expect(loadConfig(BASE)).toMatchObject({ env: 'production', allowedOrigins: ['http://localhost:8000'] });
    expect(loadConfig({ ...BASE, PORT: '9000' }).allowedOrigins).toEqual(['http://localhost:9000']);
    expect(loadConfig({ ...BASE, NODE_ENV: 'test' }).allowedOrigins).toEqual(['http://localhost:8000']);
    expect(loadConfig({ ...BASE, NODE_ENV: 'development' }).allowedOrigins).toEqual([
      'http://localhost:8000',
      ...DEVELOPMENT_ORIGINS,
    ]);
    expect(
      loadConfig({
        ...BASE,
        PUBLIC_URL: 'https://shop.example.com/',
        CORS_ORIGINS: 'https://admin.example.com, https://partner.example.org:8443',
      }).allowedOrigins,
    ).toEqual(['https://shop.example.com', 'https://admin.example.com', 'https://partner.example.org:8443']);
  });

  it('refuses at start a PUBLIC_URL or CORS origin that is not an http(s) origin, and the old ALLOWED_ORIGINS', () => {
    const bad: Record<string, string>[] = [
      { PUBLIC_URL: 'shop.example.com' },
      { PUBLIC_URL: 'ftp://shop.example.com' },
      { PUBLIC_URL: 'https://shop.example.com/store' },
      { PUBLIC_URL: 'https://shop.example.com/?x=1' },
      { PUBLIC_URL: 'https://user:pw@shop.example.com' },
      { CORS_ORIGINS: 'https://ok.example.com,not a url' },
      { CORS_ORIGINS: 'https://ok.example.com/path' },
      { ALLOWED_ORIGINS: 'https://old.example.com' },
    ];
    for (const env of bad) {
      expect(() => loadConfig({ ...BASE, ...env }), JSON.stringify(env)).toThrow(ConfigError);
    }
    expect(() => loadConfig({ ...BASE, ALLOWED_ORIGINS: 'x' })).toThrow(
      /ALLOWED_ORIGINS is now CORS_ORIGINS/,
    );
    expect(() => loadConfig({ ...BASE, PUBLIC_URL: 'https://shop.example.com/store' })).toThrow(/PUBLIC_URL/);
  });
});

describe('CORS answers', () => {
  let production: TestContext;
  let development: TestContext;
  beforeAll(async () => {
    production = await createTestContext({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.com',
      CORS_ORIGINS: 'https://admin.example.com',
    });
    development = await createTestContext({ NODE_ENV: 'development' });
  });
  afterAll(async () => {
    await production.close();
    await development.close();
  });

  function preflight(ctx: TestContext, origin: string) {
    return ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/home/order/place-order',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
  }

  it('lets the public and configured origins call with credentials in production, never the dev servers', async () => {
    for (const origin of ['https://shop.example.com', 'https://admin.example.com']) {
      const response = await preflight(production, origin);
      expect(response.headers['access-control-allow-origin'], origin).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    }
    for (const origin of [
      ...DEVELOPMENT_ORIGINS,
      'https://evil.example.com',
      'https://shop.example.com.evil.com',
    ]) {
      const response = await preflight(production, origin);
      expect(response.headers['access-control-allow-origin'], origin).toBeUndefined();
      const read = await production.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(read.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('lets the dev servers call in development', async () => {
    for (const origin of DEVELOPMENT_ORIGINS) {
      expect((await preflight(development, origin)).headers['access-control-allow-origin']).toBe(origin);
    }
  });
});
