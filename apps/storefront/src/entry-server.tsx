import { paths } from '@souk/core';
import { type DehydratedState, dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider.js';
import { routes, type ScreenHandle } from './app/routes.js';
import { setServerApi } from './lib/api-client.js';
import { EMBEDDED_STATE_ID } from './lib/embedded-state.js';
import { createQueryClient } from './lib/query-client.js';
import { type RenderScope, setRenderScopeLookup } from './lib/render-scope.js';
import { sellerQueryOptions } from './shop/api/get-seller.js';

/** Where each request's render scope lives while its loaders await (Node's `AsyncLocalStorage` fits). */
export interface ScopeStorage {
  run<R>(scope: RenderScope, callback: () => R): R;
  getStore(): RenderScope | undefined;
}

/** One chunk of the client build (Vite's `.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface RendererOptions {
  /** The built `index.html` of the storefront. */
  template: string;
  /** The client build's manifest: the chunks of the screens rendered, preloaded beside the entry. */
  manifest: Record<string, ManifestChunk>;
  /** Calls the API (the server passes one that answers in-process); no shopper identity is ever sent. */
  fetch: typeof fetch;
  /** Base URL the API client uses with that fetch. */
  apiBaseUrl: string;
  storage: ScopeStorage;
}

/** A page rendered on the server, or a redirect a loader asked for. */
export type RenderedPage = { status: number; html: string } | { status: number; location: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** JSON inside a `<script>` element: `<` escaped so no text can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The chunks of `modules` and their static imports, as root-relative URLs. */
function chunkUrls(manifest: Record<string, ManifestChunk>, modules: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of modules) visit(key);
  return [...seen].map((key) => `/${manifest[key]?.file}`);
}

function isPrerendered(handle: unknown): boolean {
  return (handle as ScreenHandle | undefined)?.prerender === true;
}

/**
 * The storefront's first HTML for public catalogue screens (shop home, listings, search, product, info
 * and contact pages): the screens rendered with their data, that data embedded for the browser's query
 * cache, and the screens' chunks preloaded — so a shopper sees the page before any script runs. Every
 * other screen (cart, checkout, account, admin mode) depends on who is shopping and stays client-rendered:
 * `render` answers null for those and the server sends the plain `index.html`.
 */
export function createRenderer({ template, manifest, fetch, apiBaseUrl, storage }: RendererOptions) {
  setServerApi({ baseUrl: apiBaseUrl, fetch });
  setRenderScopeLookup(() => storage.getStore());
  const handler = createStaticHandler(routes);

  function page(body: string, state: DehydratedState, meta: RenderScope['meta'], preload: string[]): string {
    let html = template.replace('<div id="root"></div>', `<div id="root">${body}</div>`);
    const head = preload
      .filter((url) => !html.includes(`"${url}"`))
      .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`)
      .join('');
    const stateScript = `<script type="application/json" id="${EMBEDDED_STATE_ID}">${scriptJson(state)}</script>`;
    html = html.replace('</head>', `${head}</head>`).replace('</body>', `${stateScript}</body>`);
    if (meta.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`);
    if (meta.description) {
      html = html.replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      );
    }
    return html;
  }

  return async function render(url: URL): Promise<RenderedPage | null> {
    const matches = matchRoutes(routes, url.pathname);
    if (!matches || !matches.every((match) => isPrerendered(match.route.handle))) return null;

    const scope: RenderScope = {
      queryClient: createQueryClient({ retry: false }),
      origin: url.origin,
      meta: {},
    };
    return storage.run(scope, async () => {
      const context = await handler.query(new Request(url));
      if (context instanceof Response) {
        const location = context.headers.get('Location');
        return location ? { status: context.status, location } : null;
      }
      // no such shop: the browser would be sent to /not-found on its first render, so send it there now
      const sellerName = context.matches.find((match) => match.params.sellerName)?.params.sellerName;
      if (sellerName) {
        const resolution = scope.queryClient.getQueryData(sellerQueryOptions(sellerName).queryKey);
        if (resolution?.status === 'not-found') return { status: 302, location: paths.notFound() };
      }
      const router = createStaticRouter(handler.dataRoutes, context);
      const body = renderToString(
        <StrictMode>
          <AppProvider client={scope.queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </StrictMode>,
      );
      const modules = context.matches.flatMap(({ route }) => {
        const handle = route.handle as ScreenHandle | undefined;
        return handle ? [handle.module] : [];
      });
      const state = dehydrate(scope.queryClient);
      scope.queryClient.clear();
      return {
        status: context.statusCode,
        html: page(body, state, scope.meta, chunkUrls(manifest, modules)),
      };
    });
  };
}
