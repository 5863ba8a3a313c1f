import { useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '../../../shop/api/get-cart.js';
import { wishlistKeys } from '../../../shop/api/get-wishlist.js';
import { orderKeys } from '../../../shop/api/order-keys.js';
import { signOut } from '../../../stores/session.js';

/**
 * Signs the customer out: the token goes, the shopper is the browser's guest again, and the customer's
 * cart, wishlist and orders leave the cache so nothing of the account shows afterwards.
 */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  return () => {
    signOut();
    for (const queryKey of [cartKeys.all, wishlistKeys.all, orderKeys.all]) {
      queryClient.removeQueries({ queryKey });
    }
  };
}
