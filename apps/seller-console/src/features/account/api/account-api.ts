import {
  AuthResponseSchema,
  type ChangeSellerPasswordBody,
  type ConfirmSellerPasswordResetBody,
  type Http,
  type LoginBody,
  SellerActionResponseSchema,
  SellerMeResponseSchema,
  SellerSessionsResponseSchema,
} from '@souk/core';
import { wireConsoleArea } from '../../../lib/api-area.js';

/** The account calls of the seller area: sign-in and out, the account, its sessions and password. */
export function createAccountApi(http: Http) {
  return {
    /** POST /seller/login → `{ token, message }`; 401 for a wrong e-mail or password. */
    login: (body: LoginBody) =>
      http.send({
        method: 'post',
        path: 'seller/login',
        json: body,
        schema: AuthResponseSchema,
        fallback: 'Sign-in failed',
      }),
    /** POST /seller/logout: ends this session. */
    logout: () =>
      http.send({
        method: 'post',
        path: 'seller/logout',
        schema: SellerActionResponseSchema,
        fallback: 'Sign-out failed',
      }),
    /** POST /seller/logout-everywhere: ends every session of the account, this one included. */
    logoutEverywhere: () =>
      http.send({
        method: 'post',
        path: 'seller/logout-everywhere',
        schema: SellerActionResponseSchema,
        fallback: 'Could not sign out everywhere',
      }),
    /** GET /seller/me */
    me: () =>
      http.send({
        method: 'get',
        path: 'seller/me',
        schema: SellerMeResponseSchema,
        fallback: 'Failed to load your account',
      }),
    /** GET /seller/sessions */
    sessions: () =>
      http.send({
        method: 'get',
        path: 'seller/sessions',
        schema: SellerSessionsResponseSchema,
        fallback: 'Failed to load your sessions',
      }),
    /** DELETE /seller/sessions/{id} */
    revokeSession: (id: string) =>
      http.send({
        method: 'delete',
        path: `seller/sessions/${encodeURIComponent(id)}`,
        schema: SellerActionResponseSchema,
        fallback: 'Could not end that session',
      }),
    /** PUT /seller/password: ends every other session. */
    changePassword: (body: ChangeSellerPasswordBody) =>
      http.send({
        method: 'put',
        path: 'seller/password',
        json: body,
        schema: SellerActionResponseSchema,
        fallback: 'Could not change your password',
      }),
    /** POST /seller/password-reset: answered alike whether the address has an account or not. */
    requestPasswordReset: (email: string) =>
      http.send({
        method: 'post',
        path: 'seller/password-reset',
        json: { email },
        schema: SellerActionResponseSchema,
        fallback: 'Could not send the reset link',
      }),
    /** POST /seller/password-reset/confirm */
    confirmPasswordReset: (body: ConfirmSellerPasswordResetBody) =>
      http.send({
        method: 'post',
        path: 'seller/password-reset/confirm',
        json: body,
        schema: SellerActionResponseSchema,
        fallback: 'Could not reset your password',
      }),
  };
}
export type AccountApi = ReturnType<typeof createAccountApi>;

export let accountApi: AccountApi = wireConsoleArea(createAccountApi, (area) => {
  accountApi = area;
});
