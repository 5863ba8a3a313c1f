import { useQueryClient } from '@tanstack/react-query';
import { signOut } from '../../../stores/session.js';

/**
 * Signs the customer out: the token goes, the shopper is the browser's guest again, and the customer's
 * cart, wishlist and orders leave the cache so nothing of the account shows afterwards.
 */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  return () => {
    signOut();
    for (const key of ['cart', 'wishlist', 'orders', 'order', 'dashboard']) {
      queryClient.removeQueries({ queryKey: [key] });
    }
  };
}
