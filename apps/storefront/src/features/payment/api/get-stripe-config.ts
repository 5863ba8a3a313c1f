import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentApi } from '../../../lib/payment-api.js';
import { paymentKeys } from './payment-keys.js';

/** The seller's card provider settings: enabled, publishable key (spec §7 GET payment-config). */
export function stripeConfigQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: paymentKeys.stripeConfig(sellerId),
    queryFn: () => paymentApi.getConfig(sellerId),
  });
}

export function useStripeConfig(sellerId: string) {
  return useQuery({ ...stripeConfigQueryOptions(sellerId), enabled: sellerId !== '' });
}
