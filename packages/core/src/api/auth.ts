import {
  AuthResponseSchema,
  type ConfirmCustomerPasswordResetBody,
  type LoginBody,
  type RegisterBody,
  type RequestCustomerPasswordResetBody,
} from '../schemas/auth.js';
import { MessageResponseSchema } from '../schemas/common.js';
import type { Http } from './http.js';

/** What the password reset screens show when a reset call fails without the server's word. */
export const PASSWORD_RESET_FAILED = 'Password reset failed';

/**
 * Auth calls of spec §7: register and login answer `{ token, message }` (the caller stores the token); the
 * password reset by mail (issue 17) answers `{ message }`.
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
        fallback: 'Registration failed',
      }),

    /** POST /customer/customer-login */
    login: (body: LoginBody) =>
      http.send({
        method: 'post',
        path: 'customer/customer-login',
        json: body,
        schema: AuthResponseSchema,
        fallback: 'Login failed',
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
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
