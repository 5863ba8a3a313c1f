import {
  DEFAULT_PAYMENT_METHOD_ORDER,
  PAYMENT_METHOD_IDS,
  type PaymentMethodId,
  type PublicPaymentConfig,
} from '@souk/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentConfigs } from '../../db/schema.js';

/** Public settings per method (what a shopper's browser may see). */
export interface PaymentSettings {
  stripe?: { publishableKey?: string };
  paypal?: { clientId?: string; exchangeRate?: number; environment?: 'sandbox' | 'live' };
  payfast?: { environment?: 'sandbox' | 'live' };
  cybersource?: { currency?: string; environment?: 'sandbox' | 'live' };
  bankTransfer?: { bankDetails?: Record<string, string>; instructions?: string };
  cashOnDelivery?: { instructions?: string };
}

/** Provider secrets per method: read by payment services only, never serialized. */
export interface PaymentSecrets {
  stripe?: { secretKey?: string; webhookSecret?: string };
  paypal?: { clientSecret?: string };
  payfast?: { merchantId?: string; merchantKey?: string; passphrase?: string };
  cybersource?: { merchantId?: string; keyId?: string; sharedSecret?: string };
}

export interface SellerPaymentConfig {
  sellerId: string;
  enabledMethods: PaymentMethodId[];
  methodOrder: PaymentMethodId[];
  settings: PaymentSettings;
  secrets: PaymentSecrets;
}

function methodIds(values: readonly string[]): PaymentMethodId[] {
  return values.filter((value): value is PaymentMethodId =>
    (PAYMENT_METHOD_IDS as readonly string[]).includes(value),
  );
}

/** A seller's payment configuration; a seller without one offers no method. */
export async function loadPaymentConfig(db: Db, sellerId: string): Promise<SellerPaymentConfig> {
  const [row] = await db.select().from(paymentConfigs).where(eq(paymentConfigs.sellerId, sellerId)).limit(1);
  return {
    sellerId,
    enabledMethods: methodIds(row?.enabledMethods ?? []),
    methodOrder: methodIds(row?.methodOrder?.length ? row.methodOrder : [...DEFAULT_PAYMENT_METHOD_ORDER]),
    settings: (row?.settings ?? {}) as PaymentSettings,
    secrets: (row?.secrets ?? {}) as PaymentSecrets,
  };
}

export function isEnabled(config: SellerPaymentConfig, method: PaymentMethodId): boolean {
  return config.enabledMethods.includes(method);
}

/**
 * The public view of a configuration (spec §3): keys a browser needs (publishable key, client id), exchange
 * rate, environments, bank details, instructions, currency and the client URL — never a secret.
 */
export function publicPaymentConfig(config: SellerPaymentConfig, clientUrl: string): PublicPaymentConfig {
  const { settings } = config;
  return {
    clientUrl,
    stripe: { isEnabled: isEnabled(config, 'stripe'), publishableKey: settings.stripe?.publishableKey ?? '' },
    paypal: {
      isEnabled: isEnabled(config, 'paypal'),
      clientId: settings.paypal?.clientId ?? '',
      exchangeRate: settings.paypal?.exchangeRate ?? 1,
      environment: settings.paypal?.environment ?? 'sandbox',
    },
    payfast: {
      isEnabled: isEnabled(config, 'payfast'),
      environment: settings.payfast?.environment ?? 'sandbox',
    },
    cybersource: {
      isEnabled: isEnabled(config, 'cybersource'),
      currency: settings.cybersource?.currency ?? 'USD',
      environment: settings.cybersource?.environment ?? 'sandbox',
    },
    bankTransfer: {
      isEnabled: isEnabled(config, 'eft'),
      bankDetails: settings.bankTransfer?.bankDetails ?? {},
      instructions: settings.bankTransfer?.instructions ?? '',
    },
    cashOnDelivery: {
      isEnabled: isEnabled(config, 'cashOnDelivery'),
      instructions: settings.cashOnDelivery?.instructions ?? '',
    },
  };
}
