import { type ApiClient, createApiClient } from '@souk/core';
import { type ApiTarget, wireApi } from '@souk/web';
import { session } from '../stores/session.js';

/**
 * The storefront's API client (spec §7) for a target: in the browser with the customer token and the
 * guest session id from the session store; on the server anonymous.
 */
function storefrontApi({ anonymous, ...target }: ApiTarget): ApiClient {
  if (anonymous) return createApiClient(target);
  return createApiClient({
    ...target,
    getToken: () => session.token,
    getGuestSessionId: () => (session.token ? null : session.guestSessionId),
  });
}

/**
 * The one API client of the storefront. On the server (first render of public pages) the renderer points
 * it at the API in the same process.
 */
export let api: ApiClient = wireApi(storefrontApi, (client) => {
  api = client;
});
