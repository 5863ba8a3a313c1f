import {
  PaymentConfigResponseSchema,
  PaymentMethodsResponseSchema,
  PublicPaymentConfigResponseSchema,
} from '@souk/core';
import * as z from 'zod/mini';
import { SECURITY } from '../../plugins/openapi.js';
import { loadPaymentConfig, publicPaymentConfig } from '../../services/payments/seller-payment-config.js';
import { getShop } from '../../services/shops.js';
import type { App, Deps } from '../../types.js';

const SellerParams = z.object({ sellerId: z.string().check(z.minLength(1), z.maxLength(128)) });

/** Payment configuration calls of spec §7: public fields only, secrets never leave the server. */
export function paymentConfigRoutes(app: App, { db, config }: Deps): void {
  const publicView = async (sellerId: string) => {
    await getShop(db, sellerId);
    const paymentConfig = await loadPaymentConfig(db, sellerId, null);
    return { paymentConfig, view: publicPaymentConfig(paymentConfig, config.publicUrl) };
  };

  app.get(
    '/seller/:sellerId/payment-config/public',
    {
      schema: {
        operationId: 'getPublicPaymentConfig',
        summary:
          "A seller's public payment settings: return address, bank transfer, cash on delivery, card currency",
        tags: ['payments'],
        security: SECURITY.public,
        params: SellerParams,
        response: { 200: PublicPaymentConfigResponseSchema },
        errors: [404],
      },
    },
    async (request) => ({ success: true, config: (await publicView(request.params.sellerId)).view }),
  );

  app.get(
    '/seller/:sellerId/payment-methods',
    {
      schema: {
        operationId: 'getPaymentMethods',
        summary: 'The payment methods a seller offers, in order, with their public keys',
        tags: ['payments'],
        security: SECURITY.public,
        params: SellerParams,
        response: { 200: PaymentMethodsResponseSchema },
        errors: [404],
      },
    },
    async (request) => {
      const { paymentConfig, view } = await publicView(request.params.sellerId);
      return {
        success: true,
        enabledMethods: paymentConfig.enabledMethods,
        paymentMethodOrder: paymentConfig.methodOrder,
        config: view,
      };
    },
  );

  app.get(
    '/seller/:sellerId/payment-config',
    {
      schema: {
        operationId: 'getPaymentConfig',
        summary: "A seller's card payment settings (Stripe publishable key)",
        tags: ['payments'],
        security: SECURITY.public,
        params: SellerParams,
        response: { 200: PaymentConfigResponseSchema },
        errors: [404],
      },
    },
    async (request) => {
      const { view } = await publicView(request.params.sellerId);
      return { success: true, config: { clientUrl: view.clientUrl, stripe: view.stripe } };
    },
  );
}
