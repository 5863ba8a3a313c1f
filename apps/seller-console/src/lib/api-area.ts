import { ApiError, createHttp, type Http } from '@souk/core';
import { type ApiTarget, wireApi } from '@souk/web';
import { endSession, sellerSession } from '../stores/seller-session.js';
import { withEarlyResponses } from './early-start.js';

/**
 * The console's calls to `/api/seller/*`: each carries the seller's token (`Authorization: Bearer …`). A 401
 * to a call that carried one means the session ended (signed out elsewhere, password changed, expired): the
 * token is forgotten, and the signed-in layout sends the seller to the sign-in page with the way back.
 * A call the page already started (the dashboard's, `early-start.ts`) takes that answer.
 */
export function consoleHttp(target: ApiTarget): Http {
  const next = target.fetch ?? ((input, init) => fetch(input, init));
  // the dashboard's first calls may already be on their way: the page started them (early-start.ts)
  const http = createHttp({
    ...target,
    fetch: withEarlyResponses(next),
    getToken: () => sellerSession.token,
  });
  return {
    async send(call) {
      const token = sellerSession.token;
      try {
        return await http.send(call);
      } catch (error) {
        // a wrong password at sign-in is a 401 too, but it carried no token: it is the form's to show
        if (error instanceof ApiError && error.status === 401 && token && token === sellerSession.token) {
          endSession();
        }
        throw error;
      }
    },
  };
}

/**
 * Wires an area of the seller API (one per feature: account, dashboard, orders…), so each screen's bundle
 * holds only the schemas it reads.
 * @example export let ordersApi = wireConsoleArea(createOrdersApi, (area) => { ordersApi = area; });
 */
export function wireConsoleArea<Area>(create: (http: Http) => Area, update: (area: Area) => void): Area {
  return wireApi((target) => create(consoleHttp(target)), update);
}
