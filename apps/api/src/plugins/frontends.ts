import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import {
  isPaymentPagePath,
  LANGUAGE_COOKIE,
  languageDirection,
  pickLanguage,
  type ShopLanguage,
  shopperFromCookies,
} from '@souk/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { HtmlPage, type PageRedirect, RenderedPageCache, type VersionSource } from '../lib/html-page.js';
import { RenderLimiter, type RenderLimits } from '../lib/render-limiter.js';
import {
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  cspNonce,
  type PageSources,
  pagePolicy,
  permissionsPolicy,
  serviceWorkerPolicy,
  staticPagePolicy,
} from './content-security-policy.js';

/** A built front end to serve, from the repository's `frontends.json` (`frontendsFromList`). */
export interface Frontend {
  /** Its name in the list (`storefront`, `search-portal`…), for messages. */
  name: string;
  /** Its build (`apps/<name>/dist`). */
  dist: string;
  /**
   * Its server renderer (`dist-ssr/entry-server.js` beside `dist` by default): public pages are sent
   * rendered, with their data. Without it every page is the plain `index.html`.
   */
  renderer?: string;
  /**
   * Whether its pages are shown in the shop languages (issue 22: the storefront): each page in the language
   * the shopper picked, else their browser's, else the shop's default, with `lang` and `dir` on `<html>`.
   * Without it pages stay as built (English).
   */
  languages?: boolean;
  /** The paths it answers (`/`, `/search-products/*`, `/*` for everything else); first match wins. */
  paths: readonly string[];
  /**
   * The URL prefix its build's files are served under (Vite's `base`, `/seller/` for the seller console);
   * `/` (the default) serves them at the root beside the other root builds'.
   */
  base?: string;
}

const FrontendListSchema = z.object({
  frontends: z.array(
    z.object({
      name: z.string().check(z.regex(/^[a-z][a-z0-9-]*$/)),
      dir: z.string().check(z.minLength(1)),
      paths: z.array(z.string().check(z.regex(/^\/\S*$/))).check(z.minLength(1)),
      base: z.optional(z.string().check(z.regex(/^\/(?:[a-z0-9-]+\/)*$/))),
      languages: z.optional(z.boolean()),
    }),
  ),
});

/**
 * The front ends of the repository's `frontends.json` (the list `pnpm size`, `pnpm boundaries` and the lint
 * config read too), each built into `<dir>/dist`, in the list's order (catch-alls last).
 * @example frontendsFromList('/srv/souk')[0] // { name: 'search-portal', dist: '/srv/souk/apps/search-portal/dist', paths: ['/', …] }
 */
export function frontendsFromList(repositoryRoot: string): Frontend[] {
  const file = join(repositoryRoot, 'frontends.json');
  const list = FrontendListSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return list.frontends.map(({ name, dir, paths, base, languages }) => ({
    name,
    dist: join(repositoryRoot, dir, 'dist'),
    paths,
    ...(base ? { base } : {}),
    ...(languages ? { languages } : {}),
  }));
}

type RenderedPage = { status: number; html: string } | PageRedirect;

/** What a request's address is to an app (`PageMatch` of `@souk/web/server`), told without rendering. */
interface PageMatch {
  /** The address to render and keep the page under: its path and the query parameters its screens read. */
  url: URL;
  /** Whether the app renders it on the server; other pages are the plain `index.html`. */
  prerendered: boolean;
  /** Whether it is the asking guest's own page (the cart): rendered for them, never kept or shared. */
  personal?: boolean;
  /** The route's parameters (`sellerName`…). */
  params: Record<string, string | undefined>;
}

/**
 * An app's server renderer (`Renderer` of `@souk/web/server`). `match` and `renderNotFound` are optional:
 * without them every address is rendered as it is asked for.
 */
interface Render {
  /**
   * `visitor`: the guest session the request's cookie names, for a personal page, and the language the page
   * is shown in (English when not told).
   */
  (
    url: URL,
    visitor?: { guestSessionId?: string | null; language?: ShopLanguage },
  ): Promise<RenderedPage | null>;
  /** The page an address is; null when none of the app's routes answers it. */
  match?(url: URL): PageMatch | null;
  /** The app's not-found page with status 404 (null when it has none), in a language. */
  renderNotFound?(origin: string, language?: ShopLanguage): Promise<RenderedPage | null>;
}

/** What each app's `src/entry-server.tsx` exports (loaded from its build, so typed here). */
interface RendererModule {
  createRenderer(options: {
    template: string;
    manifest: unknown;
    fetch: typeof fetch;
    apiBaseUrl: string;
    storage: AsyncLocalStorage<unknown>;
  }): Render;
}

