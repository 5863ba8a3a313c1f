import { useQuery } from '@tanstack/react-query';
import { paymentKeys } from '../api/payment-keys.js';

/**
 * Stripe.js for a publishable key, loaded when a card flow first needs it (spec §7: the provider's script
 * loads once the seller's settings are known). The `pure` entry injects the script only when `loadStripe`
 * runs, and the dynamic import keeps the loader out of every other route's code. `null` from `loadStripe`
 * (no browser) counts as a failure.
 */
export function useStripeJs(publishableKey: string | undefined) {
  return useQuery({
    queryKey: paymentKeys.stripeJs(publishableKey),
    queryFn: async () => {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const stripe = await loadStripe(publishableKey ?? '');
      if (!stripe) throw new Error('Stripe.js is not available');
      return stripe;
    },
    enabled: publishableKey !== undefined,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
