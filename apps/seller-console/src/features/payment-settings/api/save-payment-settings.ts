import type { PaymentConnectionTestBody, SellerPaymentSettingsBody, TestablePaymentMethod } from '@souk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentSettingsKeys } from './get-payment-settings.js';
import { paymentSettingsApi } from './payment-settings-api.js';

/** Saves the six methods; the answer (secrets masked) becomes the settings shown. */
export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerPaymentSettingsBody) => paymentSettingsApi.save(body),
    onSuccess: (data) => queryClient.setQueryData(paymentSettingsKeys.all, data),
  });
}

/** "Test connection" of one provider; nothing is saved. */
export function useTestPaymentConnection() {
  return useMutation({
    mutationFn: ({ method, body }: { method: TestablePaymentMethod; body: PaymentConnectionTestBody }) =>
      paymentSettingsApi.test(method, body),
  });
}
