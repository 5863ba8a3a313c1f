import { AsyncLocalStorage } from 'node:async_hooks';
import { t } from '@souk/ui';
import { Outlet, type RouteObject } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRE_HYDRATION_TAPS_SCRIPT } from '../pre-hydration-taps.js';
import { currentRenderScope, type RenderScope } from '../render-scope.js';
import { screen } from '../screen-handle.js';
import { createRenderer } from './create-renderer.js';

const routes: RouteObject[] = [
  { path: '/not-found', handle: screen('not-found', { prerender: true }), Component: () => <h1>No shop</h1> },
  {
    path: '/:sellerName',
    handle: screen('shop-layout', { prerender: true, query: ['value'] }),
    Component: Outlet,
    children: [
      { index: true, handle: screen('shop-home', { prerender: true }), Component: () => <p>home</p> },
      {
        path: 'products',
        handle: screen('product-listing', { prerender: true, query: ['category', 'value'] }),
        Component: () => <p>listing</p>,
      },
      {
        path: 'card',
        handle: screen('cart', { personal: true }),
        Component: () => (
          <p>{`cart of ${currentRenderScope()?.guestSessionId ?? 'a guest without a session'}`}</p>
        ),
      },
      { path: 'shipping', handle: screen('shipping'), Component: () => <p>shipping</p> },
    ],
  },
  { path: '*', element: <p>unknown</p> },
];

/** A renderer of `routes` with each call's own scope storage. */
const rendererOf = (options: Partial<Parameters<typeof createRenderer>[0]> = {}) =>
  createRenderer({
    routes,
    notFoundPath: '/not-found',
    template:
      '<!doctype html><html><head><meta charset="utf-8"><title>t</title></head><body><div id="root"></div></body></html>',
    manifest: {},
    fetch,
    apiBaseUrl: 'http://api.invalid/api',
    storage: new AsyncLocalStorage<RenderScope>(),
    ...options,
  });

const renderer = rendererOf();

const at = (path: string) => new URL(`https://shop.example${path}`);

describe('createRenderer: match', () => {
  it('keeps only the query parameters the matched screens read, first values, in a stable order', () => {
    const page = renderer.match(
      at('/pixel-forge/products?utm=1&value=tea&category=Audio&category=Video&x=2'),
    );
    expect(page?.url.href).toBe('https://shop.example/pixel-forge/products?value=tea&category=Audio');
    expect(renderer.match(at('/pixel-forge/products?category=Audio&value=tea'))?.url.href).toBe(
      page?.url.href,
    );
    expect(page?.prerendered).toBe(true);
    expect(page?.params).toEqual({ sellerName: 'pixel-forge' });
    // kept as written: the page is rendered at the address the browser shows (links built from it match)
    for (const search of ['?category=Cables%20and%20Chargers', '?category=Cables+and+Chargers']) {
      expect(renderer.match(at(`/pixel-forge/products${search}&utm=1`))?.url.search).toBe(search);
    }
  });

  it('drops a trailing slash and every parameter of a screen that reads none', () => {
    expect(renderer.match(at('/pixel-forge/?category=Audio&junk=1'))?.url.href).toBe(
      'https://shop.example/pixel-forge',
    );
  });

  it('tells pages that are not rendered on the server', () => {
    expect(renderer.match(at('/pixel-forge/shipping'))).toMatchObject({
      prerendered: false,
      personal: false,
    });
  });

  it('tells personal pages (rendered for the visitor, never kept) from public ones', () => {
    expect(renderer.match(at('/pixel-forge/card'))).toMatchObject({ prerendered: true, personal: true });
    expect(renderer.match(at('/pixel-forge'))).toMatchObject({ prerendered: true, personal: false });
  });

  it('answers null for an address only the catch-all matches', () => {
    expect(renderer.match(at('/pixel-forge/no/such/page'))).toBeNull();
    expect(renderer.match(at('/a/b/c'))).toBeNull();
  });

  it('keeps every page at the origin it was asked at', () => {
    expect(renderer.match(at('/pixel-forge/products?value=tea'))?.url.origin).toBe('https://shop.example');
    // a doubled slash, which could read as another origin, is no page
    expect(renderer.match(at('//evil.example/products'))).toBeNull();
  });
});

