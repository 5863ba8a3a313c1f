import type { CardProviderLookup } from '@souk/core';
import { useQuery } from '@tanstack/react-query';
import { paymentApi } from '../../../lib/payment-api.js';

/**
 * The card provider's view of the payment (spec §4 Confirmation, §7): the seller's publishable key, the
 * provider's script (loaded only here and on the payment page), then the payment intent by its client
 * secret. A missing key or a script that fails to load reads as `unavailable`.
 */
async function lookUpIntent(sellerId: string, clientSecret: string | undefined): Promise<CardProviderLookup> {
  let stripe: Awaited<ReturnType<typeof import('@stripe/stripe-js/pure').loadStripe>>;
  try {
    const methods = await paymentApi.getMethods(sellerId);
    const key = methods.config.stripe?.publishableKey;
    if (!key) return { kind: 'unavailable' };
    // the pure entry injects the provider's script only when loadStripe runs; the payment page loads it the same way
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    stripe = await loadStripe(key);
  } catch {
    return { kind: 'unavailable' };
  }
  if (!stripe) return { kind: 'unavailable' };
  if (!clientSecret) return { kind: 'ready' };
  const { paymentIntent } = await stripe.retrievePaymentIntent(clientSecret);
  return paymentIntent
    ? { kind: 'intent', status: paymentIntent.status, id: paymentIntent.id }
    : { kind: 'not-found' };
}

/** The query keys of the card provider's payment intents, by shop and client secret. */
export const cardProviderIntentKeys = {
  all: ['card-provider-intent'] as const,
  detail: (sellerId: string, clientSecret: string | undefined) =>
    [...cardProviderIntentKeys.all, sellerId, clientSecret] as const,
};

export function useCardProviderIntent(
  sellerId: string,
  clientSecret: string | undefined,
  enabled: boolean,
): CardProviderLookup {
  const lookup = useQuery({
    queryKey: cardProviderIntentKeys.detail(sellerId, clientSecret),
    queryFn: () => lookUpIntent(sellerId, clientSecret),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (lookup.data) return lookup.data;
  return lookup.isError ? { kind: 'not-found' } : { kind: 'loading' };
}
