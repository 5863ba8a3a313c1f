import {
  ChangeSellerPasswordBodySchema,
  SellerActionResponseSchema,
  SellerIdParamsSchema,
  SellerMeResponseSchema,
  SellerSessionsResponseSchema,
} from '@souk/core';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerAccountOf } from '../../plugins/seller-auth.js';
import { getSellerMe } from '../../services/seller-accounts.js';
import { changeSellerPassword, SELLER_PASSWORD_CHANGED } from '../../services/seller-passwords.js';
import {
  endSellerSession,
  endSellerSessions,
  listSellerSessions,
  SESSION_ENDED,
  SIGNED_OUT,
  SIGNED_OUT_EVERYWHERE,
} from '../../services/seller-sessions.js';
import type { App, Deps } from '../../types.js';

/**
 * The signed-in seller's own account: who is signed in, the sessions (listed, ended one by one or all at
 * once), sign-out and the password change. Only the account's own sessions can be named (404 otherwise).
 */
export function sellerAccountRoutes(app: App, { db }: Deps): void {
  app.get(
    '/seller/me',
    {
      schema: {
        operationId: 'getSellerMe',
        summary: 'The signed-in seller account and the shop it runs',
        tags: ['seller-account'],
        security: SECURITY.seller,
        response: { 200: SellerMeResponseSchema },
        errors: [401],
      },
    },
    async (request) => ({ success: true, ...(await getSellerMe(db, sellerAccountOf(request))) }),
  );

  app.post(
    '/seller/logout',
    {
      schema: {
        operationId: 'logoutSeller',
        summary: 'Sign out: ends the session of this token',
        tags: ['seller-account'],
        security: SECURITY.seller,
        response: { 200: SellerActionResponseSchema },
        errors: [401],
      },
    },
    async (request) => {
      const seller = sellerAccountOf(request);
      await endSellerSession(db, seller.id, seller.sessionId);
      return { success: true, message: SIGNED_OUT };
    },
  );

  app.get(
    '/seller/sessions',
    {
      schema: {
        operationId: 'listSellerSessions',
        summary: "The signed-in account's live sessions, newest first",
        tags: ['seller-account'],
        security: SECURITY.seller,
        response: { 200: SellerSessionsResponseSchema },
        errors: [401],
      },
    },
    async (request) => ({ success: true, sessions: await listSellerSessions(db, sellerAccountOf(request)) }),
  );

  app.delete(
    '/seller/sessions/:id',
    {
      schema: {
        operationId: 'endSellerSession',
        summary: 'End one session of the signed-in account',
        description: "404 for another account's session, an ended one or an unknown id.",
        tags: ['seller-account'],
        security: SECURITY.seller,
        params: SellerIdParamsSchema,
        response: { 200: SellerActionResponseSchema },
        errors: [401, 404],
      },
    },
    async (request) => {
      await endSellerSession(db, sellerAccountOf(request).id, request.params.id);
      return { success: true, message: SESSION_ENDED };
    },
  );

  app.post(
    '/seller/logout-everywhere',
    {
      schema: {
        operationId: 'logoutSellerEverywhere',
        summary: 'Sign out everywhere: ends every session of the account, this one included',
        tags: ['seller-account'],
        security: SECURITY.seller,
        response: { 200: SellerActionResponseSchema },
        errors: [401],
      },
    },
    async (request) => {
      await endSellerSessions(db, sellerAccountOf(request).id);
      return { success: true, message: SIGNED_OUT_EVERYWHERE };
    },
  );

  app.put(
    '/seller/password',
    {
      schema: {
        operationId: 'changeSellerPassword',
        summary: 'Change the password; ends every other session of the account',
        description: '400 when the current password is wrong.',
        tags: ['seller-account'],
        security: SECURITY.seller,
        body: ChangeSellerPasswordBodySchema,
        response: { 200: SellerActionResponseSchema },
        errors: [401],
      },
    },
    async (request) => {
      await changeSellerPassword(db, sellerAccountOf(request), request.body);
      return { success: true, message: SELLER_PASSWORD_CHANGED };
    },
  );
}