describe('createRenderer: renderNotFound', () => {
  it('renders the not-found screen with a 404, putting its path in the address bar first', async () => {
    const page = await renderer.renderNotFound('https://shop.example');
    expect(page).toMatchObject({ status: 404 });
    const html = page && 'html' in page ? page.html : '';
    expect(html).toContain('<h1>No shop</h1>');
    expect(html).toContain('<script>history.replaceState(null,"","/not-found")</script>');
    expect(html.indexOf('history.replaceState')).toBeLessThan(html.indexOf('<h1>'));
  });
});

describe('createRenderer: render', () => {
  it('keeps the taps made before hydration: the script runs in the head, before the markup', async () => {
    const page = await renderer(at('/pixel-forge'));
    const html = page && 'html' in page ? page.html : '';
    expect(html).toContain('<p>home</p>');
    const script = html.indexOf(`<script>${PRE_HYDRATION_TAPS_SCRIPT}</script>`);
    expect(script).toBeGreaterThan(html.indexOf('<head>'));
    expect(script).toBeLessThan(html.indexOf('</head>'));
  });
});

const scopesSeen: (RenderScope | undefined)[] = [];
function ScopeSpy() {
  scopesSeen.push(currentRenderScope());
  return <p>home</p>;
}

describe('createRenderer: personal pages', () => {
  const guest = '0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
  const text = async (page: Awaited<ReturnType<typeof renderer>>) =>
    page && 'html' in page ? page.html : '';

  it('renders a personal page for the guest session the visitor names, in the render scope', async () => {
    expect(await text(await renderer(at('/pixel-forge/card'), { guestSessionId: guest }))).toContain(
      `<p>cart of ${guest}</p>`,
    );
  });

  it('renders it as a guest without a session sees it when the visitor names none', async () => {
    for (const page of [
      await renderer(at('/pixel-forge/card'), { guestSessionId: null }),
      await renderer(at('/pixel-forge/card')),
    ]) {
      expect(await text(page)).toContain('<p>cart of a guest without a session</p>');
    }
  });

  it('never hands a public page the visitor', async () => {
    scopesSeen.length = 0;
    const spying = createRenderer({
      routes: [
        { path: '/:sellerName', handle: screen('shop-home', { prerender: true }), Component: ScopeSpy },
      ],
      template: '<html><head><title>t</title></head><body><div id="root"></div></body></html>',
      manifest: {},
      fetch,
      apiBaseUrl: 'http://api.invalid/api',
      storage: new AsyncLocalStorage<RenderScope>(),
    });
    await spying(at('/pixel-forge'), { guestSessionId: guest });
    expect(scopesSeen).toHaveLength(1);
    expect(scopesSeen[0]).not.toHaveProperty('guestSessionId');
  });
});

describe('createRenderer: starting on intent', () => {
  const withEntry = (
    startOnIntent?: { local?: string[]; session?: string[] },
    personalStartOnIntent?: { local?: string[] },
  ) =>
    createRenderer({
      routes,
      template:
        '<!doctype html><html><head><title>t</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-1.js"></head><body><div id="root"></div></body></html>',
      manifest: { 'src/app/routes/shop-home.tsx': { file: 'assets/home-1.js' } },
      fetch,
      apiBaseUrl: 'http://api.invalid/api',
      storage: new AsyncLocalStorage<RenderScope>(),
      ...(startOnIntent ? { startOnIntent } : {}),
      ...(personalStartOnIntent ? { personalStartOnIntent } : {}),
    });
  const html = async (page: Awaited<ReturnType<ReturnType<typeof createRenderer>>>) =>
    page && 'html' in page ? page.html : '';

  it('sends the page with no script to fetch: the entry and its screens wait for intent, keys named', async () => {
    const page = await html(await withEntry({ local: ['customerToken'] })(at('/pixel-forge')));
    expect(page).toContain('<p>home</p>');
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).toContain('u=["/assets/index-1.js","/assets/runtime-1.js","/assets/home-1.js"]');
    expect(page).toContain('L=["customerToken"]');
  });

  it('starts a personal page rendered for its guest on its own keys, else as a public page', async () => {
    const renderer = withEntry(
      { local: ['customerToken'], session: ['sessionId'] },
      { local: ['customerToken'] },
    );
    const guest = { guestSessionId: '0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e' };
    const forGuest = await html(await renderer(at('/pixel-forge/card'), guest));
    expect(forGuest).toContain('L=["customerToken"]');
    expect(forGuest).not.toContain('"sessionId"');
    for (const page of [
      await renderer(at('/pixel-forge/card'), { guestSessionId: null }),
      await renderer(at('/pixel-forge'), guest),
    ]) {
      expect(await html(page)).toContain('"sessionId"');
    }
  });

  it('preloads the entry and the screens with the page otherwise', async () => {
    const page = await html(await withEntry()(at('/pixel-forge')));
    expect(page).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/home-1.js">');
  });
});