export interface FrontendOptions {
  /**
   * The shop's public origin (config `publicUrl`): the address pages are rendered for, so every absolute URL
   * in them (canonical, share links, JSON-LD, Open Graph images) is built from it — never from the request's
   * Host header, which any client can forge. Default http://localhost.
   */
  publicUrl?: string;
  /** The catalogue version: rendered pages are kept until it changes. Without it nothing is kept. */
  catalogueVersion?: VersionSource;
  /** Longest a rendered page is kept (a backstop on PostgreSQL, where `refresh` keeps pages exact). */
  maxAgeMs?: number;
  /**
   * Where a page request moved to (an old product address: `services/product-redirects.ts`), answered with a
   * 301 before anything is rendered; null for a page that did not move.
   */
  movedTo?: (url: string) => Promise<string | null>;
  /** Awaited before a kept page is used: bumps the version when another server changed the catalogue. */
  refresh?: () => Promise<void>;
  /**
   * Checks of what a page's route parameters name, made before anything is rendered (`sellerName`: is there
   * such a shop?): a page naming something that does not exist is answered 404 with the not-found page.
   * They must be cheap (a lookup cached per catalogue version), as every page request makes them.
   */
  paramExists?: Record<string, (value: string) => Promise<boolean>>;
  /**
   * The default language a shop's seller chose (issue 22), by the shop's address name; null for none. As
   * cheap as `paramExists`: every page request of a front end with `languages` asks.
   */
  shopLanguage?: (sellerName: string) => Promise<string | null>;
  /** Renders at once and renders waiting (config `render`); past both a page is answered 503. */
  render?: RenderLimits;
  /** The provider origins the payment pages' policy allows (`paymentPageSources`); none by default. */
  paymentPageSources?: PageSources;
}

/** Seconds a client is asked to wait before trying a page again when every render turn is taken. */
const RETRY_AFTER_SECONDS = 2;

/** Answered for a page request past the render queue. */
const BUSY_PAGE =
  '<!doctype html><meta charset="utf-8"><title>Souk</title><p>The shop is very busy right now. Please try again in a moment.</p>';

/** What `renderPage` answers when every render turn and queue place is taken. */
const OVERLOADED = Symbol('overloaded');

/**
 * The page a request asks for, at the public origin: only its path and query come from the request. Joined as
 * text, so neither an absolute-form target (`GET http://evil.example/`) nor a path like `//evil.example/`
 * can move it to another origin.
 */
export function pageUrl(publicUrl: string, requestUrl: string): URL {
  const requested = new URL(requestUrl, 'http://request.invalid');
  return new URL(`${publicUrl.replace(/\/+$/, '')}${requested.pathname}${requested.search}`);
}

/** A cookie's value in a request's `Cookie` header, or null. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/** The origin the renderer's URLs use; requests never leave the process. */
const INTERNAL_ORIGIN = 'http://souk.internal';

const HASHED_ASSET = /[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|svg|png|jpe?g|webp|avif)$/;

/**
 * The storefront's service worker (issue 22): the browser checks it for a new version on navigations, so it
 * is never kept without asking (`no-cache`), and it gets a policy of its own, the worker's.
 */
const SERVICE_WORKER_FILE = 'sw.js';
/** What the service worker answers offline for a page never visited: a static page with its stylesheet. */
const STATIC_PAGES = new Set(['offline.html']);

/**
 * The import map giving every script of a build its Subresource Integrity (sha384 of the file, by its URL
 * path): Chromium checks each module the page loads against it (the entry, static and dynamic imports,
 * module preloads). Null for a build without scripts.
 */
export function integrityImportMap(dist: string, base = '/'): string | null {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) return null;
  const integrity: Record<string, string> = {};
  for (const file of readdirSync(assets).sort()) {
    if (!file.endsWith('.js')) continue;
    const digest = createHash('sha384')
      .update(readFileSync(join(assets, file)))
      .digest('base64');
    integrity[`${base}assets/${file}`] = `sha384-${digest}`;
  }
  if (Object.keys(integrity).length === 0) return null;
  return `<script type="importmap">${JSON.stringify({ integrity })}</script>`;
}

