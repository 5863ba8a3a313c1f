import type { AddToCartBody, ApiError, SellerIdentity } from '@souk/core';
import { t, toast } from '@souk/ui';
import type { QueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../lib/error-message.js';

/**
 * A refused add to cart, wherever it was tapped: the single-seller refusal (409: the cart is in another
 * shop) offers a cart in this shop, the other kept (issue 22 parked carts, loaded then); any other refusal
 * toasts the server's message (spec §5, §8).
 */
export function answerAddRefusal(
  error: unknown,
  body: AddToCartBody,
  shop: SellerIdentity,
  queryClient: QueryClient,
): void {
  // every failed call is an ApiError
  if ((error as ApiError).status === 409) {
    void import('./new-cart-offer.js').then((offer) => offer.offerNewCart(body, shop, queryClient));
  } else toast.error(t(errorMessage(error, /*i18n*/ 'Failed to add product to cart')));
}
