import type { SelectedAddon } from '@souk/core';
import { t, toast } from '@souk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { errorMessage } from '../../../lib/error-message.js';
import { cartKeys } from '../../../shop/api/get-cart.js';

/** One change to a cart line (spec §7 Cart): +1, −1, remove, or new add-on choices. */
export type CartLineChange =
  | { kind: 'increase'; cartId: string }
  | { kind: 'decrease'; cartId: string }
  | { kind: 'remove'; cartId: string }
  | { kind: 'addons'; cartId: string; addons: SelectedAddon[] };

// spec §8 fallbacks; the server's own message wins when it sends one
const FALLBACKS: Record<CartLineChange['kind'], string> = {
  increase: /*i18n*/ 'Failed to update cart item',
  decrease: /*i18n*/ 'Failed to decrease quantity',
  remove: /*i18n*/ 'Failed to delete cart product',
  addons: /*i18n*/ 'Failed to update cart item',
};

function send(change: CartLineChange) {
  switch (change.kind) {
    case 'increase':
      return api.cart.increaseQuantity(change.cartId);
    case 'decrease':
      return api.cart.decreaseQuantity(change.cartId);
    case 'remove':
      return api.cart.deleteLine(change.cartId);
    case 'addons':
      return api.cart.updateLine(change.cartId, { addons: change.addons });
  }
}

/**
 * Changes a cart line and reloads the cart after every successful change (spec §4 Cart), so the page, the
 * header badge and the figures all come from the server again. Failures show the spec §8 toast.
 */
export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    onError: (error, change) => toast.error(t(errorMessage(error, FALLBACKS[change.kind]))),
  });
  return { change: mutation.mutate, isChanging: mutation.isPending, pending: mutation.variables };
}
