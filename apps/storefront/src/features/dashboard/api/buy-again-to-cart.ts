import type { BuyAgainItem } from '@souk/core';
import { toast } from '@souk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { errorMessage } from '../../../lib/error-message.js';
import { currentShopperIdentity } from '../../../lib/shopper-identity.js';
import { cartKeys } from '../../../shop/api/get-cart.js';

/**
 * Puts one unit of a product bought before in the cart (spec §7 add-to-card): the server prices the line
 * as the product is sold today. A refusal (the stock ran out since, the cart holds another shop's
 * products) toasts the server's message.
 */
export function useBuyAgainToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: BuyAgainItem & { productId: string }) => {
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
