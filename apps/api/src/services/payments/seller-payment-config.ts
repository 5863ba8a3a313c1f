import {
  DEFAULT_PAYMENT_METHOD_ORDER,
  PAYMENT_METHOD_IDS,
  type PaymentMethodId,
  type PublicPaymentConfig,
} from '@souk/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentConfigs } from '../../db/schema.js';
import { isSealed, openSecret, SecretUnreadableError, sealSecret } from '../../lib/secret-box.js';

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

/** The stored form of `secrets`: per method and field, an AES-256-GCM envelope (`lib/secret-box.ts`). */
export type SealedSecrets = Record<string, Record<string, string>>;

/**
 * Encrypts every value of `secrets` for this seller (each bound to seller, method and field); a value that
 * is sealed already is kept as it is.
 */
export function sealSecrets(key: Buffer, sellerId: string, secrets: SealedSecrets): SealedSecrets {
  const sealed: SealedSecrets = {};
  for (const [method, fields] of Object.entries(secrets)) {
    const out: Record<string, string> = {};
    for (const [field, value] of Object.entries(fields ?? {})) {
      if (typeof value !== 'string' || value === '') continue;
      out[field] = isSealed(value) ? value : sealSecret(key, value, { sellerId, method, field });
    }
    if (Object.keys(out).length > 0) sealed[method] = out;
  }
  return sealed;
}

/**
 * The plain values of stored secrets. A value written before encryption (a legacy plaintext row, which
 * start-up reseals: `sealLegacySecrets`) reads as it is. A value that does not open (sealed under another
 * SECRETS_KEY, or copied from another seller) counts as not set — the method is then not configured and
 * the seller enters the key again — and is reported once per read, without the value.
 */
export function openSecrets(key: Buffer, sellerId: string, stored: SealedSecrets): SealedSecrets {
  const plain: SealedSecrets = {};
  for (const [method, fields] of Object.entries(stored)) {
    const out: Record<string, string> = {};
    for (const [field, value] of Object.entries(fields ?? {})) {
      if (typeof value !== 'string') continue;
      if (!isSealed(value)) {
        out[field] = value;
        continue;
      }
      try {
        out[field] = openSecret(key, value, { sellerId, method, field });
      } catch (error) {
        if (!(error instanceof SecretUnreadableError)) throw error;
        console.warn(`payment secrets: ${error.message}; treated as not set`);
      }
    }
    plain[method] = out;
  }
  return plain;
}

/**
 * A seller's payment configuration; a seller without one offers no method. With the secrets key the
 * provider secrets are decrypted here — the one place they are — so payment services read plain values;
 * `null` leaves them out (callers that only need the enabled methods and public settings).
 */
export async function loadPaymentConfig(
  db: Db,
  sellerId: string,
  secretsKey: Buffer | null,
): Promise<SellerPaymentConfig> {
  const [row] = await db.select().from(paymentConfigs).where(eq(paymentConfigs.sellerId, sellerId)).limit(1);
  return {
    sellerId,
    enabledMethods: methodIds(row?.enabledMethods ?? []),
    methodOrder: methodIds(row?.methodOrder?.length ? row.methodOrder : [...DEFAULT_PAYMENT_METHOD_ORDER]),
    settings: (row?.settings ?? {}) as PaymentSettings,
    secrets: (secretsKey && row ? openSecrets(secretsKey, sellerId, row.secrets) : {}) as PaymentSecrets,
  };
}

/**
 * Encrypts the secrets of rows written before encryption at rest (plaintext values): run at start-up, so a
 * database upgraded in place holds no plaintext secret after its first start. Returns how many rows changed.
 */
export async function sealLegacySecrets(db: Db, secretsKey: Buffer): Promise<number> {
  const rows = await db
    .select({ sellerId: paymentConfigs.sellerId, secrets: paymentConfigs.secrets })
    .from(paymentConfigs);
  let changed = 0;
  for (const row of rows) {
    const legacy = Object.values(row.secrets).some((fields) =>
      Object.values(fields ?? {}).some(
        (value) => typeof value === 'string' && value !== '' && !isSealed(value),
      ),
    );
    if (!legacy) continue;
    await db
      .update(paymentConfigs)
      .set({ secrets: sealSecrets(secretsKey, row.sellerId, row.secrets) })
      .where(eq(paymentConfigs.sellerId, row.sellerId));
    changed++;
  }
  return changed;
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
