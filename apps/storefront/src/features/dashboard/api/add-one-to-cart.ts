import type { AddToCartBody } from '@souk/core';
import { t, toast } from '@souk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { currentShopperIdentity } from '../../../lib/shopper-identity.js';
import { ADDED_TO_CART_MESSAGE, cartKeys } from '../../../shop/api/get-cart.js';
import { answerAddRefusal } from '../../../shop/components/answer-add-refusal.js';
import { useShop } from '../../../shop/components/shop-context.js';

/**
 * One unit of a product the dashboard shows (a wishlist item, a product bought before), as add-to-card takes
 * it (spec §7): no add-ons; the server prices the line as the product is sold today.
 */
export function oneUnitBody(productId: string, image: string): AddToCartBody {
  return {
    ...(currentShopperIdentity() ?? {}),
    productId,
    quantity: 1,
    addons: [],
    selectedImage: image || undefined,
  };
}

/**
 * The dashboard's one-tap Add to cart (the wishlist, Buy again): toasts the outcome and refreshes the carts.
 * A refusal toasts the server's message (spec §5, §8); the single-seller refusal offers a cart in this shop
 * instead, the other shop's kept (issue 22 parked carts).
 */
export function useAddOneToCart() {
  const queryClient = useQueryClient();
  const shop = useShop();
  return useMutation({
    mutationFn: (body: AddToCartBody) => api.cart.addToCart(body),
    onSuccess: async () => {
      toast.success(t(ADDED_TO_CART_MESSAGE));
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: (error, body) => answerAddRefusal(error, body, shop, queryClient),
  });
}
