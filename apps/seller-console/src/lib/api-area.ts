import { ApiError, createHttp, type Http } from '@souk/core';
import { type ApiTarget, wireApi } from '@souk/web';
import { endSession, sellerSession } from '../stores/seller-session.js';

/**
 * The console's calls to `/api/seller/*`: each carries the seller's token (`Authorization: Bearer …`). A 401
 * to a call that carried one means the session ended (signed out elsewhere, password changed, expired): the
 * token is forgotten, and the signed-in layout sends the seller to the sign-in page with the way back.
 */
export function consoleHttp(target: ApiTarget): Http {
  const http = createHttp({ ...target, getToken: () => sellerSession.token });
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
