import type { WishlistItem } from '@souk/core';
import { toast } from '@souk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { errorMessage } from '../../../lib/error-message.js';
import { currentShopperIdentity } from '../../../lib/shopper-identity.js';
import { cartKeys } from '../../../shop/api/get-cart.js';

/**
 * Puts one unit of a wishlist product in the cart (spec §7 add-to-card); the server prices the line. The
 * single-seller refusal and other failures toast the server's message (spec §5, §8).
 */
export function useAddWishlistItemToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: WishlistItem) => {
      const identity = currentShopperIdentity();
      return api.cart.addToCart({
        ...(identity ?? {}),
        productId: item.productId,
        quantity: 1,
        addons: [],
        selectedImage: item.image || undefined,
      });
    },
    onSuccess: async () => {
      toast.success('Product added to cart!');
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error, 'Failed to add product to cart')),
  });
}
