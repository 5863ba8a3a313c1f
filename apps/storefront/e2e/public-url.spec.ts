import { request as httpRequest } from 'node:http';
import { expect, test } from '@souk/web/e2e';

// Issue 14 (7): every absolute URL of a server-rendered page — canonical and share links, JSON-LD, images —
// comes from PUBLIC_URL (the journeys' server sets it to the address they browse), never from the Host
// header: a forged Host must not reach the page, nor the copy kept for the next shopper.

/** A GET with a Host header of our choosing (browsers and fetch will not send a forged one). */
function getWithHost(baseURL: string, path: string, host: string): Promise<string> {
  const base = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      { hostname: base.hostname, port: base.port, path, headers: { host, 'x-forwarded-host': host } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve(body));
      },
    );
    call.on('error', reject);
    call.end();
  });
}

test('server-rendered pages build their links from PUBLIC_URL, whatever Host the request forges', async ({
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const encodedOrigin = encodeURIComponent(origin);
  const product = '/pixel-forge/product/details/1tb-portable-nvme-ssd';
  for (const path of [
    '/pixel-forge',
    product,
    '/pixel-forge/products',
    '/pixel-forge/contact',
    '/',
    '/search-products/tea',
  ]) {
    const forged = await getWithHost(origin, path, 'evil.example');
    expect(forged, path).toContain('<div id="root">');
    expect(forged, path).not.toContain('evil.example');
    // the copy the forged request left behind is the one the next shopper gets
    const next = await getWithHost(origin, path, new URL(origin).host);
    expect(next, path).not.toContain('evil.example');
  }

  const page = await getWithHost(origin, product, 'evil.example');
  const jsonLd = JSON.parse(
    /<script[^>]* type="application\/ld\+json">(.*?)<\/script>/s.exec(page)?.[1] ?? '{}',
  );
  expect(jsonLd.offers.url).toBe(`${origin}${product}`);
  for (const image of jsonLd.image as string[]) expect(image.startsWith(`${origin}/`), image).toBe(true);
  // share links carry the product's public address
  expect(page).toContain(`${encodedOrigin}${encodeURIComponent(product)}`);
});
