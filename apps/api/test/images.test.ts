import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryLimitStore } from '../src/lib/limits/memory-limit-store.js';
import { createTokenService } from '../src/lib/tokens.js';
import { registerErrorHandling } from '../src/plugins/error-handler.js';
import { registerZodProvider, type ZodTypeProvider } from '../src/plugins/zod-provider.js';
import { imageRoutes } from '../src/routes/store/images.js';
import {
  IMAGE_ADDRESS_REFUSED,
  IMAGE_NOT_AN_IMAGE,
  IMAGE_TIMED_OUT,
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_REDIRECTS,
  IMAGE_UNAVAILABLE,
  IMAGE_URL_INVALID,
  type ImageProxyOptions,
  isPublicAddress,
} from '../src/services/image-proxy.js';
import { createMediaStorage } from '../src/services/media/create-media-storage.js';
import type { App, Deps } from '../src/types.js';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/images/demo/*', () => {
  const demo = (file: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/images/demo/${file}`, headers });

  it('serves a generated SVG, cached for good, with an ETag', async () => {
    const response = await demo('urban-threads/linen-shirt-1.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain('Linen Shirt');
    const etag = response.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await demo('urban-threads/linen-shirt-1.svg');
    expect(again.body).toBe(response.body);
    expect(again.headers.etag).toBe(etag);
    const notModified = await demo('urban-threads/linen-shirt-1.svg', { 'if-none-match': String(etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const listed = await demo('urban-threads/linen-shirt-1.svg', { 'if-none-match': `"other", W/${etag}` });
    expect(listed.statusCode).toBe(304);
    const other = await demo('urban-threads/linen-shirt-2.svg');
    expect(other.headers.etag).not.toBe(etag);
    for (const file of [
      'logos/pixel-forge.svg',
      'banners/green-pantry-1.svg',
      'categories/green-pantry/tea.svg',
    ]) {
      expect((await demo(file)).statusCode, file).toBe(200);
    }
  });

  it('answers 404 for anything that is not a demo image name', async () => {
    for (const file of [
      'nope.png',
      'Urban-Threads/Shirt.svg',
      '..%2F..%2Fetc%2Fpasswd',
      '../../package.json',
      'a/b/c/d.svg',
      '%00.svg',
      `${'x'.repeat(290)}/y.svg`,
      '',
    ]) {
      const response = await demo(file);
      expect(response.statusCode, file).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, file).toBeLessThan(500);
    }
    const unknown = await demo('nope.png');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Image not found' });
    expect((await demo(`x/${'y'.repeat(400)}.svg`)).statusCode).toBe(400);
  });
});

describe('isPublicAddress', () => {
  it('refuses private, loopback, link-local, CGNAT, multicast and reserved IPv4', () => {
    for (const address of [
      '0.0.0.0',
      '10.1.2.3',
      '100.64.0.1',
      '100.127.255.254',
      '127.0.0.1',
      '127.255.255.255',
      '169.254.169.254',
      '172.16.0.1',
      '172.31.255.255',
      '192.0.0.8',
      '192.0.2.10',
      '192.168.1.1',
      '198.18.0.1',
      '198.51.100.7',
      '203.0.113.9',
      '224.0.0.251',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses the same kinds of IPv6, and IPv4 carried inside IPv6', () => {
    for (const address of [
      '::',
      '::1',
      '[::1]',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '64:ff9b::192.168.0.1',
      '2002:c0a8:0101::1',
      '::127.0.0.1',
      'fc00::1',
      'fd12:3456:789a::1',
      'fe80::1',
      'fe80::1%eth0',
      'febf::1',
      'fec0::1',
      'ff02::1',
      '2001:db8::1',
      '2001:0:4136:e378::1',
      '100::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('accepts public addresses and refuses what is not an address', () => {
    for (const address of [
      '93.184.216.34',
      '8.8.8.8',
      '100.63.255.255',
      '100.128.0.1',
      '172.32.0.1',
      '2606:4700::1111',
      '2a00:1450:4001::200e',
      '::ffff:8.8.8.8',
      '64:ff9b::8.8.8.8',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of ['', 'localhost', '1.2.3', '256.1.1.1', '01.2.3.4x', '::gg', 'example.com']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('GET /api/image-proxy', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      switch (request.url) {
        case '/pixel.png':
          response.writeHead(200, { 'content-type': 'image/png', 'set-cookie': 'tracker=1' });
          response.end(PNG);
          return;
        case '/redirect':
          response.writeHead(302, { location: '/pixel.png' });
          response.end();
          return;
        case '/loop':
          response.writeHead(301, { location: '/loop' });
          response.end();
          return;
        case '/to-metadata':
          response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
          response.end();
          return;
        case '/page':
          response.writeHead(200, { 'content-type': 'text/html' });
          response.end('<html></html>');
          return;
        case '/huge-declared':
          response.writeHead(200, {
            'content-type': 'image/jpeg',
            'content-length': String(6 * 1024 * 1024),
          });
          response.end();
          return;
        case '/huge-streamed': {
          response.writeHead(200, { 'content-type': 'image/jpeg' });
          const chunk = Buffer.alloc(512 * 1024, 1);
          let sent = 0;
          const pump = () => {
            while (sent < 12 && !response.destroyed) {
              sent++;
              if (!response.write(chunk)) return void response.once('drain', pump);
            }
            response.end();
          };
          pump();
          return;
        }
        case '/slow':
          return; // never answers
        default:
          response.writeHead(404, { 'content-type': 'text/plain' });
          response.end('missing');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** A server whose proxy may reach the local image server (the production wiring never can). */
  async function appAllowing(proxy: ImageProxyOptions) {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    registerZodProvider(app, { checkResponses: true });
    registerErrorHandling(app);
    const deps: Deps = {
      db: ctx.db,
      database: ctx.database,
      config: ctx.config,
      tokens: createTokenService(ctx.config.jwtSecret),
      media: createMediaStorage(ctx.config.media),
      limits: createMemoryLimitStore(),
    };
    await app.register(async (api) => imageRoutes(api as unknown as App, deps, { proxy }), {
      prefix: '/api',
    });
    await app.ready();
    return app;
  }
  const loopbackOnly = (address: string) => address === '127.0.0.1';

  const proxy = (app: { inject: App['inject'] }, url: string) =>
    app.inject({ method: 'GET', url: '/api/image-proxy', query: { url } });

  it('refuses loopback, private and metadata addresses by default, before connecting', async () => {
    for (const url of [
      `${origin}/pixel.png`,
      'http://localhost/pixel.png',
      'http://[::1]/pixel.png',
      'http://[::ffff:127.0.0.1]/pixel.png',
      'http://2130706433/pixel.png',
      'http://0x7f.1/pixel.png',
      'http://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/pixel.png',
      'http://192.168.1.10:8080/pixel.png',
      'http://100.64.1.1/pixel.png',
      'http://[fe80::1]/pixel.png',
    ]) {
      const response = await proxy(ctx.app, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ error: IMAGE_ADDRESS_REFUSED });
    }
  });

  it('accepts only http and https addresses without credentials', async () => {
    for (const url of [
      'ftp://example.com/a.png',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'not a url',
      'http://user:secret@example.com/a.png',
      ' ',
    ]) {
      const response = await proxy(ctx.app, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ error: IMAGE_URL_INVALID });
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/image-proxy' })).statusCode).toBe(400);
    expect((await proxy(ctx.app, `http://example.com/${'a'.repeat(2100)}`)).statusCode).toBe(400);
  });

  it('passes an image through with its content type and a day of caching', async () => {
    const app = await appAllowing({ allowAddress: loopbackOnly });
    const response = await proxy(app, `${origin}/pixel.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.rawPayload.equals(PNG)).toBe(true);
    await app.close();
  });

  it('follows up to three redirects, checking every hop', async () => {
    const app = await appAllowing({ allowAddress: loopbackOnly });
    const redirected = await proxy(app, `${origin}/redirect`);
    expect(redirected.statusCode).toBe(200);
    expect(redirected.rawPayload.equals(PNG)).toBe(true);
    const loop = await proxy(app, `${origin}/loop`);
    expect(loop.statusCode).toBe(400);
    expect(loop.json()).toEqual({ error: IMAGE_TOO_MANY_REDIRECTS });
    const metadata = await proxy(app, `${origin}/to-metadata`);
    expect(metadata.statusCode).toBe(400);
    expect(metadata.json()).toEqual({ error: IMAGE_ADDRESS_REFUSED });
    await app.close();
  });

  it('refuses non-images (415), images over 5 MB (413) and missing ones (400)', async () => {
    const app = await appAllowing({ allowAddress: loopbackOnly });
    const page = await proxy(app, `${origin}/page`);
    expect(page.statusCode).toBe(415);
    expect(page.json()).toEqual({ error: IMAGE_NOT_AN_IMAGE });
    for (const path of ['/huge-declared', '/huge-streamed']) {
      const huge = await proxy(app, `${origin}${path}`);
      expect(huge.statusCode, path).toBe(413);
      expect(huge.json()).toEqual({ error: IMAGE_TOO_LARGE });
    }
    const missing = await proxy(app, `${origin}/missing.png`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: IMAGE_UNAVAILABLE });
    await app.close();
  });

  it('gives up on a slow server after the time-out', async () => {
    const app = await appAllowing({ allowAddress: loopbackOnly, timeoutMs: 300 });
    const slow = await proxy(app, `${origin}/slow`);
    expect(slow.statusCode).toBe(400);
    expect(slow.json()).toEqual({ error: IMAGE_TIMED_OUT });
    await app.close();
  });

  it('checks every address a host name resolves to', async () => {
    const port = (server.address() as AddressInfo).port;
    const resolving = (addresses: string[]) => async () => addresses;
    const fine = await appAllowing({ allowAddress: loopbackOnly, resolveHost: resolving(['127.0.0.1']) });
    expect((await proxy(fine, `http://images.test:${port}/pixel.png`)).statusCode).toBe(200);
    await fine.close();
    const mixed = await appAllowing({
      allowAddress: loopbackOnly,
      resolveHost: resolving(['127.0.0.1', '10.0.0.7']),
    });
    const refused = await proxy(mixed, `http://images.test:${port}/pixel.png`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: IMAGE_ADDRESS_REFUSED });
    await mixed.close();
    const failing = await appAllowing({
      resolveHost: async () => {
        throw new Error('ENOTFOUND');
      },
    });
    const unknown = await proxy(failing, 'http://no-such-host.test/pixel.png');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: IMAGE_UNAVAILABLE });
    await failing.close();
  });
});
