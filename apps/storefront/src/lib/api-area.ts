import { createHttp, type Http } from '@souk/core';
import { type ApiTarget, currentRenderScope, wireApi } from '@souk/web';
import { session } from '../stores/session.js';

/**
 * The storefront's calls to a target: in the browser with the customer token and the guest session id from
 * the session store — or, for the seller's admin mode, with the seller's token alone; on the server with
 * no token, and with the guest session of a personal page's render (the cart) only.
 */
function storefrontHttp({ anonymous, ...target }: ApiTarget, getSellerToken?: () => string | null): Http {
  if (anonymous)
    return createHttp({ ...target, getGuestSessionId: () => currentRenderScope()?.guestSessionId });
  if (getSellerToken) return createHttp({ ...target, getToken: getSellerToken });
  return createHttp({
    ...target,
    getToken: () => session.token,
    getGuestSessionId: () => (session.token ? null : session.guestSessionId),
  });
}

/**
 * Wires an area of the API (spec §7) the way `wireApi` does. Areas only lazy screens call (orders, payment,
 * reviews, sign-in) are wired in a module of their own, so their schemas stay out of the shop page's bundle.
 * `getSellerToken` sends the seller's token instead of the shopper's (admin mode's seller API calls).
 * @example export let ordersApi = wireApiArea(createOrdersApi, (area) => { ordersApi = area; });
 */
export function wireApiArea<Area>(
  create: (http: Http) => Area,
  update: (area: Area) => void,
  getSellerToken?: () => string | null,
): Area {
  return wireApi((target) => create(storefrontHttp(target, getSellerToken)), update);
}
