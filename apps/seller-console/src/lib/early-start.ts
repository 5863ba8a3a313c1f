/**
 * The console's early start: the dashboard's screen code and its data requested by the page itself, while
 * the app's own scripts download, instead of one after the other (app, then the lazy screen, then its
 * API calls). `startEarly` runs inline in `index.html` (written there by `vite-early-start.ts` at build);
 * the app's calls take the answers it started (`withEarlyResponses`) instead of asking again.
 */

/** Where the inline script leaves what it started, for the app to take (same page, same realm). */
const EARLY = Symbol.for('souk.console.early');

/** What the build writes into the inline script. */
export interface EarlyStartConfig {
  /** The screen's path (`/seller`): only there, with a saved token, is anything started. */
  path: string;
  /** The `localStorage` key of the seller's token (`SELLER_CONSOLE_TOKEN_KEY`). */
  tokenKey: string;
  /** The API's address on this origin (`/api`). */
  api: string;
  /** The screen's calls, below `api`; `{range}` is the period the address asks for. */
  requests: string[];
  /** The periods the dashboard knows (`?range=`), the default first. */
  ranges: string[];
  /** The screen's code: the layout's and the dashboard's chunks, preloaded as modules. */
  modules: string[];
}

/**
 * The dashboard's screen and calls, as its route loaders make them. Plain values, not imports: the Vite
 * config reads them, and it loads before `@souk/core` is built (Vitest reads it too), so
 * `early-start.test.ts` holds them to the app's own token key, periods and calls instead.
 */
export const DASHBOARD_EARLY: Omit<EarlyStartConfig, 'modules'> = {
  path: '/seller',
  tokenKey: 'souk.sellerConsoleToken',
  api: '/api',
  requests: ['seller/me', 'seller/checklist', 'seller/dashboard?range={range}'],
  ranges: ['7d', 'today', '30d'],
};

interface Early {
  token: string;
  /** `performance.now()` when they were started. */
  at: number;
  responses: Map<string, Promise<Response>>;
}

type EarlyWindow = Window & { [EARLY]?: Early };

/**
 * Runs in the page before the app: self-contained (serialised with `Function.prototype.toString`), never
 * throws. With a saved token on the dashboard's address, preloads its modules and starts its calls with
 * the token, as the app would send them.
 */
export function startEarly(config: EarlyStartConfig): void {
  try {
    const page = window.location;
    if (page.pathname.replace(/\/$/, '') !== config.path) return;
    const token = window.localStorage.getItem(config.tokenKey);
    if (!token) return;
    const nonce = document.currentScript?.nonce ?? '';
    for (const href of config.modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      if (nonce) link.nonce = nonce;
      document.head.append(link);
    }
    const asked = new URLSearchParams(page.search).get('range') ?? '';
    const range = config.ranges.includes(asked) ? asked : config.ranges[0];
    const responses = new Map<string, Promise<Response>>();
    for (const request of config.requests) {
      const url = new URL(`${config.api}/${request.replace('{range}', range ?? '')}`, page.href).href;
      const response = fetch(url, { credentials: 'include', headers: { Authorization: `Bearer ${token}` } });
      // a failed start is the app's to meet when it asks: never an unhandled rejection here
      response.catch(() => undefined);
      responses.set(url, response);
    }
    (window as EarlyWindow)[Symbol.for('souk.console.early') as typeof EARLY] = {
      token,
      at: performance.now(),
      responses,
    };
  } catch {
    // storage blocked, an old browser: the app asks for everything itself
  }
}

/** Longest an early answer is taken after it was started: later, the app asks afresh. */
const FRESH_MS = 10_000;

/**
 * The answer the page started for this request, taken once: a GET of the same address with the same
 * token, started less than 10 s ago. Null otherwise (the app then fetches).
 */
export function takeEarlyResponse(request: Request): Promise<Response> | null {
  const early = typeof window === 'undefined' ? undefined : (window as EarlyWindow)[EARLY];
  if (!early || request.method !== 'GET') return null;
  const response = early.responses.get(request.url);
  if (!response) return null;
  early.responses.delete(request.url);
  if (request.headers.get('Authorization') !== `Bearer ${early.token}`) return null;
  if (performance.now() - early.at > FRESH_MS || request.signal.aborted) return null;
  return response;
}

/**
 * `fetch` that answers a request from the early start when it can (`takeEarlyResponse`), else asks `next`.
 * @example createHttp({ baseUrl, fetch: withEarlyResponses(fetch) })
 */
export function withEarlyResponses(next: typeof fetch): typeof fetch {
  return (input, init) => {
    // ky passes a Request: read as it is, and handed on as it came (no copy of a body per call)
    const request = input instanceof Request ? input : new Request(input, init);
    return takeEarlyResponse(request) ?? next(input, init);
  };
}