describe('createRenderer: the web app manifest', () => {
  // made last, once the other renderers' tests have run: a renderer sets the render scope's lookup for all
  let withManifest: ReturnType<typeof createRenderer>;
  beforeAll(() => {
    withManifest = rendererOf({
      appManifest: ({ sellerName }) =>
        sellerName ? { href: `/api/shops/${sellerName}/manifest.webmanifest`, themeColor: '#1c222b' } : null,
    });
  });
  const html = async (page: Awaited<ReturnType<typeof renderer>>) =>
    page && 'html' in page ? page.html : '';

  it("links the manifest the route's parameters name, on every page of the shop", async () => {
    for (const path of ['/pixel-forge', '/pixel-forge/products']) {
      const head = (await html(await withManifest(at(path)))).split('</head>')[0];
      expect(head).toContain(
        '<link rel="manifest" href="/api/shops/pixel-forge/manifest.webmanifest"><meta name="theme-color" content="#1c222b">',
      );
    }
  });

  it('links none where the parameters name no shop, nor without the option', async () => {
    expect(await html(await withManifest.renderNotFound('https://shop.example'))).not.toContain(
      'rel="manifest"',
    );
    expect(await html(await renderer(at('/pixel-forge')))).not.toContain('rel="manifest"');
  });
});

/** A screen with texts of the catalogue, one with a plural. */
function TranslatedHome() {
  const texts = [
    t('Add to cart'),
    t('Wishlist, {count, plural, one {{count} item} other {{count} items}}', { count: 2 }),
  ];
  return <p>{texts.join(' · ')}</p>;
}

describe('createRenderer: languages (issue 22)', () => {
  // a screen with a text of the catalogue, and a loader that yields, so renders overlap; made when these
  // tests start (a renderer points the render scope at its own storage)
  let translated: ReturnType<typeof rendererOf>;
  beforeAll(() => {
    translated = rendererOf({
      routes: [
        {
          path: '/:sellerName',
          handle: screen('shop-home', { prerender: true }),
          loader: () => new Promise((resolve) => setTimeout(() => resolve(null), 5)),
          Component: TranslatedHome,
        },
      ],
    });
  });

  it('renders a page in the language it is asked in', async () => {
    const arabic = await translated(at('/pixel-forge'), { language: 'ar' });
    const french = await translated(at('/pixel-forge'), { language: 'fr' });
    const english = await translated(at('/pixel-forge'));
    expect(arabic && 'html' in arabic && arabic.html).toContain('أضف إلى السلة');
    expect(french && 'html' in french && french.html).toContain('Ajouter au panier');
    expect(english && 'html' in english && english.html).toContain('Add to cart · Wishlist, 2 items');
  });

  it('keeps each render in its own language while renders overlap', async () => {
    const languages = ['ar', 'fr', 'en', 'fr', 'ar', 'en'] as const;
    const pages = await Promise.all(
      languages.map((language) => translated(at('/pixel-forge'), { language })),
    );
    const expected = { ar: 'أضف إلى السلة', fr: 'Ajouter au panier', en: 'Add to cart' };
    pages.forEach((page, index) => {
      expect(page && 'html' in page && page.html).toContain(expected[languages[index] ?? 'en']);
    });
  });
});
