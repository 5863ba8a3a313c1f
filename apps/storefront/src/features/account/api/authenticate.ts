import type { LoginBody, RegisterBody } from '@souk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/auth-api.js';
import { cartKeys } from '../../../shop/api/get-cart.js';
import { wishlistKeys } from '../../../shop/api/get-wishlist.js';
import { signIn } from '../../../stores/session.js';

export type AuthRequest = { kind: 'login'; body: LoginBody } | { kind: 'register'; body: RegisterBody };

/**
 * Signs the shopper in or registers them (spec §7 Auth). The request still carries the guest session id,
 * so the server merges the guest cart and wishlist into the account; afterwards the token is stored and
 * the cart and wishlist queries reload under the customer's id. The caller toasts errors and navigates.
 */
export function useAuthenticate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AuthRequest) =>
      request.kind === 'login' ? authApi.login(request.body) : authApi.register(request.body),
    onSuccess: async ({ token }) => {
      signIn(token);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
      ]);
    },
  });
}