function indexHtml(dir: string): string | null {
  const file = join(dir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

function notBuilt(reply: FastifyReply, name: string) {
  return reply
    .status(503)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><meta charset="utf-8"><title>Souk</title><p>The ${name} is not built yet. Run <code>pnpm start</code> from the repository root, which builds it first.</p>`,
    );
}

/**
 * A `fetch` answered by this server in-process (`app.inject`): the renderer's API calls cost no socket and
 * carry no shopper identity — only what the request itself holds.
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      // the renderer reads the body as it is: never ask for a compressed one
      headers: { ...Object.fromEntries(request.headers), 'accept-encoding': 'identity' },
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : response.rawPayload, { status: response.statusCode, headers });
  };
}

/** An app's server renderer, from its SSR build beside `dist` (or `entry`); null when it is not built. */
async function loadRenderer(
  app: FastifyInstance,
  dist: string,
  entry: string | undefined,
  template: string | null,
): Promise<Render | null> {
  const file = entry ?? join(dirname(dist), 'dist-ssr', 'entry-server.js');
  const manifestFile = join(dist, '.vite', 'manifest.json');
  if (!template || !existsSync(file) || !existsSync(manifestFile)) return null;
  const module = (await import(pathToFileURL(file).href)) as RendererModule;
  return module.createRenderer({
    template,
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')),
    fetch: inProcessFetch(app),
    apiBaseUrl: `${INTERNAL_ORIGIN}/api`,
    storage: new AsyncLocalStorage(),
  });
}

/**
 * Serves the built front ends beside the API: hashed assets of every build with long-lived caching, then
 * each front end's paths (in the list's order) with its server-rendered page or its `index.html` — the
 * catch-all `/*` last, never answering an `/api` path with HTML.
 */
export async function registerFrontends(
  app: FastifyInstance,
  frontends: readonly Frontend[],
  options: FrontendOptions = {},
): Promise<void> {
  const fileHeaders = (reply: FastifyReply, path: string) => {
    // a precompressed copy (`sw.js.br`) is the file it copies
    const name = basename(path).replace(/\.(?:br|gz)$/, '');
    if (name === SERVICE_WORKER_FILE) {
      reply.header('Cache-Control', 'no-cache').header('Content-Security-Policy', serviceWorkerPolicy());
      return;
    }
    reply.header(
      'Cache-Control',
      HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    );
    if (STATIC_PAGES.has(name)) reply.header('Content-Security-Policy', staticPagePolicy());
  };
  // builds at the root share one static server (the first holding a file wins); a build with its own base
  // (the seller console's /seller/) is served under that prefix only, so its index.html and assets never
  // shadow the root builds' files
  const built = frontends.filter((frontend) => existsSync(frontend.dist));
  const groups = new Map<string, string[]>();
  for (const frontend of built) {
    const base = frontend.base ?? '/';
    groups.set(base, [...(groups.get(base) ?? []), frontend.dist]);
  }
  let decorated = false;
  for (const [prefix, roots] of groups) {
    await app.register(fastifyStatic, {
      root: roots,
      prefix,
      wildcard: false,
      index: false,
      // the first registration decorates the reply (sendFile); the others may not again
      decorateReply: !decorated,
      // builds write .br and .gz copies of their assets (scripts/precompress.mjs)
      preCompressed: true,
      setHeaders: fileHeaders,
    });
    decorated = true;
  }

  const publicUrl = options.publicUrl ?? 'http://localhost';
  const publicOrigin = new URL(publicUrl).origin;
  const rendered = options.catalogueVersion
    ? new RenderedPageCache(options.catalogueVersion, { maxAgeMs: options.maxAgeMs })
    : null;
  const limiter = new RenderLimiter(options.render ?? { concurrency: 4, queue: 64 });

  const paymentSources = options.paymentPageSources ?? {};
  const paymentPermissions = permissionsPolicy(true);

  // every response gets its own nonce, on the page's scripts and in its policy; the payment pages alone
  // allow the payment providers' origins (and popups: PayPal's checkout window talks to its opener)
  const withImportMaps = new WeakMap<HtmlPage, HtmlPage>();
  const withImportMap = (page: HtmlPage, importMap: string): HtmlPage => {
    let mapped = withImportMaps.get(page);
    if (!mapped) {
      mapped = page.withHeadStart(importMap);
      withImportMaps.set(page, mapped);
    }
    return mapped;
  };

  // each page in each language it is asked in, made once
  const inLanguages = new WeakMap<HtmlPage, Map<ShopLanguage, HtmlPage>>();
  const inLanguage = (page: HtmlPage, language: ShopLanguage): HtmlPage => {
    let pages = inLanguages.get(page);
    if (!pages) {
      pages = new Map();
      inLanguages.set(page, pages);
    }
    let translated = pages.get(language);
    if (!translated) {
      translated = page.withLanguage(language, languageDirection(language));
      pages.set(language, translated);
    }
    return translated;
  };

  /**
   * The language a page of a front end with `languages` is shown in (issue 22): the shopper's choice (the
   * language cookie), else their browser's `Accept-Language`, else the default of the shop the address
   * names; null for a front end without languages.
   */
  const languageOf = async (
    request: FastifyRequest,
    render: Render | null,
    frontend: Frontend,
  ): Promise<ShopLanguage | null> => {
    if (!frontend.languages) return null;
    const sellerName = render?.match?.(pageUrl(publicUrl, request.url))?.params.sellerName;
    const shopDefault = sellerName && options.shopLanguage ? await options.shopLanguage(sellerName) : null;
    return pickLanguage({
      chosen: cookieValue(request.headers.cookie, LANGUAGE_COOKIE),
      acceptLanguage: request.headers['accept-language'],
      shopDefault,
    });
  };

  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    kept: HtmlPage | null,
    /** Whether `kept` was rendered on the server (else it is the build's `index.html`). */
    rendered: boolean,
    name: string,
    importMap: string | null,
    language: ShopLanguage | null,
  ) => {
    if (!kept) return notBuilt(reply, name);
    const nonce = cspNonce();
    const payment = isPaymentPagePath(request.url);
    // the payment pages' scripts are integrity-checked (PCI DSS 6.4.3): the build's import map goes first
    const mapped = payment && importMap ? withImportMap(kept, importMap) : kept;
    const page = language ? inLanguage(mapped, language) : mapped;
    // a page in a language depends on the language cookie and the browser's languages, yet names neither in
    // `Vary`: the page is `no-cache` (every cache asks again, and gets the shopper's language), and the
    // service worker keeps it to open offline only while it varies on nothing the worker's own requests
    // lack — a page varying on the cookie is someone's own to it (issue 22)
    const vary = page.personal ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
    if (language) reply.header('Content-Language', language);
    reply
      .status(page.status)
      // a personal page (the guest's cart) is nobody else's: no cache may keep it
      .header('Cache-Control', page.personal ? 'private, no-store' : 'no-cache')
      .header('Vary', vary)
      .header('Content-Security-Policy', pagePolicy(nonce, payment ? paymentSources : {}))
      .header('Reporting-Endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`)
      .type('text/html; charset=utf-8');
    if (payment) {
      reply
        .header('Permissions-Policy', paymentPermissions)
        .header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    } else if (rendered) {
      // a page rendered on the server shows the public catalogue (or a guest's cart): nothing another
      // window could learn through a handle on it, so it stays in the browsing context group it was opened
      // in. Isolating it (helmet's `same-origin`) makes the browser start a fresh renderer process for the
      // first page of a visit — on the 4x-throttled phone of Lighthouse 250-650 ms of blocking time on the
      // portal home instead of 20-400 (SECURITY.md). Pages the browser renders (checkout, account, the
      // console, index.html) keep it.
      reply.header('Cross-Origin-Opener-Policy', 'unsafe-none');
    }
    const { body, encoding } = await page.body(nonce, request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send(body);
  };

  const busy = (request: FastifyRequest, reply: FastifyReply) => {
    const refused = limiter.refusedReport();
    if (refused !== null) {
      request.log.warn({ refused, ...options.render }, 'server renders at their limit: pages answered 503');
    }
    return reply
      .status(503)
      .header('Retry-After', String(RETRY_AFTER_SECONDS))
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(BUSY_PAGE);
  };

  /**
   * A page rendered once per catalogue version under `key` — concurrent requests for it share the render,
   * and at most `render.concurrency` renders run at once — or null when it is not rendered.
   */
  const renderKept = (
    key: string,
    renderOnce: () => Promise<RenderedPage | null>,
    request: FastifyRequest,
    { personal = false }: { personal?: boolean } = {},
  ): Promise<HtmlPage | PageRedirect | null> | typeof OVERLOADED => {
    const cached = personal ? undefined : rendered?.get(key);
    if (cached) return Promise.resolve(cached);
    const version = options.catalogueVersion?.current ?? 0;
    const running = limiter.run(`${version} ${key}`, async () => {
      try {
        const result = await renderOnce();
        if (!result) return null;
        const page = 'location' in result ? result : new HtmlPage(result.html, result.status, { personal });
        if (!personal) rendered?.set(key, page, version);
        return page;
      } catch (error) {
        // any failure falls back to the client-rendered page
        request.log.error({ err: error }, 'server render failed');
        return null;
      }
    });
    return running ?? OVERLOADED;
  };

  const paramsExist = async (params: PageMatch['params']): Promise<boolean> => {
    for (const [name, exists] of Object.entries(options.paramExists ?? {})) {
      const value = params[name];
      if (value !== undefined && !(await exists(value))) return false;
    }
    return true;
  };

  /**
   * The page of a request that is no page of the app (no route answers it, or it names a shop that does
   * not exist): the app's not-found page, rendered once per catalogue version, or its `index.html`, with a
   * 404 — never a render of the address asked for.
   */
  const notFoundPage = async (
    render: Render,
    request: FastifyRequest,
    shellNotFound: HtmlPage | null,
    name: string,
    language: ShopLanguage | null,
  ): Promise<HtmlPage | null> => {
    const renderNotFound = render.renderNotFound?.bind(render);
    if (!renderNotFound) return shellNotFound;
    const page = language
      ? renderKept(`${name} not-found ${language}`, () => renderNotFound(publicOrigin, language), request)
      : renderKept(`${name} not-found`, () => renderNotFound(publicOrigin), request);
    // however busy rendering is, an unknown address costs no more than index.html
    if (page === OVERLOADED) return shellNotFound;
    const notFound = await page;
    return notFound instanceof HtmlPage && notFound.status === 404 ? notFound : shellNotFound;
  };

  /**
   * The page a request gets: rendered with its data (kept while the catalogue is unchanged), the not-found
   * page for an address that is none of the app's, or null when the page is not rendered (index.html).
   */
  const renderPage = async (
    render: Render | null,
    request: FastifyRequest,
    shellNotFound: HtmlPage | null,
    name: string,
    language: ShopLanguage | null,
  ): Promise<HtmlPage | PageRedirect | null | typeof OVERLOADED> => {
    if (!render) return null;
    const requested = pageUrl(publicUrl, request.url);
    const match = render.match ? render.match(requested) : { url: requested, prerendered: true, params: {} };
    if (rendered) await options.refresh?.();
    if (!match || !(await paramsExist(match.params)))
      return notFoundPage(render, request, shellNotFound, name, language);
    if (!match.prerendered) return null;
    if (match.personal) {
      // the guest's own page (issue 21): rendered for the session the shopper cookie names, never kept;
      // requests of the same guest for the same page share a render. A signed-in customer's token stays in
      // their browser, which renders their page (index.html).
      const shopper = shopperFromCookies(request.headers.cookie);
      if (shopper && 'customer' in shopper) return null;
      const visitor = { guestSessionId: shopper?.guestSessionId ?? null, ...(language ? { language } : {}) };
      const key = `personal ${visitor.guestSessionId ?? 'none'} ${language ?? ''} ${match.url.href}`;
      return renderKept(key, () => render(match.url, visitor), request, { personal: true });
    }
    // each language's page is kept apart
    if (language)
      return renderKept(`${language} ${match.url.href}`, () => render(match.url, { language }), request);
    return renderKept(match.url.href, () => render(match.url), request);
  };

  for (const frontend of frontends) {
    // index.html is read once: builds restart the server
    const html = indexHtml(frontend.dist);
    const shell = html === null ? null : new HtmlPage(html);
    const shellNotFound = html === null ? null : new HtmlPage(html, 404);
    const render = await loadRenderer(app, frontend.dist, frontend.renderer, html);
    const importMap = html === null ? null : integrityImportMap(frontend.dist, frontend.base ?? '/');
    const name = frontend.name.replace(/-/g, ' ');
    // a file under a prefixed build's own folder that the static server did not find is missing, not a page
    const assetsPrefix = frontend.base && frontend.base !== '/' ? `${frontend.base}assets/` : null;
    const send = async (request: FastifyRequest, reply: FastifyReply) => {
      if (
        request.url.startsWith('/api/') ||
        request.url === '/api' ||
        (assetsPrefix && request.url.startsWith(assetsPrefix))
      ) {
        return reply
          .status(404)
          .send({ error: `Route ${request.method} ${request.url.split('?')[0]} not found` });
      }
      const moved = await options.movedTo?.(request.url);
      if (moved) return reply.header('Cache-Control', 'no-cache').redirect(moved, 301);
      const language = await languageOf(request, render, frontend);
      const page = await renderPage(render, request, shellNotFound, frontend.name, language);
      if (page === OVERLOADED) return busy(request, reply);
      if (page && !(page instanceof HtmlPage)) return reply.redirect(page.location, page.status);
      const rendered = page !== null && page !== shellNotFound;
      return sendPage(request, reply, page ?? shell, rendered, name, importMap, language);
    };
    for (const path of frontend.paths) app.get(path, send);
  }
}
