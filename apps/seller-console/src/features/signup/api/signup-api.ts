import {
  AuthResponseSchema,
  type Http,
  type SellerSignupBody,
  SellerSignupResponseSchema,
  ShopNameAvailableResponseSchema,
} from '@souk/core';
import { wireConsoleArea } from '../../../lib/api-area.js';

/** The public calls that open a shop: the live address check, the sign-up, and its mailed link. */
export function createSignupApi(http: Http) {
  return {
    /** GET /seller/signup/name-available?name= → `{ name, available, reason? }` */
    nameAvailable: (name: string) =>
      http.send({
        method: 'get',
        path: 'seller/signup/name-available',
        searchParams: { name },
        schema: ShopNameAvailableResponseSchema,
        fallback: 'Could not check the address',
      }),
    /** POST /seller/signup → 202 `{ message }`, alike whether the e-mail has an account or not. */
    signUp: (body: SellerSignupBody) =>
      http.send({
        method: 'post',
        path: 'seller/signup',
        json: body,
        schema: SellerSignupResponseSchema,
        fallback: 'Could not open your shop',
      }),
    /** POST /seller/signup/verify → the new seller's token, as sign-in answers. */
    verify: (token: string) =>
      http.send({
        method: 'post',
        path: 'seller/signup/verify',
        json: { token },
        schema: AuthResponseSchema,
        fallback: 'Could not open your shop',
      }),
  };
}
export type SignupApi = ReturnType<typeof createSignupApi>;

export let signupApi: SignupApi = wireConsoleArea(createSignupApi, (area) => {
  signupApi = area;
});
