import {
  type Http,
  type PaymentConnectionTestBody,
  PaymentConnectionTestResponseSchema,
  type SellerPaymentSettingsBody,
  SellerPaymentSettingsResponseSchema,
  type TestablePaymentMethod,
} from '@souk/core';
import { wireConsoleArea } from '../../../lib/api-area.js';

/** The payment settings calls: the six methods with masked secrets, saving them, testing a provider. */
export function createPaymentSettingsApi(http: Http) {
  return {
    /** GET /seller/payment-settings */
    get: () =>
      http.send({
        method: 'get',
        path: 'seller/payment-settings',
        schema: SellerPaymentSettingsResponseSchema,
        fallback: 'Failed to load the payment settings',
      }),
    /** PUT /seller/payment-settings: all six methods; a secret omitted stays, '' clears it. */
    save: (body: SellerPaymentSettingsBody) =>
      http.send({
        method: 'put',
        path: 'seller/payment-settings',
        json: body,
        schema: SellerPaymentSettingsResponseSchema,
        fallback: 'Could not save the payment settings',
      }),
    /** POST /seller/payment-settings/{method}/test: the saved keys, or the just-typed ones (not saved). */
    test: (method: TestablePaymentMethod, body: PaymentConnectionTestBody) =>
      http.send({
        method: 'post',
        path: `seller/payment-settings/${method}/test`,
        json: body,
        schema: PaymentConnectionTestResponseSchema,
        fallback: 'Could not test the connection',
      }),
  };
}
export type PaymentSettingsApi = ReturnType<typeof createPaymentSettingsApi>;

export let paymentSettingsApi: PaymentSettingsApi = wireConsoleArea(createPaymentSettingsApi, (area) => {
  paymentSettingsApi = area;
});
