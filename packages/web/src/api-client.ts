import { LOCAL_API_URL, resolveApiBaseUrl } from '@souk/core';

/** Where an app's API calls go. */
export interface ApiTarget {
  baseUrl: string;
  /** The server renderer's in-process fetch; unset in the browser. */
  fetch?: typeof fetch;
  /**
   * True on the server: it renders public pages as a guest sees them, so its calls never carry a customer
   * token, and a guest session only while a personal page is rendered for it (`RenderScope.guestSessionId`).
   */
  anonymous: boolean;
}

/**
 * The API the page talks to (spec §7): same-origin `/api` when the Souk server serves the page, else the
 * spec's rule (`VITE_API_URL` in production builds, the local API in development).
 */
export function browserApiBaseUrl(): string {
  return resolveApiBaseUrl({
    page: window.location,
    productionApiUrl: import.meta.env.VITE_API_URL ?? null,
    servedByApi: import.meta.env.PROD,
  });
}

const rewires: (() => void)[] = [];
let serverTarget: ApiTarget | undefined;

function currentTarget(): ApiTarget {
  if (serverTarget) return serverTarget;
  return typeof window === 'undefined'
    ? { baseUrl: LOCAL_API_URL, anonymous: true }
    : { baseUrl: browserApiBaseUrl(), anonymous: false };
}

/**
 * Wires an app's API client: `create` builds it for where the page runs — the page's API in the browser;
 * on the server, the API in the same process once the renderer starts ({@link connectServerApi}), when
 * `update` receives the new client. Answers the client to start with.
 * @example
 * export let api: ApiClient = wireApi((target) => createApiClient(target), (client) => { api = client; });
 */
export function wireApi<Api>(create: (target: ApiTarget) => Api, update: (api: Api) => void): Api {
  rewires.push(() => update(create(currentTarget())));
  return create(currentTarget());
}

/** Server rendering only: every wired client calls the API through `fetch` (in-process, no network). */
export function connectServerApi(options: { baseUrl: string; fetch: typeof fetch }): void {
  serverTarget = { ...options, anonymous: true };
  for (const rewire of rewires) rewire();
}

/** POST /api/vitals on the API this page talks to. */
export function vitalsEndpoint(): string {
  return `${browserApiBaseUrl()}/vitals`;
}
