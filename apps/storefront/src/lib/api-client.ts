import { createApiClient, resolveApiBaseUrl } from '@souk/core';
import { session } from '../stores/session.js';

/**
 * The one API client of the storefront (spec §7): base URL from the page location — same-origin `/api`
 * when the Souk server serves the page (it sets `data-souk-served` on <html>), else the spec's rule —
 * the customer token and the guest session id from the session store.
 */
export const api = createApiClient({
  baseUrl: resolveApiBaseUrl({
    page: window.location,
    productionApiUrl: import.meta.env.VITE_API_URL ?? null,
    servedByApi: import.meta.env.PROD,
  }),
  getToken: () => session.token,
  getGuestSessionId: () => (session.token ? null : session.guestSessionId),
});
