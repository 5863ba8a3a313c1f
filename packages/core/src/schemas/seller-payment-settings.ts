import * as z from 'zod/mini';
import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '../payments/payment-method-ids.js';
import { PAYMENT_METHOD_LABELS } from '../payments/payment-method-labels.js';
import { PaymentMethodIdSchema } from './order.js';
import { BankDetailsSchema, PaymentEnvironmentSchema } from './payment.js';

/**
 * The seller console's payment settings (`/api/seller/payment-settings`): which of the six methods the shop
 * offers, in which order, their public settings and their provider secrets. Secrets are write-only: the
 * server answers only whether each is set and its last four characters, never the value.
 */

/**
 * The provider secrets of each method (stored encrypted; never sent back).
 * @example PAYMENT_SECRET_FIELDS.payfast // ["merchantId", "merchantKey", "passphrase"]
 */
export const PAYMENT_SECRET_FIELDS = {
  stripe: ['secretKey', 'webhookSecret'],
  paypal: ['clientSecret'],
  payfast: ['merchantId', 'merchantKey', 'passphrase'],
  cybersource: ['merchantId', 'keyId', 'sharedSecret'],
  eft: [],
  cashOnDelivery: [],
} as const satisfies Record<PaymentMethodId, readonly string[]>;
/**
 * The name of a provider secret of any method, e.g. `secretKey` (see {@link PAYMENT_SECRET_FIELDS}).
 * @example const field: PaymentSecretField = 'webhookSecret';
 */
export type PaymentSecretField = (typeof PAYMENT_SECRET_FIELDS)[PaymentMethodId][number];

/**
 * What a method cannot be switched on without (public settings and secrets alike).
 * @example PAYMENT_REQUIRED_FIELDS.stripe // ["publishableKey", "secretKey"]
 */
export const PAYMENT_REQUIRED_FIELDS = {
  stripe: ['publishableKey', 'secretKey'],
  paypal: ['clientId', 'clientSecret'],
  payfast: ['merchantId', 'merchantKey'],
  cybersource: ['merchantId', 'keyId', 'sharedSecret'],
  eft: ['bankDetails'],
  cashOnDelivery: [],
} as const satisfies Record<PaymentMethodId, readonly string[]>;

/**
 * The label of every settings field, as the console shows it and as errors name it.
 * @example PAYMENT_FIELD_LABELS.webhookSecret // "Webhook signing secret"
 */
export const PAYMENT_FIELD_LABELS = {
  publishableKey: 'Publishable key',
  secretKey: 'Secret key',
  webhookSecret: 'Webhook signing secret',
  clientId: 'Client ID',
  clientSecret: 'Client secret',
  exchangeRate: 'Exchange rate',
  environment: 'Environment',
  merchantId: 'Merchant ID',
  merchantKey: 'Merchant key',
  passphrase: 'Passphrase',
  keyId: 'Key ID',
  sharedSecret: 'Shared secret',
  currency: 'Currency',
  bankDetails: 'Bank details',
  instructions: 'Instructions',
} as const;
/**
 * The name of any payment settings field, public or secret (a key of {@link PAYMENT_FIELD_LABELS}).
 * @example const field: PaymentSettingsField = 'exchangeRate';
 */
export type PaymentSettingsField = keyof typeof PAYMENT_FIELD_LABELS;

/**
 * The methods a "test connection" call exists for: the four payment providers.
 * @example TESTABLE_PAYMENT_METHODS // ["stripe", "paypal", "payfast", "cybersource"]
 */
export const TESTABLE_PAYMENT_METHODS = ['stripe', 'paypal', 'payfast', 'cybersource'] as const;
/**
 * A payment method with a provider to test the keys against (one of {@link TESTABLE_PAYMENT_METHODS}).
 * @example const method: TestablePaymentMethod = 'payfast';
 */
export type TestablePaymentMethod = (typeof TESTABLE_PAYMENT_METHODS)[number];

/**
 * The message of a method switched on without a field it needs.
 * @example missingFieldMessage('paypal', 'clientSecret') // "Client secret is required to enable PayPal"
 */
export function missingFieldMessage(method: PaymentMethodId, field: PaymentSettingsField): string {
  return `${PAYMENT_FIELD_LABELS[field]} is required to enable ${PAYMENT_METHOD_LABELS[method]}`;
}

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const key = text(500);
/** A secret as written: omitted keeps the stored one, '' clears it, anything else replaces it. */
const secret = z.optional(text(2000));

