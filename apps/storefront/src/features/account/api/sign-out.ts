import { useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '../../../shop/api/get-cart.js';
import { wishlistKeys } from '../../../shop/api/get-wishlist.js';
import { orderKeys } from '../../../shop/api/order-keys.js';
import { signOut } from '../../../stores/session.js';

/**
 * Forgets the customer in this browser: the token goes, the shopper is the browser's guest again, and the
 * customer's cart, wishlist and orders leave the cache so nothing of the account shows afterwards.
 */
export function useForgetCustomer(): () => void {
  const queryClient = useQueryClient();
  return () => {
    signOut();
    for (const queryKey of [cartKeys.all, wishlistKeys.all, orderKeys.all]) {
      queryClient.removeQueries({ queryKey });
    }
  };
}

/**
 * Signs the customer out: the server ends the session of this token (issue 19: the old cookie and token
 * stop working at once), then the browser forgets the customer — also when the call fails (offline), since
 * a sign-out the shopper asked for must never leave them signed in here.
 */
export function useSignOut(): () => Promise<void> {
  const forget = useForgetCustomer();
  // the sign-in calls load on the click, so they stay out of every dashboard screen's code; a failed call
  // (offline) leaves the session to expire on the server, and this browser forgets it either way
  return () =>
    import('../../../lib/auth-api.js').then(({ authApi }) => authApi.logout()).then(forget, forget);
}
