import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvidersConfig } from '../src/config.js';
import { paymentPageSources } from '../src/plugins/content-security-policy.js';
import { registerFrontends } from '../src/plugins/frontends.js';
import { registerSecurityHeaders } from '../src/plugins/security-headers.js';

/** A built index.html as Vite writes it: an entry module, a preload, a stylesheet. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Souk</title>
    <script type="module" crossorigin src="/assets/index-AbCd1234Ef.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-AbCd1234Ef.js">
    <link rel="stylesheet" crossorigin href="/assets/index-AbCd1234Ef.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A server renderer whose pages carry an inline script and the embedded state, as packages/web's do. */
const RENDERER = `
export function createRenderer({ template }) {
  return async (url) => {
    if (url.pathname !== '/tea/products') return null;
    const body = '<main>' + '<p>A long product list</p>'.repeat(500) + '</main>';
    return {
      status: 200,
      html: template
        .replace('<head>', '<head><script>addEventListener("error",()=>{})</script>')
        .replace('<div id="root"></div>', '<div id="root">' + body + '</div>')
        .replace('</body>', '<script type="application/json" id="souk-state">{"queries":[]}</script></body>'),
    };
  };
}
`;

/** A built service worker, long enough to be worth compressing. */
const SERVICE_WORKER = 'self.addEventListener("fetch", () => {});\n'.repeat(40);

const SANDBOX: PaymentProvidersConfig = {
  environment: 'sandbox',
  stripeApiBase: undefined,
  paypalApiBase: undefined,
  payfastBase: undefined,
  payfastItnHosts: undefined,
  cybersourceApiBase: undefined,
  demoKeys: {},
};

let dir: string;
let shop: FastifyInstance;
let publicMaps: FastifyInstance;

async function serve(publicSourceMaps: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await registerSecurityHeaders(app, { secureCookies: false, publicSourceMaps });
  app.get('/api/ping', async () => ({ pong: true }));
  await registerFrontends(
    app,
    [{ name: 'storefront', dist: join(dir, 'dist'), paths: ['/*'], renderer: join(dir, 'entry-server.mjs') }],
    { catalogueVersion: { current: 1 }, paymentPageSources: paymentPageSources(SANDBOX) },
  );
  return app;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'souk-page-security-'));
  mkdirSync(join(dir, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(dir, 'dist', '.vite'));
  writeFileSync(join(dir, 'dist', 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'dist', '.vite', 'manifest.json'), '{}');
  writeFileSync(
    join(dir, 'dist', 'assets', 'index-AbCd1234Ef.js'),
    'console.log(1)\n//# sourceMappingURL=index-AbCd1234Ef.js.map',
  );
  writeFileSync(
    join(dir, 'dist', 'assets', 'index-AbCd1234Ef.js.map'),
    '{"version":3,"sources":["src/main.tsx"]}',
  );
  // the storefront's service worker and offline page (issue 22), with the copies precompress.mjs writes
  writeFileSync(join(dir, 'dist', 'sw.js'), SERVICE_WORKER);
  writeFileSync(join(dir, 'dist', 'sw.js.br'), brotliCompressSync(SERVICE_WORKER));
  writeFileSync(join(dir, 'dist', 'offline.html'), '<!doctype html><title>You’re offline</title>');
  writeFileSync(join(dir, 'entry-server.mjs'), RENDERER);
  shop = await serve(false);
  publicMaps = await serve(true);
});
afterAll(async () => {
  await shop.close();
  await publicMaps.close();
  rmSync(dir, { recursive: true, force: true });
});

const nonceOf = (policy: string | undefined) => /'nonce-([^']+)'/.exec(String(policy))?.[1];