const BankDetailsInputSchema = BankDetailsSchema.check(
  z.refine((details) => Object.keys(details).length <= 12, { error: 'Use at most 12 bank details' }),
  z.refine(
    (details) =>
      Object.entries(details).every(
        ([label, value]) =>
          label.trim() !== '' && label.length <= 60 && value.trim() !== '' && value.length <= 200,
      ),
    { error: 'Each bank detail needs a label (60 characters at most) and a value (200 at most)' },
  ),
);

const common = { enabled: z.boolean() };

/**
 * One method's settings as the console saves them (seller payment configuration, spec §3), told apart by
 * `method`: on or off, its public settings and, for the four providers, its secrets. Unknown keys are
 * refused; text is trimmed; a secret omitted keeps the stored one and '' clears it; the PayPal exchange rate
 * must be above 0 and at most 1,000,000; EFT takes at most 12 bank details.
 * @example
 * ```ts
 * const eft = { method: 'eft', enabled: false, settings: { instructions: ' Use the order number. ' } };
 * PaymentMethodSettingsInputSchema.parse(eft).settings; // { instructions: "Use the order number." }
 * const paypal = { method: 'paypal', enabled: true, settings: { exchangeRate: 0 } };
 * PaymentMethodSettingsInputSchema.safeParse(paypal).error?.issues[0]?.message; // "Exchange rate must be above 0"
 * ```
 * @example
 * ```ts
 * // a secret sent among the public settings is refused
 * const stripe = { method: 'stripe', enabled: true, settings: { secretKey: 'sk_test_4eC3' } };
 * PaymentMethodSettingsInputSchema.safeParse(stripe).success; // false
 * ```
 */
export const PaymentMethodSettingsInputSchema = z.discriminatedUnion('method', [
  z.strictObject({
    method: z.literal('stripe'),
    ...common,
    settings: z.strictObject({ publishableKey: z.optional(key) }),
    secrets: z.optional(z.strictObject({ secretKey: secret, webhookSecret: secret })),
  }),
  z.strictObject({
    method: z.literal('paypal'),
    ...common,
    settings: z.strictObject({
      clientId: z.optional(key),
      exchangeRate: z.optional(
        z
          .number({ error: 'Exchange rate must be a number' })
          .check(
            z.positive({ error: 'Exchange rate must be above 0' }),
            z.lte(1_000_000, { error: 'Exchange rate must be at most 1,000,000' }),
          ),
      ),
      environment: z.optional(PaymentEnvironmentSchema),
    }),
    secrets: z.optional(z.strictObject({ clientSecret: secret })),
  }),
  z.strictObject({
    method: z.literal('payfast'),
    ...common,
    settings: z.strictObject({ environment: z.optional(PaymentEnvironmentSchema) }),
    secrets: z.optional(z.strictObject({ merchantId: secret, merchantKey: secret, passphrase: secret })),
  }),
  z.strictObject({
    method: z.literal('cybersource'),
    ...common,
    settings: z.strictObject({
      currency: z.optional(
        z
          .string()
          .check(z.regex(/^[A-Z]{3}$/, { error: 'Currency must be a three-letter code such as USD' })),
      ),
      environment: z.optional(PaymentEnvironmentSchema),
    }),
    secrets: z.optional(z.strictObject({ merchantId: secret, keyId: secret, sharedSecret: secret })),
  }),
  z.strictObject({
    method: z.literal('eft'),
    ...common,
    settings: z.strictObject({
      bankDetails: z.optional(BankDetailsInputSchema),
      instructions: z.optional(text(2000)),
    }),
  }),
  z.strictObject({
    method: z.literal('cashOnDelivery'),
    ...common,
    settings: z.strictObject({ instructions: z.optional(text(2000)) }),
  }),
]);
/**
 * One method's settings as {@link PaymentMethodSettingsInputSchema} parses them.
 * @example
 * ```ts
 * const input: PaymentMethodSettingsInput = {
 *   method: 'stripe',
 *   enabled: true,
 *   settings: { publishableKey: 'pk_test_51Hx' },
 *   secrets: { secretKey: 'sk_test_4eC3' },
 * };
 * ```
 */
export type PaymentMethodSettingsInput = z.infer<typeof PaymentMethodSettingsInputSchema>;

