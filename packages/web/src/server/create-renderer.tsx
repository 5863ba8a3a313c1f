import {
  type AppManifestLink,
  DEFAULT_LANGUAGE,
  manifestChunkUrls,
  renderedDocument,
  type ServerRendererOptions,
  type ShopLanguage,
  type StartOnIntent,
} from '@souk/core';
import { activateLanguage, IMAGE_FALLBACK_SCRIPT, loadLanguage } from '@souk/ui';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  type RouteObject,
  type StaticHandlerContext,
  StaticRouter,
  StaticRouterProvider,
  useRoutes,
} from 'react-router-dom';
import { connectServerApi } from '../api-client.js';
import { type AppProviderComponent, AppShell } from '../app-shell.js';
import { EMBEDDED_STATE_ID } from '../embedded-state.js';
import { readyMatches } from '../lean-routes.js';
import { PRE_HYDRATION_TAPS_SCRIPT } from '../pre-hydration-taps.js';
import { createQueryClient } from '../query-client.js';
import { type RenderScope, setRenderScopeLookup } from '../render-scope.js';
import { isPersonal, isPrerendered, queryRead, type ScreenHandle } from '../screen-handle.js';
import { withErrorBoundaries } from '../with-error-boundaries.js';

export interface RendererOptions extends ServerRendererOptions<RenderScope> {
  /** The app's routes, the same the browser's router runs; `handle` is a {@link ScreenHandle}. */
  routes: RouteObject[];
  /** The app's own providers, as the browser has them (see `startApp`). */
  Provider?: AppProviderComponent;
  /**
   * The browser runs the routes on the lean engine (`startLeanApp`): the page is rendered with the same
   * tree, React Router's declarative matcher, so the markup hydrates as it is (`useId` values included).
   */
  lean?: boolean;
  /**
   * Starts the app's entry only at the shopper's first sign of intent or once the page has gone quiet, at
   * once when the browser holds one of the named storage keys (see `renderedDocument`): the rendered page
   * works without it, and taps made before are replayed. Without it the entry starts with the page.
   */
  startOnIntent?: StartOnIntent;
  /**
   * How a personal page (the cart) rendered for the guest its request named starts, in place of
   * `startOnIntent`: the page already shows that guest's own data, so the keys that made a public page
   * start at once (the tab's guest session) need not. A personal page rendered for no guest starts as
   * `startOnIntent` says.
   */
  personalStartOnIntent?: StartOnIntent;
  /**
   * Where the browser's first render would send the shopper, read from what the loaders loaded (the
   * storefront: an unknown shop to the not-found page), so the server sends them there now; null renders.
   */
  redirectTo?: (context: StaticHandlerContext, queryClient: QueryClient) => string | null;
  /**
   * The app's not-found screen (the storefront's `/not-found`): what the server answers, with a 404, for an
   * address none of the routes answers or that names something that does not exist.
   */
  notFoundPath?: string;
  /**
   * The web app manifest a rendered page links to, from its route's parameters (the storefront: the shop's
   * own, so installing a shop opens that shop); null links none.
   */
  appManifest?: (params: Readonly<Record<string, string | undefined>>) => AppManifestLink | null;
}

/** A page rendered on the server, or a redirect. */
export type RenderedPage = { status: number; html: string } | { status: number; location: string };

/** What a request's address is to the app, told without rendering anything. */
export interface PageMatch {
  /**
   * The address to render the page at and keep it under: the path without a trailing slash and only the
   * query parameters the matched screens read (their first values), so junk parameters never make another
   * render.
   */
  url: URL;
  /** Whether the screens are rendered on the server; for other pages the server sends `index.html`. */
  prerendered: boolean;
  /**
   * Whether one of the screens is the asking guest's own (the cart): rendered for the visitor, never kept
   * or shared.
   */
  personal: boolean;
  /** The route's parameters (`sellerName`…), for the server to check what they name exists. */
  params: Record<string, string | undefined>;
}

/**
 * Who asks for a page, as far as the server may know: the guest session its cookie names, if any, and
 * the language the page is shown in (issue 22), English when not told.
 */
export interface PageVisitor {
  guestSessionId?: string | null;
  language?: ShopLanguage;
}

/**
 * A front end's server renderer: renders an address (a personal page for the `visitor`; without one, as a
 * guest without a session sees it); `match` and `renderNotFound` guard it.
 */
export interface Renderer {
  (url: URL, visitor?: PageVisitor): Promise<RenderedPage | null>;
  /** The page an address is, or null when no route answers it (only the app's `*` catch-all matches). */
  match(url: URL): PageMatch | null;
  /**
   * The not-found screen with status 404, for any address that is not a page: the browser's address bar
   * shows the not-found path, as if it had been redirected there. Null when the app has none.
   */
  renderNotFound(origin: string, language?: ShopLanguage): Promise<RenderedPage | null>;
}

/** The lean engine's screens of the location, as `startLeanApp` renders them in the browser. */
function LeanRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Puts the not-found path in the address bar before the app starts, so its router starts there. */
function showPathScript(path: string): string {
  return `history.replaceState(null,"",${JSON.stringify(path)})`;
}

/**
 * A front end's server renderer (what its `entry-server.tsx` exports, called by the API server): the
 * routes whose handles ask for it are rendered with their loaders' data — in-process API calls, a query
 * cache of the request's own — that data embedded for the browser's query cache and the screens' chunks
 * preloaded, so a shopper sees the page before any script runs. A personal route (the cart) is rendered
 * for the visitor the server names, its calls carrying that guest session. `render` answers null for every
 * other page, and the server sends the plain `index.html`.
 */
