import {
  AuthResponseSchema,
  type ChangeCustomerPasswordBody,
  type ConfirmCustomerPasswordResetBody,
  type LoginBody,
  type RegisterBody,
  type RequestCustomerPasswordResetBody,
} from '../schemas/auth.js';
import { MessageResponseSchema } from '../schemas/common.js';
import type { Http } from './http.js';

/**
 * What the password reset screens show when a reset call fails without the server's word.
 * @example PASSWORD_RESET_FAILED // "Password reset failed"
 */
export const PASSWORD_RESET_FAILED = /*i18n*/ 'Password reset failed';

/**
 * What the account screens show when a sign-out fails without the server's word.
 * @example SIGN_OUT_FAILED // "Sign out failed"
 */
export const SIGN_OUT_FAILED = /*i18n*/ 'Sign out failed';
/**
 * What the account screen shows when a password change fails without the server's word.
 * @example PASSWORD_CHANGE_FAILED // "Password change failed"
 */
export const PASSWORD_CHANGE_FAILED = /*i18n*/ 'Password change failed';

/**
 * Auth calls of spec §7: register and login answer `{ token, message }` (the caller stores the token); the
 * password reset by mail (issue 17), logout, "sign out everywhere" and the password change (issue 19)
 * answer `{ message }`.
 * @example
 * ```ts
 * const auth = createAuthApi(createHttp({ baseUrl: 'http://localhost:8000/api' }));
 * const { token } = await auth.login({ email: 'ann@example.com', password: 'secret' });
 * // POST http://localhost:8000/api/customer/customer-login
 * ```
 */
export function createAuthApi(http: Http) {
  return {
    /** POST /customer/customer-register */
    register: (body: RegisterBody) =>
      http.send({
        method: 'post',
        path: 'customer/customer-register',
        json: body,
        schema: AuthResponseSchema,
        fallback: /*i18n*/ 'Registration failed',
      }),

    /** POST /customer/customer-login */
    login: (body: LoginBody) =>
      http.send({
        method: 'post',
        path: 'customer/customer-login',
        json: body,
        schema: AuthResponseSchema,
        fallback: /*i18n*/ 'Login failed',
      }),

    /** POST /customer/password-reset: always the same answer, whether the address has an account or not. */
    requestPasswordReset: (body: RequestCustomerPasswordResetBody) =>
      http.send({
        method: 'post',
        path: 'customer/password-reset',
        json: body,
        schema: MessageResponseSchema,
        fallback: PASSWORD_RESET_FAILED,
      }),

    /** POST /customer/password-reset/confirm: a new password with a mailed link's token. */
    confirmPasswordReset: (body: ConfirmCustomerPasswordResetBody) =>
      http.send({
        method: 'post',
        path: 'customer/password-reset/confirm',
        json: body,
        schema: MessageResponseSchema,
        fallback: PASSWORD_RESET_FAILED,
      }),

    /** POST /customer/logout: ends the session of this token on the server and clears the session cookie. */
    logout: () =>
      http.send({
        method: 'post',
        path: 'customer/logout',
        schema: MessageResponseSchema,
        fallback: SIGN_OUT_FAILED,
      }),

    /** POST /customer/logout-everywhere: ends every session of the signed-in customer, this one included. */
    logoutEverywhere: () =>
      http.send({
        method: 'post',
        path: 'customer/logout-everywhere',
        schema: MessageResponseSchema,
        fallback: SIGN_OUT_FAILED,
      }),

    /** POST /customer/change-password: the customer's other sessions end; this one stays signed in. */
    changePassword: (body: ChangeCustomerPasswordBody) =>
      http.send({
        method: 'post',
        path: 'customer/change-password',
        json: body,
        schema: MessageResponseSchema,
        fallback: PASSWORD_CHANGE_FAILED,
      }),
  };
}
/**
 * The auth calls {@link createAuthApi} returns.
 * @example const auth: AuthApi = createAuthApi(createHttp({ baseUrl: LOCAL_API_URL }));
 */
export type AuthApi = ReturnType<typeof createAuthApi>;
