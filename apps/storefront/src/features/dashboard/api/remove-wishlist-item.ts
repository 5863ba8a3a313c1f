import { t, toast } from '@souk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { errorMessage } from '../../../lib/error-message.js';
import { wishlistKeys } from '../../../shop/api/get-wishlist.js';

/** Removes a wishlist item (spec §4 Wishlist); the wishlist and its header count reload. */
export function useRemoveWishlistItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wishlistId: string) => api.wishlist.remove(wishlistId),
    onSuccess: async (response) => {
      toast.success(t(response.message));
      await queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
    },
    onError: (error) =>
      toast.error(t(errorMessage(error, /*i18n*/ 'Failed to remove product from wishlist'))),
  });
}
