import {
  missingFieldMessage,
  missingRequiredField,
  PAYMENT_METHOD_IDS,
  PAYMENT_SECRET_FIELDS,
  type PaymentMethodId,
  type PaymentMethodSettingsInput,
  type SellerPaymentSettingsBody,
  type StoredPaymentMethod,
} from '@souk/core';
import type { Db } from '../../db/client.js';
import { paymentConfigs } from '../../db/schema.js';
import { invalid } from '../../domain/errors.js';
import {
  loadPaymentConfig,
  type PaymentSettings,
  type SealedSecrets,
  type SellerPaymentConfig,
  sealSecrets,
} from './seller-payment-config.js';

/** Where each method's public settings live in the stored `settings` (the spec's config names). */
const SETTINGS_KEY = {
  stripe: 'stripe',
  paypal: 'paypal',
  payfast: 'payfast',
  cybersource: 'cybersource',
  eft: 'bankTransfer',
  cashOnDelivery: 'cashOnDelivery',
} as const satisfies Record<PaymentMethodId, keyof PaymentSettings>;

/** A secret must be this long before its last four characters are shown: at most half of it ever is. */
const LAST4_MIN_LENGTH = 8;

/**
 * How the console shows a stored secret: set or not, and its last four characters when it is long enough.
 * @example maskSecret('sk_test_abcd1234') // { set: true, last4: '1234' }
 */
export function maskSecret(value: string | undefined): { set: boolean; last4: string | null } {
  if (!value) return { set: false, last4: null };
  return { set: true, last4: value.length >= LAST4_MIN_LENGTH ? value.slice(-4) : null };
}

/** The six methods in the shop's order: methods missing from a stored order follow in the default order. */
function orderedMethods(config: SellerPaymentConfig): PaymentMethodId[] {
  return [...new Set([...config.methodOrder, ...PAYMENT_METHOD_IDS])];
}

/** The console's view of a configuration (secrets decrypted by the caller): secrets masked, never sent. */
export function paymentSettingsView(config: SellerPaymentConfig): StoredPaymentMethod[] {
  return orderedMethods(config).map((method) => {
    const secrets = (config.secrets as Record<string, Record<string, string> | undefined>)[method] ?? {};
    const masked: StoredPaymentMethod['secrets'] = {};
    for (const field of PAYMENT_SECRET_FIELDS[method]) masked[field] = maskSecret(secrets[field]);
    return {
      method,
      enabled: config.enabledMethods.includes(method),
      settings: { ...(config.settings[SETTINGS_KEY[method]] ?? {}) } as StoredPaymentMethod['settings'],
      secrets: masked,
    };
  });
}

/** The signed-in seller's payment settings, secrets masked. */
export async function readPaymentSettings(
  db: Db,
  sellerId: string,
  secretsKey: Buffer,
): Promise<StoredPaymentMethod[]> {
  return paymentSettingsView(await loadPaymentConfig(db, sellerId, secretsKey));
}

/** A method's stored secrets after the console's write: omitted keeps, '' clears, a value replaces. */
function mergedSecrets(
  stored: Record<string, string>,
  input: PaymentMethodSettingsInput,
): Record<string, string> {
  const merged = { ...stored };
  const sent = ('secrets' in input ? (input.secrets ?? {}) : {}) as Record<string, string | undefined>;
  for (const [field, value] of Object.entries(sent)) {
    if (value === undefined) continue;
    if (value === '') delete merged[field];
    else merged[field] = value;
  }
  return merged;
}

/**
 * Saves all six methods at once (order = the array's): public settings replace the stored ones, secrets are
 * write-only (see `mergedSecrets`) and stored encrypted. A method switched on without a field it needs is
 * refused with that field's message, and nothing is saved.
 * @throws invalid naming the first missing field
 */
export async function savePaymentSettings(
  db: Db,
  sellerId: string,
  secretsKey: Buffer,
  body: SellerPaymentSettingsBody,
): Promise<StoredPaymentMethod[]> {
  const current = await loadPaymentConfig(db, sellerId, secretsKey);
  const storedSecrets = current.secrets as Record<string, Record<string, string> | undefined>;
  const settings: Record<string, Record<string, unknown>> = {};
  const secrets: SealedSecrets = {};
  for (const input of body.methods) {
    const stored = storedSecrets[input.method] ?? {};
    const missing = missingRequiredField(input, new Set(Object.keys(stored)));
    if (missing) throw invalid(missingFieldMessage(input.method, missing));
    settings[SETTINGS_KEY[input.method]] = { ...input.settings };
    const merged = mergedSecrets(stored, input);
    if (Object.keys(merged).length > 0) secrets[input.method] = merged;
  }
  const row = {
    enabledMethods: body.methods.filter((input) => input.enabled).map((input) => input.method),
    methodOrder: body.methods.map((input) => input.method),
    settings,
    secrets: sealSecrets(secretsKey, sellerId, secrets),
  };
  await db
    .insert(paymentConfigs)
    .values({ sellerId, ...row })
    .onConflictDoUpdate({ target: paymentConfigs.sellerId, set: row });
  return readPaymentSettings(db, sellerId, secretsKey);
}
