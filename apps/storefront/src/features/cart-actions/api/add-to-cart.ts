import { type AddToCartBody, type Product, type SelectedAddon, validateAddToCart } from '@souk/core';
import { t, toast } from '@souk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { currentShopperIdentity } from '../../../lib/shopper-identity.js';
import { ADDED_TO_CART_MESSAGE, cartKeys } from '../../../shop/api/get-cart.js';
import { answerAddRefusal } from '../../../shop/components/answer-add-refusal.js';
import { useShop } from '../../../shop/components/shop-context.js';

export interface AddToCartInput {
  product: Product | null | undefined;
  /** Units to add: the plain quantity, or a bulk tier's quantity × its pack count (spec §9). */
  quantity: number | string;
  addons?: readonly SelectedAddon[];
  selectedImage?: string;
}

/**
 * The add-to-card body (spec §7): the signed-in customer's id or the guest session id, the units, the
 * chosen add-ons as {text, price}. The server prices the line itself from the product and its tiers.
 */
export function addToCartBody(product: Product, quantity: number, input: AddToCartInput): AddToCartBody {
  const identity = currentShopperIdentity();
  return {
    ...(identity ?? {}),
    productId: product._id,
    quantity,
    addons: (input.addons ?? []).map(({ text, price }) => ({ text, price })),
    packSize: product.packSize,
    selectedImage: input.selectedImage ?? product.images[0],
  };
}

/**
 * Adds a product to the cart from a card, the quick view or the product page (spec §4 Cart): checks the
 * quantity and product first (spec §5), toasts the outcome — the server's message on refusal — and
 * refreshes the cart so the header count changes. The single-seller refusal (409: the cart is in another
 * shop) offers to start a cart here instead, the other kept (issue 22 parked carts, loaded then).
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const shop = useShop();
  const mutation = useMutation({
    mutationFn: (body: AddToCartBody) => api.cart.addToCart(body),
    onSuccess: async () => {
      toast.success(t(ADDED_TO_CART_MESSAGE));
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: (error, body) => answerAddRefusal(error, body, shop, queryClient),
  });

  const addToCart = (input: AddToCartInput) => {
    const checked = validateAddToCart({ quantity: input.quantity, product: input.product });
    if (!checked.ok) {
      toast.error(t(checked.message));
      return;
    }
    mutation.mutate(addToCartBody(checked.value.product, checked.value.quantity, input));
  };

  return { addToCart, isAdding: mutation.isPending };
}
