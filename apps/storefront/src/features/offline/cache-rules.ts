/**
 * What the storefront's service worker answers and keeps (issue 22), as plain functions the build writes
 * into the worker (`vite.config.ts`, Workbox's `generateSW`). Workbox copies each rule's source into
 * `sw.js`, so each one stands alone: it names nothing outside its own body (the tests run each from its
 * source text). `keepShownPage` runs in the page.
 */

/** The runtime caches, beside Workbox's precache of the built files. */
export const PAGE_CACHE = 'souk-pages';
export const IMAGE_CACHE = 'souk-images';

/** Where an offline navigation to a page not kept lands (precached; `offline.html`). */
export const OFFLINE_PAGE = 'offline.html';

/** What a route test of the worker is given (Workbox's `RouteMatchCallbackOptions`). */
export interface RouteMatch {
  request: Request;
  url: URL;
  sameOrigin: boolean;
}

/**
 * Whether a request asks for a page of a shop (spec §2: `/{sellerName}/…`, and admin mode's
 * `/admin/{sellerName}/…`) as a document — a navigation, or the page asking a new worker to keep it
 * (`keepShownPage`). The worker answers these from the network, falls back to the kept copy offline, and
 * to the offline page when none is kept; `keepIfPublic` decides which are kept. Never the seller console,
 * the search portal, the API or a file.
 * @example isShopPage({ request, url: new URL('https://souk.example/tea-house/product/details/mint'), sameOrigin: true }) // true
 */
export function isShopPage({ request, url, sameOrigin }: RouteMatch): boolean {
  const asksForDocument =
    request.mode === 'navigate' || (request.headers.get('Accept') ?? '').startsWith('text/html');
  if (!sameOrigin || !asksForDocument || request.method !== 'GET') return false;
  const [shop] = url.pathname.split('/').filter((part) => part !== '');
  // the site root and the global search are the search portal's; a name with a dot is a file
  if (!shop || shop.includes('.')) return false;
  return !['api', 'seller', 'search-products', 'assets', 'images'].includes(shop);
}

/**
 * Whether a request is for an image of this site (products, banners, logos), kept on first sight (by
 * `keepIfPublic`'s rules) and shown from the cache after that.
 * @example isKeptImage({ request: new Request('https://souk.example/api/images/a.webp', { headers: { Accept: 'image/*' } }), url: new URL('https://souk.example/api/images/a.webp'), sameOrigin: true }) // true
 */
export function isKeptImage({ request, sameOrigin }: RouteMatch): boolean {
  const image = request.destination === 'image' || (request.headers.get('Accept') ?? '').startsWith('image/');
  return sameOrigin && request.method === 'GET' && image;
}

/** A URL to keep and how to ask for it, as Workbox's `CACHE_URLS` message takes them. */
type UrlToCache = [string, { headers: Record<string, string> }];

/**
 * The message that asks a worker which has just taken the page over to keep what the page shows: the page
 * and its images were loaded before any worker could see them, so without it the first page of a first
 * visit would not open offline. The worker's own rules decide (a cart is asked for and not kept); the
 * `Accept` headers say what each address is, as a navigation and an image request would.
 * @example keepShownPage('https://souk.example/tea/product/details/mint', ['https://souk.example/api/images/mint.webp']).type // "CACHE_URLS"
 */
export function keepShownPage(
  pageUrl: string,
  imageUrls: readonly string[],
): { type: 'CACHE_URLS'; payload: { urlsToCache: UrlToCache[] } } {
  const images = [...new Set(imageUrls)].filter((url) => new URL(url).origin === new URL(pageUrl).origin);
  return {
    type: 'CACHE_URLS',
    payload: {
      urlsToCache: [
        [pageUrl, { headers: { Accept: 'text/html' } }],
        ...images.map((url): UrlToCache => [url, { headers: { Accept: 'image/*' } }]),
      ],
    },
  };
}

/**
 * Workbox's `cacheWillUpdate`: an answer is kept only when it is anybody's — a whole 200, not marked
 * `private` or `no-store` (the cart is), not varying on the cookie or the authorization (who asks), no API
 * data (JSON) — and, for a page, a shop's public page (spec §2: home, listings, search, product, info and
 * contact pages): never the cart (`card`), checkout, sign-in and account pages, the dashboard, admin mode
 * or the not-found page. Anything else is answered from the network and never stored.
 * @example await keepIfPublic({ request: new Request('https://souk.example/tea/card'), response: new Response('<p>') }) // null
 */
export async function keepIfPublic({
  request,
  response,
}: {
  request: Request;
  response: Response;
}): Promise<Response | null> {
  if (response.status !== 200 || (response.type !== 'basic' && response.type !== 'default')) return null;
  const cacheControl = (response.headers.get('Cache-Control') ?? '').toLowerCase();
  if (/(?:^|[\s,])(?:private|no-store)(?:[\s,=]|$)/.test(cacheControl)) return null;
  const vary = (response.headers.get('Vary') ?? '').toLowerCase();
  if (/(?:^|[\s,])(?:cookie|authorization|\*)(?:[\s,]|$)/.test(vary)) return null;
  const type = (response.headers.get('Content-Type') ?? '').toLowerCase();
  if (type.includes('json')) return null;
  if (!type.startsWith('text/html')) return response;
  const [shop, page] = new URL(request.url).pathname.split('/').filter((part) => part !== '');
  if (shop === 'admin' || shop === 'not-found') return null;
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
  return page !== undefined && personal.includes(page) ? null : response;
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
    '<div id="connection-status"><p role="status" class="border-b border-amber-200 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">You’re offline. Showing pages you’ve visited.</p></div>';
  const headers = new Headers(cachedResponse.headers);
  // the body is read whole and decoded: the stored length and encoding no longer describe it
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(
    html.replace(/<body[^>]*>/i, (body) => `${body}${banner}`),
    { status: cachedResponse.status, statusText: cachedResponse.statusText, headers },
  );
}
