import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentApi } from '../../../lib/payment-api.js';
import { paymentKeys } from './payment-keys.js';

/**
 * The seller's public payment configuration (spec §7 payment-config/public): the return address, bank
 * details and instructions of the offline methods, the card-form gateway's currency.
 */
export function publicPaymentConfigQueryOptions(sellerId: string) {
  return queryOptions({
    queryKey: paymentKeys.publicConfig(sellerId),
    queryFn: () => paymentApi.getPublicConfig(sellerId),
  });
}

export function usePublicPaymentConfig(sellerId: string) {
  return useQuery(publicPaymentConfigQueryOptions(sellerId));
}
