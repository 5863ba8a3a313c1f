import type { LoginBody, RegisterBody } from '@souk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../lib/auth-api.js';
import { cartKeys } from '../../../shop/api/get-cart.js';
import { wishlistKeys } from '../../../shop/api/get-wishlist.js';
import { signIn } from '../../../stores/session.js';

export type AuthRequest = { kind: 'login'; body: LoginBody } | { kind: 'register'; body: RegisterBody };

/**
 * Signs the shopper in or registers them (spec §7 Auth). The request still carries the guest session id,
 * so the server merges the guest cart and wishlist into the account; afterwards the token is stored, the
 * guest's recently viewed lists (kept in this browser) are merged into the account, and the cart, wishlist
 * and recently viewed queries reload under the customer's id. The caller toasts errors and navigates.
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
        // the guest's recently viewed lists live in this browser: the client merges them, with the token
        import('../../../shop/components/recently-viewed.js').then(async (recent) => {
          await recent.mergeGuestRecentlyViewed();
          await queryClient.invalidateQueries({ queryKey: recent.recentlyViewedKeys.all });
        }),
      ]);
    },
  });
}
