/**
 * What the storefront's service worker keeps (issue 22), as plain functions the build writes into the
 * worker (`vite.config.ts`, Workbox's `generateSW`). Workbox copies each function's source into `sw.js`, so
 * each one stands alone: it names nothing outside its own body (the tests run each from its source text).
 */

/** The runtime caches, beside Workbox's precache of the built files. */
export const PAGE_CACHE = 'souk-pages';
export const IMAGE_CACHE = 'souk-images';

/** Where an offline navigation to a page never kept lands (precached; `offline.html`). */
export const OFFLINE_PAGE = 'offline.html';

/** What a route test of the worker is given (Workbox's `RouteMatchCallbackOptions`). */
export interface RouteMatch {
  request: Request;
  url: URL;
  sameOrigin: boolean;
}

/**
 * Whether a navigation is to a shop's public page (spec §2: home, listings, search, product, info and
 * contact pages), kept on visit and shown offline. Never the pages of one person — the cart (`card`),
 * checkout, sign-in and account pages, the dashboard — nor admin mode, the seller console, the search
 * portal or the API.
 * @example isKeptPage({ request, url: new URL('https://souk.example/tea-house/product/details/mint'), sameOrigin: true }) // true
 */
export function isKeptPage({ request, url, sameOrigin }: RouteMatch): boolean {
  if (!sameOrigin || request.mode !== 'navigate' || request.method !== 'GET') return false;
  const [shop, page] = url.pathname.split('/').filter((part) => part !== '');
  // the site root and the global search are the search portal's; a name with a dot is a file
  if (!shop || shop.includes('.')) return false;
  if (['api', 'admin', 'seller', 'search-products', 'not-found', 'assets', 'images'].includes(shop))
    return false;
  // spec §2: the cart is spelled `card`; order/confirm is the payment's confirmation
  const personal = [
    'card',
    'shipping',
    'payment',
    'order',
    'login',
    'register',
    'forgot-password',
    'reset-password',
    'dashboard',
  ];
  return page === undefined || !personal.includes(page);
}

/**
 * Whether a request is for an image of this site (products, banners, logos), kept on first sight and
 * shown from the cache after that.
 * @example isKeptImage({ request: new Request('/api/images/a.webp'), url: new URL('https://souk.example/api/images/a.webp'), sameOrigin: true }) // false: not an image request
 */
export function isKeptImage({ request, sameOrigin }: RouteMatch): boolean {
  return sameOrigin && request.method === 'GET' && request.destination === 'image';
}

/**
 * Workbox's `cacheWillUpdate`: a response is kept only when it is anybody's — a whole 200, not marked
 * `private` or `no-store` (the cart is), not varying on the cookie or the authorization (who asks), and no
 * API data (JSON). Anything else is answered from the network and never stored.
 * @example await keepIfPublic({ response: new Response('<p>', { headers: { 'Cache-Control': 'private, no-store' } }) }) // null
 */
export async function keepIfPublic({ response }: { response: Response }): Promise<Response | null> {
  if (response.status !== 200 || (response.type !== 'basic' && response.type !== 'default')) return null;
  const cacheControl = (response.headers.get('Cache-Control') ?? '').toLowerCase();
  if (/(?:^|[\s,])(?:private|no-store)(?:[\s,=]|$)/.test(cacheControl)) return null;
  const vary = (response.headers.get('Vary') ?? '').toLowerCase();
  if (/(?:^|[\s,])(?:cookie|authorization|\*)(?:[\s,]|$)/.test(vary)) return null;
  const type = (response.headers.get('Content-Type') ?? '').toLowerCase();
  if (type.includes('json')) return null;
  return response;
}

/**
 * Workbox's `cachedResponseWillBeUsed` for pages: a kept page is read only when the network failed, so it
 * is sent with the offline banner (`OfflineBanner`'s markup) at the top of its body, outside the app's root:
 * the shopper sees it before any script runs, and hydration never meets it.
 * @example await (await markServedOffline({ cachedResponse: new Response('<body><div id="root">') }))?.text() // '<body><div id="connection-status">…</div><div id="root">'
 */
export async function markServedOffline({
  cachedResponse,
}: {
  cachedResponse?: Response | null;
}): Promise<Response | null | undefined> {
  if (!cachedResponse) return cachedResponse;
  const html = await cachedResponse.text();
  const banner =
    '<div id="connection-status"><p role="status" class="bg-ink px-4 py-2 text-center text-sm font-medium text-white">You’re offline. Showing pages you’ve visited.</p></div>';
  const headers = new Headers(cachedResponse.headers);
  // the body is read whole and decoded: the stored length and encoding no longer describe it
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(
    html.replace(/<body[^>]*>/i, (body) => `${body}${banner}`),
    { status: cachedResponse.status, statusText: cachedResponse.statusText, headers },
  );
}
