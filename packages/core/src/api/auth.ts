import { AuthResponseSchema, type LoginBody, type RegisterBody } from '../schemas/auth.js';
import type { Http } from './http.js';

/** Auth calls of spec §7: both answer `{ token, message }`; the caller stores the token. */
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
  };
}
export type AuthApi = ReturnType<typeof createAuthApi>;
