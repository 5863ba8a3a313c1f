import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentApi } from '../../../lib/payment-api.js';
import { paymentKeys } from './payment-keys.js';

/** The seller's enabled methods, their order and the providers' public settings (spec §7 payment-methods). */
export function paymentMethodsQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: paymentKeys.methods(sellerId),
    queryFn: () => paymentApi.getMethods(sellerId),
  });
}

export function usePaymentMethods(sellerId: string) {
  return useQuery(paymentMethodsQueryOptions(sellerId));
}
