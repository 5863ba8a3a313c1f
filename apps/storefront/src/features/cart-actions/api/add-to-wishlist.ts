import type { Product } from '@souk/core';
import { t, toast } from '@souk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { errorMessage } from '../../../lib/error-message.js';
import { currentShopperIdentity } from '../../../lib/shopper-identity.js';
import { wishlistKeys } from '../../../shop/api/get-wishlist.js';

/** Spec §8 success toast. */
export const ADDED_TO_WISHLIST_MESSAGE = /*i18n*/ 'Product added to wishlist!';

/**
 * Adds a product to the shopper's wishlist (spec §7 add-to-wishlist) and refreshes the wishlist so the
 * header count changes (spec §4 Wishlist).
 */
export function useAddToWishlist() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (product: Product) => {
      const identity = currentShopperIdentity();
      return api.wishlist.add({
        ...(identity ?? {}),
        productId: product._id,
        name: product.name,
        price: product.price,
        image: product.images[0],
        discount: product.discount,
        rating: product.rating,
        slug: product.slug,
        currency: product.currency,
      });
    },
    onSuccess: async () => {
      toast.success(t(ADDED_TO_WISHLIST_MESSAGE));
      await queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
    },
    onError: (error) => toast.error(t(errorMessage(error, /*i18n*/ 'Failed to add to wishlist'))),
  });
  return { addToWishlist: (product: Product) => mutation.mutate(product), isAdding: mutation.isPending };
}