export function createRenderer({
  routes,
  Provider,
  startOnIntent,
  personalStartOnIntent,
  lean = false,
  redirectTo,
  notFoundPath,
  appManifest,
  template,
  manifest,
  fetch,
  apiBaseUrl,
  storage,
}: RendererOptions): Renderer {
  connectServerApi({ baseUrl: apiBaseUrl, fetch });
  setRenderScopeLookup(() => storage.getStore());
  const handler = createStaticHandler(withErrorBoundaries(routes));

  const renderPage = async (
    url: URL,
    {
      notFound,
      visitor,
    }: { notFound?: { status: number; inlineScript: string }; visitor?: PageVisitor } = {},
  ): Promise<RenderedPage | null> => {
    const matches = matchRoutes(routes, url.pathname);
    if (!matches?.every((match) => isPrerendered(match.route.handle))) return null;
    const personal = matches.some((match) => isPersonal(match.route.handle));
    const guestSessionId = personal ? (visitor?.guestSessionId ?? null) : undefined;
    const language = visitor?.language ?? DEFAULT_LANGUAGE;
    await loadLanguage(language);
    // a personal page shown to the guest it is rendered for need not start at once for their session
    const start = guestSessionId && personalStartOnIntent ? personalStartOnIntent : startOnIntent;

    const scope: RenderScope = {
      queryClient: createQueryClient({ retry: false }),
      origin: url.origin,
      meta: {},
      ...(guestSessionId !== undefined ? { guestSessionId } : {}),
    };
    return storage.run(scope, async () => {
      const context = await handler.query(new Request(url));
      if (context instanceof Response) {
        const location = context.headers.get('Location');
        return location ? { status: context.status, location } : null;
      }
      const location = redirectTo?.(context, scope.queryClient);
      if (location) return { status: 302, location };
      let body: string;
      if (lean) {
        await readyMatches(routes, url.pathname);
        // the page's language is the one spoken from here: the render below runs in one go
        activateLanguage(language);
        body = renderToString(
          <AppShell queryClient={scope.queryClient} Provider={Provider}>
            <StaticRouter location={`${url.pathname}${url.search}`}>
              <LeanRoutes routes={routes} />
            </StaticRouter>
          </AppShell>,
        );
      } else {
        const router = createStaticRouter(handler.dataRoutes, context);
        activateLanguage(language);
        body = renderToString(
          <AppShell queryClient={scope.queryClient} Provider={Provider}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppShell>,
        );
      }
      const modules = context.matches.flatMap(({ route }) => {
        const module = (route.handle as ScreenHandle | undefined)?.module;
        return module ? [module] : [];
      });
      const state = dehydrate(scope.queryClient);
      scope.queryClient.clear();
      const app = appManifest?.(context.matches.at(-1)?.params ?? {});
      return {
        status: notFound?.status ?? context.statusCode,
        html: renderedDocument({
          template,
          body,
          state,
          stateId: EMBEDDED_STATE_ID,
          ...scope.meta,
          preload: manifestChunkUrls(manifest, modules),
          ...(app ? { appManifest: app } : {}),
          // spec §8: a broken product image shows the placeholder before the app's code runs; a tap
          // before hydration is kept and replayed after it
          inlineScripts: [
            ...(notFound ? [notFound.inlineScript] : []),
            IMAGE_FALLBACK_SCRIPT,
            PRE_HYDRATION_TAPS_SCRIPT,
          ],
          ...(start ? { startOnIntent: start } : {}),
        }),
      };
    });
  };

  const match = (url: URL): PageMatch | null => {
    const matches = matchRoutes(routes, url.pathname);
    // a `*` route is an app's catch-all for addresses it does not know
    if (!matches || matches.at(-1)?.route.path === '*') return null;
    // joined as text: a path like `//evil.example/` must not become another origin
    const canonical = new URL(`${url.origin}${url.pathname.replace(/(.)\/+$/, '$1')}`);
    // each parameter a screen reads, its first occurrence kept as written (`%20` stays `%20`, `+` stays
    // `+`), so the page is rendered at the very address the browser shows
    const segments = url.search.slice(1).split('&');
    const kept = new Map<string, string>();
    for (const { route } of matches) {
      for (const name of queryRead(route.handle)) {
        const segment = segments.find((part) => new URLSearchParams(part).has(name));
        if (segment !== undefined && !kept.has(name)) kept.set(name, segment);
      }
    }
    canonical.search = [...kept.values()].join('&');
    return {
      url: canonical,
      prerendered: matches.every(({ route }) => isPrerendered(route.handle)),
      personal: matches.some(({ route }) => isPersonal(route.handle)),
      params: matches.at(-1)?.params ?? {},
    };
  };

  const renderNotFound = async (origin: string, language?: ShopLanguage): Promise<RenderedPage | null> => {
    if (!notFoundPath) return null;
    return renderPage(new URL(notFoundPath, origin), {
      notFound: { status: 404, inlineScript: showPathScript(notFoundPath) },
      ...(language ? { visitor: { language } } : {}),
    });
  };

  return Object.assign((url: URL, visitor?: PageVisitor) => renderPage(url, visitor ? { visitor } : {}), {
    match,
    renderNotFound,
  });
}