/**
 * The message of a payment settings body that does not list each of the six methods exactly once.
 * @example
 * ```ts
 * SellerPaymentSettingsBodySchema.safeParse({ methods: [] }).error?.issues[0]?.message;
 * // "List each of the six payment methods once, in the order to offer them"
 * ```
 */
export const PAYMENT_METHODS_LISTED_ONCE =
  'List each of the six payment methods once, in the order to offer them';

/**
 * The body of PUT /seller/payment-settings, the console's payment settings form: all six methods (spec §9),
 * each once, in the order the shop's payment page offers them; otherwise it fails with
 * {@link PAYMENT_METHODS_LISTED_ONCE}.
 * @example
 * ```ts
 * const methods = PAYMENT_METHOD_IDS.map((method) => ({ method, enabled: method === 'eft', settings: {} }));
 * SellerPaymentSettingsBodySchema.safeParse({ methods }).success; // true
 * SellerPaymentSettingsBodySchema.safeParse({ methods: methods.slice(1) }).success; // false
 * ```
 */
export const SellerPaymentSettingsBodySchema = z.object({
  methods: z
    .array(PaymentMethodSettingsInputSchema)
    .check(
      z.refine(
        (methods) =>
          methods.length === PAYMENT_METHOD_IDS.length &&
          PAYMENT_METHOD_IDS.every((id) => methods.some((entry) => entry.method === id)),
        { error: PAYMENT_METHODS_LISTED_ONCE },
      ),
    ),
});
/**
 * A payment settings body as {@link SellerPaymentSettingsBodySchema} parses it.
 * @example
 * ```ts
 * const body: SellerPaymentSettingsBody = SellerPaymentSettingsBodySchema.parse({
 *   methods: PAYMENT_METHOD_IDS.map((method) => ({ method, enabled: method === 'cashOnDelivery', settings: {} })),
 * });
 * ```
 */
export type SellerPaymentSettingsBody = z.infer<typeof SellerPaymentSettingsBodySchema>;

/**
 * A stored secret as the console sees it: whether it is set and its last four characters.
 * @example MaskedSecretSchema.parse({ set: true, last4: '4eC3' }) // { set: true, last4: "4eC3" }
 */
export const MaskedSecretSchema = z.object({ set: z.boolean(), last4: z.nullable(z.string()) });
/**
 * A masked secret as {@link MaskedSecretSchema} parses it.
 * @example const secret: MaskedSecret = { set: false, last4: null };
 */
export type MaskedSecret = z.infer<typeof MaskedSecretSchema>;

/**
 * One method as stored: public settings in full, secrets masked.
 * @example
 * ```ts
 * const stored = StoredPaymentMethodSchema.parse({
 *   method: 'stripe', enabled: true, settings: { publishableKey: 'pk_test_51Hx' },
 *   secrets: { secretKey: { set: true, last4: '4eC3' }, webhookSecret: { set: false, last4: null } },
 * });
 * stored.secrets.secretKey; // { set: true, last4: "4eC3" }
 * ```
 */
export const StoredPaymentMethodSchema = z.object({
  method: PaymentMethodIdSchema,
  enabled: z.boolean(),
  settings: z.object({
    publishableKey: z.optional(z.string()),
    clientId: z.optional(z.string()),
    exchangeRate: z.optional(z.number()),
    environment: z.optional(PaymentEnvironmentSchema),
    currency: z.optional(z.string()),
    bankDetails: z.optional(BankDetailsSchema),
    instructions: z.optional(z.string()),
  }),
  secrets: z.record(z.string(), MaskedSecretSchema),
});
/**
 * A stored method as {@link StoredPaymentMethodSchema} parses it.
 * @example
 * ```ts
 * const stored: StoredPaymentMethod = {
 *   method: 'eft',
 *   enabled: true,
 *   settings: { bankDetails: { Bank: 'FNB', 'Account number': '62000000000' } },
 *   secrets: {},
 * };
 * ```
 */
export type StoredPaymentMethod = z.infer<typeof StoredPaymentMethodSchema>;

/**
 * The answer of GET and PUT /seller/payment-settings: the six methods in shop order, secrets masked.
 * @example
 * ```ts
 * const answer = SellerPaymentSettingsResponseSchema.parse({
 *   success: true,
 *   methods: [{ method: 'cashOnDelivery', enabled: true, settings: {}, secrets: {} }],
 * });
 * answer.methods[0]?.enabled; // true
 * ```
 */
