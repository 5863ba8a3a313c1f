import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-roots.js';
import { paymentSettingsApi } from './payment-settings-api.js';

export const paymentSettingsKeys = {
  all: queryRoots.paymentSettings,
};

export function paymentSettingsQueryOptions() {
  return queryOptions({
    queryKey: paymentSettingsKeys.all,
    queryFn: () => paymentSettingsApi.get(),
    select: (data) => data.methods,
  });
}

export function usePaymentSettings() {
  return useQuery(paymentSettingsQueryOptions());
}
