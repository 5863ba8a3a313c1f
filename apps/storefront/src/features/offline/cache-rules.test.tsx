import { paths } from '@souk/core';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  isKeptImage,
  isShopPage,
  keepIfPublic,
  keepShownPage,
  markServedOffline,
  type RouteMatch,
} from './cache-rules.js';
import { OfflineBanner } from './offline-banner.js';

const ORIGIN = 'https://souk.example';

/** A navigation as the worker sees it (a `navigate` request cannot be built outside a browser). */
function navigation(path: string, { sameOrigin = true, method = 'GET' } = {}): RouteMatch {
  return {
    request: { mode: 'navigate', method, destination: 'document', headers: new Headers() } as Request,
    url: new URL(path, ORIGIN),
    sameOrigin,
  };
}

function fetched(
  path: string,
  destination: RequestDestination,
  sameOrigin = true,
  headers: Record<string, string> = {},
): RouteMatch {
  return {
    request: { mode: 'cors', method: 'GET', destination, headers: new Headers(headers) } as Request,
    url: new URL(path, ORIGIN),
    sameOrigin,
  };
}

/** Workbox writes each rule's source into sw.js: run it from that text alone, as the worker will. */
function fromSource<T extends (...args: never[]) => unknown>(rule: T): T {
  return new Function(`return (${rule.toString()});`)() as T;
}

const asRequest = (path: string) => new Request(new URL(path, ORIGIN));

/** Spec §2: what anybody may see. */
const PUBLIC_PAGES = [
  paths.shop('tea-house'),
  `${paths.shop('tea-house')}/`,
  paths.shops('tea-house'),
  paths.products('tea-house', { category: 'green' }),
  paths.productSearch('tea-house', { value: 'mint' }),
  paths.productDetails('tea-house', 'green-tea'),
  paths.productById('tea-house', 'p1'),
  paths.infoPage('tea-house', 'about-us'),
  '/tea-house/about-us',
  paths.contact('tea-house'),
];

/** Spec §2: what is one person's. */
const PERSONAL_PAGES = [
  paths.cart('tea-house'),
  paths.shipping('tea-house'),
  paths.payment('tea-house'),
  paths.orderConfirm('tea-house', { orderNumber: 'ORD1' }),
  paths.login('tea-house'),
  paths.register('tea-house'),
  paths.forgotPassword('tea-house'),
  paths.resetPassword('tea-house', 'token'),
  paths.dashboard('tea-house'),
  paths.myOrders('tea-house'),
  paths.myWishlist('tea-house'),
  paths.orderDetails('tea-house', 'ORD1'),
];

const page = (headers: Record<string, string> = {}, status = 200) =>
  new Response(
    '<!doctype html><html><body class="x"><div id="root"><main>Linen shirt</main></div></body></html>',
    {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache', ...headers },
    },
  );