export const SellerPaymentSettingsResponseSchema = z.object({
  success: z.boolean(),
  methods: z.array(StoredPaymentMethodSchema),
});
/**
 * A payment settings answer as {@link SellerPaymentSettingsResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: SellerPaymentSettingsResponse = {
 *   success: true,
 *   methods: [
 *     { method: 'cashOnDelivery', enabled: true, settings: { instructions: 'Pay the driver.' }, secrets: {} },
 *   ],
 * };
 * ```
 */
export type SellerPaymentSettingsResponse = z.infer<typeof SellerPaymentSettingsResponseSchema>;

/**
 * The path parameters of POST /seller/payment-settings/{method}/test: one of the four providers
 * ({@link TESTABLE_PAYMENT_METHODS}).
 * @example PaymentConnectionTestParamsSchema.parse({ method: 'paypal' }) // { method: "paypal" }
 * @example PaymentConnectionTestParamsSchema.safeParse({ method: 'eft' }).success // false
 */
export const PaymentConnectionTestParamsSchema = z.object({
  // bank transfer and cash on delivery have no provider to test
  method: z.enum(TESTABLE_PAYMENT_METHODS),
});
/**
 * The body of POST /seller/payment-settings/{method}/test, the console's "test connection" button: the
 * just-typed public settings and secrets (tested, not saved), or none to test the saved ones.
 * @example
 * ```ts
 * PaymentConnectionTestBodySchema.parse({ settings: { clientId: ' AbC123 ', environment: 'sandbox' } });
 * // { settings: { clientId: "AbC123", environment: "sandbox" } }
 * ```
 * @example PaymentConnectionTestBodySchema.parse({}) // {}
 */
export const PaymentConnectionTestBodySchema = z.object({
  settings: z.optional(
    z.object({
      publishableKey: z.optional(key),
      clientId: z.optional(key),
      environment: z.optional(PaymentEnvironmentSchema),
    }),
  ),
  secrets: z.optional(z.record(z.string(), text(2000))),
});
/**
 * A connection test body as {@link PaymentConnectionTestBodySchema} parses it.
 * @example
 * ```ts
 * const body: PaymentConnectionTestBody = {
 *   settings: { publishableKey: 'pk_test_51Hx' },
 *   secrets: { secretKey: 'sk_test_4eC3' },
 * };
 * ```
 */
export type PaymentConnectionTestBody = z.infer<typeof PaymentConnectionTestBodySchema>;

/**
 * The answer of POST /seller/payment-settings/{method}/test: whether the provider accepted the keys, and a
 * message to show (a refusal or an unreachable provider is `ok: false`, not an error status).
 * @example PaymentConnectionTestResponseSchema.parse({ ok: false, message: 'Stripe refused the secret key' }).ok // false
 */
export const PaymentConnectionTestResponseSchema = z.object({ ok: z.boolean(), message: z.string() });
/**
 * A connection test answer as {@link PaymentConnectionTestResponseSchema} parses it.
 * @example const answer: PaymentConnectionTestResponse = { ok: true, message: 'Connected to PayPal (sandbox)' };
 */
export type PaymentConnectionTestResponse = z.infer<typeof PaymentConnectionTestResponseSchema>;

/**
 * The first field an enabled method lacks, given what the console sends and which secrets are stored: a
 * secret omitted keeps the stored one, '' clears it.
 * @example missingRequiredField({ method: 'stripe', enabled: true, settings: {}, secrets: {} }, new Set()) // "publishableKey"
 */
export function missingRequiredField(
  input: PaymentMethodSettingsInput,
  storedSecrets: ReadonlySet<string>,
): PaymentSettingsField | undefined {
  if (!input.enabled) return undefined;
  const settings = input.settings as Record<string, unknown>;
  const secrets = ('secrets' in input ? (input.secrets ?? {}) : {}) as Record<string, string | undefined>;
  const secretFields: readonly string[] = PAYMENT_SECRET_FIELDS[input.method];
  for (const field of PAYMENT_REQUIRED_FIELDS[input.method] as readonly PaymentSettingsField[]) {
    if (secretFields.includes(field)) {
      const sent = secrets[field];
      if (sent === undefined ? !storedSecrets.has(field) : sent === '') return field;
    } else {
      const value = settings[field];
      const empty =
        value === undefined ||
        value === '' ||
        (typeof value === 'object' && value !== null && Object.keys(value).length === 0);
      if (empty) return field;
    }
  }
  return undefined;
}
