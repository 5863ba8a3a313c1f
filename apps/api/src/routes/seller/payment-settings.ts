import {
  PaymentConnectionTestBodySchema,
  PaymentConnectionTestParamsSchema,
  PaymentConnectionTestResponseSchema,
  SellerPaymentSettingsBodySchema,
  SellerPaymentSettingsResponseSchema,
} from '@souk/core';
import { SECURITY } from '../../plugins/openapi.js';
import { sellerAccountOf } from '../../plugins/seller-auth.js';
import { testPaymentConnection } from '../../services/payments/connection-test.js';
import { readPaymentSettings, savePaymentSettings } from '../../services/payments/payment-settings.js';
import type { App, Deps } from '../../types.js';

/**
 * The signed-in seller's payment settings: the six methods on or off, their order, public settings and
 * write-only provider secrets (answered masked), and a "test connection" per provider. Not the approval of
 * offline payments, which is `payments.ts`.
 */
export function sellerPaymentSettingsRoutes(app: App, { db, config }: Deps): void {
  app.get(
    '/seller/payment-settings',
    {
      schema: {
        operationId: 'getPaymentSettings',
        summary: "The signed-in seller's payment methods, settings and masked secrets",
        tags: ['seller-payments'],
        security: SECURITY.seller,
        response: { 200: SellerPaymentSettingsResponseSchema },
        errors: [401],
      },
    },
    async (request) => {
      const { sellerId } = sellerAccountOf(request);
      return { success: true, methods: await readPaymentSettings(db, sellerId, config.secretsKey) };
    },
  );

  app.put(
    '/seller/payment-settings',
    {
      schema: {
        operationId: 'savePaymentSettings',
        summary: 'Save the six payment methods: on/off, order, public settings and write-only secrets',
        description:
          "A secret omitted stays as it is, '' clears it, a value replaces it. 400 when a method is switched on without a field it needs.",
        tags: ['seller-payments'],
        security: SECURITY.seller,
        body: SellerPaymentSettingsBodySchema,
        response: { 200: SellerPaymentSettingsResponseSchema },
        errors: [400, 401],
      },
    },
    async (request) => {
      const { sellerId } = sellerAccountOf(request);
      const methods = await savePaymentSettings(db, sellerId, config.secretsKey, request.body);
      return { success: true, methods };
    },
  );

  app.post(
    '/seller/payment-settings/:method/test',
    {
      schema: {
        operationId: 'testPaymentConnection',
        summary: "Test a provider's keys against its API: the saved ones, or the just-typed ones (not saved)",
        tags: ['seller-payments'],
        security: SECURITY.seller,
        params: PaymentConnectionTestParamsSchema,
        body: PaymentConnectionTestBodySchema,
        response: { 200: PaymentConnectionTestResponseSchema },
        errors: [400, 401],
      },
    },
    async (request) => {
      const { sellerId } = sellerAccountOf(request);
      return testPaymentConnection({ db, config }, sellerId, request.params.method, request.body);
    },
  );
}