/** The directives of a policy header, by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

describe('the Content-Security-Policy of pages', () => {
  it('is strict: scripts by nonce only, no objects, no base, no framing, reports to the API', async () => {
    const response = await shop.inject({ method: 'GET', url: '/tea' });
    expect(response.statusCode).toBe(200);
    const policy = directives(response.headers['content-security-policy'] as string);
    const nonce = nonceOf(response.headers['content-security-policy'] as string);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy.get('script-src')).toEqual([
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      'https:',
      "'unsafe-inline'",
    ]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('report-uri')).toEqual(['/api/csp-reports']);
    expect(policy.get('report-to')).toEqual(['csp']);
    expect(response.headers['reporting-endpoints']).toBe('csp="/api/csp-reports"');
  });

  it('puts a fresh nonce on every script, module preload and the nonce meta of each response', async () => {
    const first = await shop.inject({ method: 'GET', url: '/tea' });
    const second = await shop.inject({ method: 'GET', url: '/tea' });
    const nonce = nonceOf(first.headers['content-security-policy'] as string);
    expect(nonceOf(second.headers['content-security-policy'] as string)).not.toBe(nonce);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(first.body).toContain(
      `<script nonce="${nonce}" type="module" crossorigin src="/assets/index-AbCd1234Ef.js">`,
    );
    expect(first.body).toContain(`<link nonce="${nonce}" rel="modulepreload"`);
    expect(first.body.match(/<script\b/g)).toHaveLength(
      first.body.match(/<script nonce="[^"]+"/g)?.length ?? -1,
    );
    expect(first.body).not.toContain('__SOUK_CSP_NONCE__');
  });

  it('puts the nonce on the rendered inline script and embedded state, compressed or not', async () => {
    for (const encoding of ['identity', 'gzip', 'br', 'gzip, deflate, br']) {
      const response = await shop.inject({
        method: 'GET',
        url: '/tea/products',
        headers: { 'accept-encoding': encoding },
      });
      const nonce = nonceOf(response.headers['content-security-policy'] as string);
      const sent = response.headers['content-encoding'];
      const html =
        sent === 'gzip'
          ? gunzipSync(response.rawPayload).toString()
          : sent === 'br'
            ? brotliDecompressSync(response.rawPayload).toString()
            : response.body;
      expect(html).toContain('A long product list');
      expect(html).toContain(`<script nonce="${nonce}">addEventListener`);
      expect(html).toContain(`<script nonce="${nonce}" type="application/json" id="souk-state">`);
      expect(html).not.toContain('__SOUK_CSP_NONCE__');
      // a kept page is put together from parts compressed once: still far smaller than the page
      if (sent === 'gzip') expect(response.rawPayload.length).toBeLessThan(html.length / 10);
    }
  });

  it('sends gzip to browsers that take it, as brotli cannot be put together per response', async () => {
    const response = await shop.inject({
      method: 'GET',
      url: '/tea/products',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('allows the payment providers on the payment pages only', async () => {
    for (const url of ['/tea/payment', '/tea/order/confirm?status=success', '/admin/payment']) {
      const response = await shop.inject({ method: 'GET', url });
      const policy = directives(response.headers['content-security-policy'] as string);
      expect(policy.get('frame-src'), url).toEqual(
        expect.arrayContaining([
          'https://js.stripe.com',
          'https://hooks.stripe.com',
          'https://www.sandbox.paypal.com',
        ]),
      );
      expect(policy.get('connect-src'), url).toEqual(
        expect.arrayContaining(["'self'", 'https://api.stripe.com']),
      );
      expect(policy.get('form-action'), url).toEqual(["'self'", 'https://sandbox.payfast.co.za']);
      expect(response.headers['permissions-policy'], url).toContain('payment=(self "https://js.stripe.com"');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
    }
    for (const url of ['/tea/shipping', '/tea/payments', '/payment', '/tea/product/details/payment']) {
      const response = await shop.inject({ method: 'GET', url });
      const policy = response.headers['content-security-policy'] as string;
      expect(policy, url).not.toContain('stripe');
      expect(policy, url).not.toContain('paypal');
      expect(policy, url).not.toContain('payfast');
      expect(response.headers['permissions-policy'], url).toContain('payment=()');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('leaves a server-rendered page in its browsing context group, isolating every page the browser renders', async () => {
    // the rendered catalogue page: a fresh renderer process for it cost the first view 250-650 ms (SECURITY.md)
    const rendered = await shop.inject({ method: 'GET', url: '/tea/products' });
    expect(rendered.body).toContain('A long product list');
    expect(rendered.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    // index.html (checkout, account, a page no route renders) and the API keep helmet's isolation
    for (const url of ['/tea/shipping', '/tea/account', '/api/ping']) {
      const response = await shop.inject({ method: 'GET', url });
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('gives every script of the build its sha384 in an import map on the payment pages only', async () => {
    const script = readFileSync(join(dir, 'dist', 'assets', 'index-AbCd1234Ef.js'));
    const digest = `sha384-${createHash('sha384').update(script).digest('base64')}`;
    const payment = await shop.inject({ method: 'GET', url: '/tea/payment' });
    const nonce = nonceOf(payment.headers['content-security-policy'] as string);
    const map = /<script nonce="([^"]+)" type="importmap">([^<]*)<\/script>/.exec(payment.body);
    expect(map?.[1]).toBe(nonce);
    expect(JSON.parse(map?.[2] ?? '{}')).toEqual({ integrity: { '/assets/index-AbCd1234Ef.js': digest } });
    // first in the head, before any module script or preload
    expect(payment.body.indexOf('type="importmap"')).toBeLessThan(payment.body.indexOf('type="module"'));
    const shipping = await shop.inject({ method: 'GET', url: '/tea/shipping' });
    expect(shipping.body).not.toContain('importmap');
  });

  it('follows the configured provider bases and the live environment', () => {
    const live = paymentPageSources({
      ...SANDBOX,
      environment: 'live',
      stripeApiBase: 'http://127.0.0.1:8311/',
      paypalApiBase: 'http://127.0.0.1:8312',
    });
    expect(live['connect-src']).toEqual([
      'http://127.0.0.1:8311',
      'https://www.paypal.com',
      'http://127.0.0.1:8312',
    ]);
    expect(live['frame-src']).not.toContain('https://www.sandbox.paypal.com');
    expect(live['form-action']).toEqual(['https://www.payfast.co.za']);
  });
});

describe('other headers of pages and files', () => {
  it('trim the referrer, forbid sniffing and deny unused features', async () => {
    for (const url of ['/tea', '/assets/index-AbCd1234Ef.js']) {
      const response = await shop.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'usb=()']) {
        expect(response.headers['permissions-policy'], url).toContain(feature);
      }
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('sends HSTS when the shop is served over https', async () => {
    const secure = Fastify({ logger: false });
    await registerSecurityHeaders(secure, { secureCookies: true, publicSourceMaps: false });
    secure.get('/', async () => 'ok');
    const response = await secure.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    await secure.close();
  });
});

describe('the service worker and the offline page (issue 22)', () => {
  it('sends the worker as a script checked on every navigation, under a policy that lets it fetch this site', async () => {
    for (const encoding of ['identity', 'br']) {
      const response = await shop.inject({
        method: 'GET',
        url: '/sw.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode, encoding).toBe(200);
      expect(response.headers['content-type'], encoding).toMatch(/^(?:text|application)\/javascript/);
      expect(response.headers['cache-control'], encoding).toBe('no-cache');
      const policy = directives(response.headers['content-security-policy'] as string);
      expect(policy.get('connect-src'), encoding).toEqual(["'self'"]);
      expect(policy.get('default-src'), encoding).toEqual(["'none'"]);
      expect(policy.has('script-src'), encoding).toBe(false);
    }
    const compressed = await shop.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(SERVICE_WORKER);
  });

  it('sends the offline page with its stylesheet and images allowed and no script', async () => {
    const response = await shop.inject({ method: 'GET', url: '/offline.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const policy = directives(response.headers['content-security-policy'] as string);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.has('script-src')).toBe(false);
  });

  it('keeps the files-only policy on every other file', async () => {
    const response = await shop.inject({ method: 'GET', url: '/assets/index-AbCd1234Ef.js' });
    expect(directives(response.headers['content-security-policy'] as string).get('default-src')).toEqual([
      "'none'",
    ]);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('source maps', () => {
  it('are not served unless SOURCE_MAPS=public', async () => {
    const hidden = await shop.inject({ method: 'GET', url: '/assets/index-AbCd1234Ef.js.map' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('sources');
    const withQuery = await shop.inject({ method: 'GET', url: '/assets/index-AbCd1234Ef.js.map?x=1' });
    expect(withQuery.statusCode).toBe(404);
    const served = await publicMaps.inject({ method: 'GET', url: '/assets/index-AbCd1234Ef.js.map' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('src/main.tsx');
  });
});
