import type { AddToCartBody, ApiError, BuyAgainItem } from '@souk/core';
import { toast } from '@souk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { errorMessage } from '../../../lib/error-message.js';
import { currentShopperIdentity } from '../../../lib/shopper-identity.js';
import { cartKeys } from '../../../shop/api/get-cart.js';
import { useShop } from '../../../shop/components/shop-context.js';

/** One unit of a product bought before, as add-to-card takes it (spec §7); the server prices the line. */
export function buyAgainCartBody(item: BuyAgainItem & { productId: string }): AddToCartBody {
  return {
    ...(currentShopperIdentity() ?? {}),
    productId: item.productId,
    quantity: 1,
    addons: [],
    selectedImage: item.image || undefined,
  };
}

/**
 * Puts one unit of a product bought before in the cart (spec §7 add-to-card): the server prices the line
 * as the product is sold today. A refusal (taken off sale since) toasts the server's message; the
 * single-seller refusal offers a cart in this shop instead, the other shop's kept (issue 22 parked carts).
 */
export function useBuyAgainToCart() {
  const queryClient = useQueryClient();
  const shop = useShop();
  return useMutation({
    mutationFn: (body: AddToCartBody) => api.cart.addToCart(body),
    onSuccess: async () => {
      toast.success('Product added to cart!');
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: (error, body) =>
      (error as ApiError).status === 409
        ? void import('../../cart-actions/new-cart-offer.js').then((offer) =>
            offer.offerNewCart(body, shop, queryClient),
          )
        : toast.error(errorMessage(error, 'Failed to add product to cart')),
  });
}
