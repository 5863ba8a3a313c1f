import { DEFAULT_PAYMENT_METHOD_ORDER, type PaymentMethodId } from '@souk/core';
import { eq, inArray } from 'drizzle-orm';
import type { PaymentProvidersConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { paymentConfigs, sellers } from '../db/schema.js';
import {
  type PaymentSecrets,
  type PaymentSettings,
  sealSecrets,
} from '../services/payments/seller-payment-config.js';

/** The demo shops whose provider methods follow the keys given in env (README "Payments"). */
export const DEMO_SHOP_NAMES = ['urban-threads', 'green-pantry', 'pixel-forge'];

/**
 * Turns each provider method of the demo shops on exactly when its keys are in env, at every start:
 * the demo never pretends to take card payments it cannot verify. Offline methods stay as seeded.
 */
export async function applyDemoPaymentKeys(
  db: Db,
  payments: PaymentProvidersConfig,
  secretsKey: Buffer,
): Promise<void> {
  const demo = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(inArray(sellers.name, DEMO_SHOP_NAMES));
  const { demoKeys, environment } = payments;
  for (const { id } of demo) {
    const [row] = await db.select().from(paymentConfigs).where(eq(paymentConfigs.sellerId, id)).limit(1);
    if (!row) continue;
    const settings = { ...(row.settings as PaymentSettings) };
    const secrets: PaymentSecrets = {};
    const providers = new Set<PaymentMethodId>();
    if (demoKeys.stripe) {
      providers.add('stripe');
      settings.stripe = { publishableKey: demoKeys.stripe.publishableKey };
      secrets.stripe = { secretKey: demoKeys.stripe.secretKey, webhookSecret: demoKeys.stripe.webhookSecret };
    }
    if (demoKeys.paypal) {
      providers.add('paypal');
      settings.paypal = {
        clientId: demoKeys.paypal.clientId,
        exchangeRate: demoKeys.paypal.exchangeRate,
        environment,
      };
      secrets.paypal = { clientSecret: demoKeys.paypal.clientSecret };
    }
    if (demoKeys.payfast) {
      providers.add('payfast');
      settings.payfast = { environment };
      secrets.payfast = { ...demoKeys.payfast };
    }
    if (demoKeys.cybersource) {
      providers.add('cybersource');
      settings.cybersource = { currency: settings.cybersource?.currency ?? 'USD', environment };
      secrets.cybersource = { ...demoKeys.cybersource };
    }
    const offline = (row.enabledMethods as PaymentMethodId[]).filter(
      (m) => m === 'eft' || m === 'cashOnDelivery',
    );
    const order: readonly string[] = DEFAULT_PAYMENT_METHOD_ORDER;
    const enabled = [...providers, ...offline].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    await db
      .update(paymentConfigs)
      .set({
        enabledMethods: enabled,
        settings: settings as Record<string, Record<string, unknown>>,
        // encrypted at rest like every seller's secrets (services read them through loadPaymentConfig)
        secrets: sealSecrets(secretsKey, id, secrets as Record<string, Record<string, string>>),
      })
      .where(eq(paymentConfigs.sellerId, id));
  }
}