describe.each([
  ['as written', { isShopPage, isKeptImage, keepIfPublic, markServedOffline }],
  [
    'from the source copied into sw.js',
    {
      isShopPage: fromSource(isShopPage),
      isKeptImage: fromSource(isKeptImage),
      keepIfPublic: fromSource(keepIfPublic),
      markServedOffline: fromSource(markServedOffline),
    },
  ],
])('the service worker’s rules, %s', (_name, rules) => {
  it('answers every page of a shop area, and no page of another app, the API, a file or another site', () => {
    for (const path of [...PUBLIC_PAGES, ...PERSONAL_PAGES, paths.admin('tea-house'), paths.notFound()]) {
      expect(rules.isShopPage(navigation(path)), path).toBe(true);
    }
    for (const path of [
      paths.globalSearch('tea'),
      '/',
      '/seller',
      '/seller/products',
      '/api/shops/tea-house/manifest.webmanifest',
      '/sw.js',
      '/offline.html',
      '/assets/index-AbCd1234.js',
    ]) {
      expect(rules.isShopPage(navigation(path)), path).toBe(false);
    }
    expect(rules.isShopPage(navigation(paths.shop('tea-house'), { sameOrigin: false }))).toBe(false);
    expect(rules.isShopPage(navigation(paths.shop('tea-house'), { method: 'POST' }))).toBe(false);
    // the page's own requests (its API calls, its scripts) are no navigation
    expect(rules.isShopPage(fetched(paths.shop('tea-house'), ''))).toBe(false);
    expect(rules.isShopPage(fetched('/api/cart/get-card', '', true, { Accept: 'application/json' }))).toBe(
      false,
    );
  });

  it('answers the page a new worker is asked to keep as it would a navigation', () => {
    const asked = (path: string) => fetched(path, '', true, { Accept: 'text/html' });
    expect(rules.isShopPage(asked(paths.productDetails('tea-house', 'green-tea')))).toBe(true);
    expect(rules.isShopPage(asked('/api/shops/tea-house'))).toBe(false);
    expect(rules.isKeptImage(fetched('/api/images/a-640.webp', '', true, { Accept: 'image/*' }))).toBe(true);
  });

  it('keeps a shop’s public pages: home, listings, search, product, info and contact pages', async () => {
    for (const path of PUBLIC_PAGES) {
      const response = page();
      expect(await rules.keepIfPublic({ request: asRequest(path), response }), path).toBe(response);
    }
  });

  it('never keeps a page of one person, admin mode or the not-found page, however public its headers', async () => {
    for (const path of [
      ...PERSONAL_PAGES,
      paths.admin('tea-house'),
      paths.admin('tea-house/shops'),
      paths.notFound(),
    ]) {
      expect(await rules.keepIfPublic({ request: asRequest(path), response: page() }), path).toBeNull();
    }
  });

  it('keeps this site’s images, and nothing else through the image rule', () => {
    expect(rules.isKeptImage(fetched('/api/images/products/a-640.webp', 'image'))).toBe(true);
    expect(rules.isKeptImage(fetched('/images/no_image.jpg', 'image'))).toBe(true);
    expect(rules.isKeptImage(fetched('/img.webp', 'image', false))).toBe(false);
    expect(rules.isKeptImage(fetched('/api/cart/get-card', ''))).toBe(false);
    expect(rules.isKeptImage(fetched('/api/shops/tea/manifest.webmanifest', 'manifest'))).toBe(false);
  });

  it('stores a whole public answer and refuses private, personal, partial and API answers', async () => {
    const kept = page();
    const request = asRequest(paths.shop('tea-house'));
    expect(await rules.keepIfPublic({ request, response: kept })).toBe(kept);
    const image = new Response('x', {
      headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
    expect(await rules.keepIfPublic({ request: asRequest('/api/images/a-640.webp'), response: image })).toBe(
      image,
    );
    const refused = [
      // the cart, as the server sends it to the guest it renders for
      page({ 'Cache-Control': 'private, no-store', Vary: 'Accept-Encoding, Cookie' }),
      page({ 'Cache-Control': 'no-store' }),
      page({ 'Cache-Control': 'private' }),
      page({ 'Cache-Control': 'private=set-cookie, max-age=60' }),
      page({ Vary: 'Accept-Encoding, Cookie' }),
      page({ Vary: 'Authorization' }),
      page({ Vary: '*' }),
      page({}, 404),
      page({}, 503),
      page({}, 206),
      new Response('{"price":12}', { headers: { 'Content-Type': 'application/json' } }),
      new Response('{"error":"x"}', {
        headers: { 'Content-Type': 'application/problem+json; charset=utf-8' },
      }),
    ];
    for (const response of refused) {
      expect(
        await rules.keepIfPublic({ request, response }),
        JSON.stringify([...response.headers]),
      ).toBeNull();
    }
  });

  it('sends a kept page offline with the offline banner first in its body, outside the app’s root', async () => {
    const served = await rules.markServedOffline({
      cachedResponse: page({ 'Content-Encoding': 'br', 'Content-Length': '10' }),
    });
    const html = await served?.text();
    expect(html).toContain(
      `<body class="x"><div id="connection-status">${renderToStaticMarkup(<OfflineBanner />)}</div><div id="root">`,
    );
    expect(served?.status).toBe(200);
    expect(served?.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(served?.headers.get('Content-Encoding')).toBeNull();
    expect(served?.headers.get('Content-Length')).toBeNull();
    expect(await rules.markServedOffline({ cachedResponse: undefined })).toBeUndefined();
    expect(await rules.markServedOffline({ cachedResponse: null })).toBeNull();
  });
});

describe('keepShownPage', () => {
  it('asks for the shown page as a document and for its images of this site, once each', () => {
    const message = keepShownPage(`${ORIGIN}/tea/product/details/mint`, [
      `${ORIGIN}/api/images/mint-640.webp`,
      `${ORIGIN}/api/images/mint-640.webp`,
      'https://cdn.example/logo.png',
    ]);
    expect(message).toEqual({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          [`${ORIGIN}/tea/product/details/mint`, { headers: { Accept: 'text/html' } }],
          [`${ORIGIN}/api/images/mint-640.webp`, { headers: { Accept: 'image/*' } }],
        ],
      },
    });
  });
});
