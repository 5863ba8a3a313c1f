import { type ApiClient, createApiClient, LOCAL_API_URL, resolveApiBaseUrl } from '@souk/core';
import { session } from '../stores/session.js';

/**
 * The storefront's API client in the browser (spec §7): base URL from the page location — same-origin
 * `/api` when the Souk server serves the page, else the spec's rule — the customer token and the guest
 * session id from the session store.
 */
function browserApi(): ApiClient {
  return createApiClient({
    baseUrl: resolveApiBaseUrl({
      page: window.location,
      productionApiUrl: import.meta.env.VITE_API_URL ?? null,
      servedByApi: import.meta.env.PROD,
    }),
    getToken: () => session.token,
    getGuestSessionId: () => (session.token ? null : session.guestSessionId),
  });
}

/**
 * The one API client of the storefront. On the server (first render of public pages) it is anonymous and
 * the renderer points it at the API in the same process with {@link setServerApi}.
 */
export let api: ApiClient =
  typeof window === 'undefined' ? createApiClient({ baseUrl: LOCAL_API_URL }) : browserApi();

/** Server rendering only: an anonymous client calling the API through `fetch` (in-process, no network). */
export function setServerApi(options: { baseUrl: string; fetch: typeof fetch }): void {
  api = createApiClient(options);
}
