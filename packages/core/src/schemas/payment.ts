import * as z from 'zod/mini';
import { AmountSchema, IdSchema, requiredText } from './common.js';
import { PaymentDetailsSchema, PaymentMethodIdSchema } from './order.js';
import { ShippingInfoSchema } from './shipping.js';

/**
 * Provider environments.
 * @example PaymentEnvironmentSchema.safeParse('test').success // false
 */
export const PaymentEnvironmentSchema = z.enum(['sandbox', 'live']);
/**
 * A payment provider environment, `'sandbox'` or `'live'`, as {@link PaymentEnvironmentSchema} parses it.
 * @example
 * ```ts
 * const environment: PaymentEnvironment = 'sandbox';
 * ```
 */
export type PaymentEnvironment = z.infer<typeof PaymentEnvironmentSchema>;

/**
 * Bank details shown for bank transfer: label → value (bank name, account number, branch code…).
 * @example BankDetailsSchema.safeParse({ 'Account number': 62012345678 }).success // false: values are text
 */
export const BankDetailsSchema = z.record(z.string(), z.string());
/**
 * A seller's bank details for bank transfer as {@link BankDetailsSchema} parses them.
 * @example
 * ```ts
 * const details: BankDetails = {
 *   'Bank name': 'First National Bank', 'Account number': '62012345678', 'Branch code': '250655',
 * };
 * ```
 */
export type BankDetails = z.infer<typeof BankDetailsSchema>;

const enabled = z._default(z.boolean(), false);

/**
 * Public part of a seller's payment configuration (spec §3). Secrets never appear here.
 * @example
 * ```ts
 * PublicPaymentConfigSchema.parse({ paypal: { clientId: 'AbC123' } }).paypal
 * // { isEnabled: false, clientId: 'AbC123', exchangeRate: 1 }
 * ```
 */
export const PublicPaymentConfigSchema = z.object({
  clientUrl: z.optional(z.string()),
  stripe: z.optional(z.object({ isEnabled: enabled, publishableKey: z.optional(z.string()) })),
  paypal: z.optional(
    z.object({
      isEnabled: enabled,
      clientId: z.optional(z.string()),
      exchangeRate: z._default(z.number().check(z.positive()), 1),
      environment: z.optional(PaymentEnvironmentSchema),
    }),
  ),
  payfast: z.optional(z.object({ isEnabled: enabled, environment: z.optional(PaymentEnvironmentSchema) })),
  cybersource: z.optional(
    z.object({
      isEnabled: enabled,
      currency: z.optional(z.string()),
      environment: z.optional(PaymentEnvironmentSchema),
    }),
  ),
  bankTransfer: z.optional(
    z.object({
      isEnabled: enabled,
      bankDetails: z._default(BankDetailsSchema, {}),
      instructions: z.optional(z.string()),
    }),
  ),
  cashOnDelivery: z.optional(z.object({ isEnabled: enabled, instructions: z.optional(z.string()) })),
});
/**
 * A seller's public payment configuration as {@link PublicPaymentConfigSchema} parses it (spec §3).
 * @example
 * ```ts
 * const config: PublicPaymentConfig = {
 *   stripe: { isEnabled: true, publishableKey: 'pk_test_51HxYz' },
 *   cashOnDelivery: { isEnabled: true, instructions: 'Pay the courier in cash.' },
 * };
 * ```
 */
export type PublicPaymentConfig = z.infer<typeof PublicPaymentConfigSchema>;

/**
 * GET /seller/{sellerId}/payment-config/public
 * @example PublicPaymentConfigResponseSchema.parse({ config: {} }) // { success: true, config: {} }
 */
export const PublicPaymentConfigResponseSchema = z.object({
  success: z._default(z.boolean(), true),
  config: PublicPaymentConfigSchema,
});
/**
 * The public payment-config answer as {@link PublicPaymentConfigResponseSchema} parses it (spec §7).
 * @example
 * ```ts
 * const answer: PublicPaymentConfigResponse = {
 *   success: true,
 *   config: { cashOnDelivery: { isEnabled: true } },
 * };
 * ```
 */
export type PublicPaymentConfigResponse = z.infer<typeof PublicPaymentConfigResponseSchema>;

/**
 * GET /seller/{sellerId}/payment-methods
 * @example
 * ```ts
 * PaymentMethodsResponseSchema.parse({ enabledMethods: ['stripe', 'eft'] })
 * // { success: true, enabledMethods: ['stripe', 'eft'], paymentMethodOrder: [], config: {} }
 * ```
 */
export const PaymentMethodsResponseSchema = z.object({
  success: z._default(z.boolean(), true),
  enabledMethods: z._default(z.array(PaymentMethodIdSchema), []),
  paymentMethodOrder: z._default(z.array(PaymentMethodIdSchema), []),
  config: z._default(PublicPaymentConfigSchema, {}),
});
/**
 * A seller's payment methods as {@link PaymentMethodsResponseSchema} parses them (spec §7 Payment).
 * @example
 * ```ts
 * const methods: PaymentMethodsResponse = PaymentMethodsResponseSchema.parse({
 *   enabledMethods: ['stripe', 'cashOnDelivery'],
 * });
 * ```
 */
export type PaymentMethodsResponse = z.infer<typeof PaymentMethodsResponseSchema>;

/**
 * GET /seller/{sellerId}/payment-config
 * @example PaymentConfigResponseSchema.safeParse({ success: true }).success // false: `config` is required
 */
export const PaymentConfigResponseSchema = z.object({
  success: z._default(z.boolean(), true),
  config: PublicPaymentConfigSchema,
});
/**
 * The payment-config answer as {@link PaymentConfigResponseSchema} parses it (spec §7 Payment).
 * @example
 * ```ts
 * const answer: PaymentConfigResponse = {
 *   success: true,
 *   config: { bankTransfer: { isEnabled: true, bankDetails: { 'Account number': '62012345678' } } },
 * };
 * ```
 */
export type PaymentConfigResponse = z.infer<typeof PaymentConfigResponseSchema>;

/** Spec §5: other payment methods need the seller id. */
const SellerIdSchema = requiredText(/*i18n*/ 'Seller ID not found', 128);

/**
 * An order number as the wire carries it: no dashes (payment references split on them, spec §4).
 * @example
 * ```ts
 * OrderNumberSchema.parse(' SK1042 ') // "SK1042"
 * OrderNumberSchema.safeParse('SK-1042').error?.issues[0]?.message // "Order number is missing"
 * ```
 */
export const OrderNumberSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'Order number is missing' }),
    z.maxLength(64),
    z.regex(/^[A-Za-z0-9_]+$/, { error: 'Order number is missing' }),
  );

/**
 * POST /order/create-payment body. The amount charged is the server's order total; `price` is
 * accepted for compatibility only.
 * @example
 * ```ts
 * CreateStripePaymentBodySchema.safeParse({ orderNumber: 'SK1042', sellerId: '' }).error?.issues[0]?.message
 * // "Seller ID not found"
 * ```
 */
export const CreateStripePaymentBodySchema = z.object({
  orderNumber: OrderNumberSchema,
  sellerId: SellerIdSchema,
  price: z.optional(z.number()),
  shippingInfo: z.optional(z.partial(ShippingInfoSchema)),
});
/**
 * A card payment body as a caller may send it, before {@link CreateStripePaymentBodySchema} checks it.
 * @example
 * ```ts
 * const body: CreateStripePaymentBody = { orderNumber: 'SK1042', sellerId: 's1' };
 * ```
 */
export type CreateStripePaymentBody = z.input<typeof CreateStripePaymentBodySchema>;

/**
 * POST /order/create-payment answer (spec §7 Payment): the card provider's client secret of the payment
 * intent, which the page hands to the provider's script to confirm the card payment.
 * @example CreateStripePaymentResponseSchema.safeParse({ clientSecret: '' }).success // false
 */
export const CreateStripePaymentResponseSchema = z.object({ clientSecret: z.string().check(z.minLength(1)) });
/**
 * The create-payment answer as {@link CreateStripePaymentResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: CreateStripePaymentResponse = { clientSecret: 'pi_3NxYz_secret_4f2a' };
 * ```
 */
export type CreateStripePaymentResponse = z.infer<typeof CreateStripePaymentResponseSchema>;

/**
 * POST /payment/create-paypal-order body.
 * @example CreatePaypalOrderBodySchema.safeParse({ orderNumber: 'SK1042', sellerId: 's1' }).success // true
 */
export const CreatePaypalOrderBodySchema = z.object({
  orderNumber: OrderNumberSchema,
  sellerId: SellerIdSchema,
  price: z.optional(z.number()),
  shippingInfo: z.optional(z.partial(ShippingInfoSchema)),
});
/**
 * A wallet order body as a caller may send it, before {@link CreatePaypalOrderBodySchema} checks it.
 * @example
 * ```ts
 * const body: CreatePaypalOrderBody = { orderNumber: 'SK1042', sellerId: 's1' };
 * ```
 */
export type CreatePaypalOrderBody = z.input<typeof CreatePaypalOrderBodySchema>;

/**
 * POST /payment/create-paypal-order answer (spec §7 Payment): the wallet provider's order id, which the
 * wallet button approves and capture-paypal-payment then captures.
 * @example CreatePaypalOrderResponseSchema.safeParse({ orderId: '' }).success // false
 */
export const CreatePaypalOrderResponseSchema = z.object({ orderId: z.string().check(z.minLength(1)) });
/**
 * The create-paypal-order answer as {@link CreatePaypalOrderResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: CreatePaypalOrderResponse = { orderId: '5O190127TN364715T' };
 * ```
 */
export type CreatePaypalOrderResponse = z.infer<typeof CreatePaypalOrderResponseSchema>;

/**
 * POST /payment/capture-paypal-payment body.
 * @example CapturePaypalBodySchema.safeParse({ orderId: '5O190127TN364715T', sellerId: '' }).success // false
 */
export const CapturePaypalBodySchema = z.object({
  orderId: z.string().check(z.minLength(1), z.maxLength(64)),
  sellerId: z.string().check(z.minLength(1), z.maxLength(128)),
});
/**
 * A wallet capture body as a caller may send it, before {@link CapturePaypalBodySchema} checks it.
 * @example
 * ```ts
 * const body: CapturePaypalBody = { orderId: '5O190127TN364715T', sellerId: 's1' };
 * ```
 */
export type CapturePaypalBody = z.input<typeof CapturePaypalBodySchema>;

const PaypalMoneySchema = z.object({ value: z.string(), currency_code: z.optional(z.string()) });

/**
 * POST /payment/capture-paypal-payment answer (spec §7 Payment): the message ('Payment captured
 * successfully') and the provider's capture, whose `seller_receivable_breakdown` gives the gross amount,
 * the fee and the net amount as decimal strings (spec §9).
 * @example
 * ```ts
 * const answer = { message: 'Payment captured successfully', capture: { status: 'COMPLETED' } };
 * CapturePaypalResponseSchema.parse(answer).capture?.status // "COMPLETED"
 * ```
 */
export const CapturePaypalResponseSchema = z.object({
  message: z.string(),
  capture: z.optional(
    z.object({
      id: z.optional(z.string()),
      status: z.optional(z.string()),
      seller_receivable_breakdown: z.optional(
        z.object({
          gross_amount: z.optional(PaypalMoneySchema),
          paypal_fee: z.optional(PaypalMoneySchema),
          net_amount: z.optional(PaypalMoneySchema),
        }),
      ),
    }),
  ),
});
/**
 * The capture-paypal-payment answer as {@link CapturePaypalResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: CapturePaypalResponse = {
 *   message: 'Payment captured successfully',
 *   capture: { status: 'COMPLETED', seller_receivable_breakdown: { net_amount: { value: '47.76' } } },
 * };
 * ```
 */
export type CapturePaypalResponse = z.infer<typeof CapturePaypalResponseSchema>;

/**
 * PUT /order/order-confirm/{orderNumber} body. `paymentDetails` is informative: the server verifies
 * the payment with its provider and writes the details itself.
 * @example
 * ```ts
 * ConfirmOrderBodySchema.safeParse({ paymentMethod: '' }).error?.issues[0]?.message
 * // "Payment method required"
 * ```
 */
export const ConfirmOrderBodySchema = z.object({
  paymentMethod: z
    .string({ error: 'Payment method required' })
    .check(z.minLength(1, { error: 'Payment method required' }), z.maxLength(40)),
  paymentDetails: z.optional(z.nullable(PaymentDetailsSchema)),
  paymentIntentId: z.optional(z.string().check(z.maxLength(255))),
});
/**
 * An order-confirm body as a caller may send it, before {@link ConfirmOrderBodySchema} checks it.
 * @example
 * ```ts
 * const body: ConfirmOrderBody = { paymentMethod: 'stripe', paymentIntentId: 'pi_3NxYz' };
 * ```
 */
export type ConfirmOrderBody = z.input<typeof ConfirmOrderBodySchema>;

/**
 * PUT /order/order-confirm/{orderNumber} answer (spec §7 Payment): `success` is true once the provider has
 * verified the payment, false while it has not; `message` says which, and `paymentStatus`, when sent, is
 * the order's.
 * @example ConfirmOrderResponseSchema.safeParse({ message: 'Order confirmed successfully' }).success // false
 */
export const ConfirmOrderResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  paymentStatus: z.optional(z.string()),
});
/**
 * The order-confirm answer as {@link ConfirmOrderResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: ConfirmOrderResponse = {
 *   success: true, message: 'Order confirmed successfully', paymentStatus: 'paid',
 * };
 * ```
 */
export type ConfirmOrderResponse = z.infer<typeof ConfirmOrderResponseSchema>;

/**
 * POST /payment/create-payfast-payment body.
 * @example
 * ```ts
 * CreatePayfastPaymentBodySchema.parse({ orderNumber: 'SK1042', sellerId: 's1', amount: '49.50' }).item_name
 * // ""
 * ```
 */
export const CreatePayfastPaymentBodySchema = z.object({
  name_first: z._default(z.string().check(z.maxLength(100)), ''),
  name_last: z._default(z.string().check(z.maxLength(100)), ''),
  email_address: z._default(z.string().check(z.maxLength(100)), ''),
  amount: z.optional(z.union([z.number(), z.string()])),
  item_name: z._default(z.string().check(z.maxLength(100)), ''),
  m_payment_id: z.optional(z.string().check(z.maxLength(100))),
  orderNumber: OrderNumberSchema,
  sellerId: SellerIdSchema,
  sellerName: z._default(z.string().check(z.maxLength(100)), ''),
});
/**
 * A regional gateway payment body as a caller may send it, before defaults are applied.
 * @example
 * ```ts
 * const body: CreatePayfastPaymentBody = {
 *   orderNumber: 'SK1042', sellerId: 's1', amount: 49.5, email_address: 'ama@example.com',
 * };
 * ```
 */
export type CreatePayfastPaymentBody = z.input<typeof CreatePayfastPaymentBodySchema>;

/**
 * POST /payment/create-payfast-payment answer (spec §7 Payment): `form`, the signed HTML form the page
 * submits to the regional gateway, and a message (empty when missing).
 * @example CreatePayfastPaymentResponseSchema.parse({ form: '<form method="post">…</form>' }).message // ""
 */
export const CreatePayfastPaymentResponseSchema = z.object({
  form: z.string().check(z.minLength(1)),
  message: z._default(z.string(), ''),
});
/**
 * The create-payfast-payment answer as {@link CreatePayfastPaymentResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: CreatePayfastPaymentResponse = { form: '<form method="post">…</form>', message: '' };
 * ```
 */
export type CreatePayfastPaymentResponse = z.infer<typeof CreatePayfastPaymentResponseSchema>;

/**
 * Card details of the card-form gateway (spec §3 "Card form").
 * @example
 * ```ts
 * const card = { number: '4111111111111111', expirationMonth: '12', expirationYear: '2030' };
 * CardDetailsSchema.safeParse({ ...card, securityCode: '12345' }).success // false: at most 4 digits
 * ```
 */
export const CardDetailsSchema = z.object({
  number: z.string().check(z.maxLength(32)),
  expirationMonth: z.string().check(z.maxLength(2)),
  expirationYear: z.string().check(z.maxLength(4)),
  securityCode: z.string().check(z.maxLength(4)),
  cardholderName: z.optional(z.string().check(z.maxLength(200))),
});
/**
 * Card details of the card-form gateway as {@link CardDetailsSchema} parses them (spec §3).
 * @example
 * ```ts
 * const card: CardDetails = {
 *   number: '4111111111111111', expirationMonth: '12', expirationYear: '2030', securityCode: '123',
 * };
 * ```
 */
export type CardDetails = z.infer<typeof CardDetailsSchema>;

/**
 * Billing address of the card-form gateway (spec §3).
 * @example
 * ```ts
 * BillingAddressSchema.parse({ firstName: 'Ama', lastName: 'Mensah', email: 'ama@example.com' }).country
 * // "US"
 * ```
 */
export const BillingAddressSchema = z.object({
  firstName: z.string().check(z.maxLength(100)),
  lastName: z.string().check(z.maxLength(100)),
  address1: z._default(z.string().check(z.maxLength(200)), ''),
  city: z._default(z.string().check(z.maxLength(100)), ''),
  state: z._default(z.string().check(z.maxLength(100)), ''),
  postalCode: z._default(z.string().check(z.maxLength(40)), ''),
  country: z._default(z.string().check(z.maxLength(100)), 'US'),
  email: z.string().check(z.maxLength(320)),
  phoneNumber: z._default(z.string().check(z.maxLength(40)), ''),
});
/**
 * A billing address of the card-form gateway as {@link BillingAddressSchema} parses it (spec §3).
 * @example
 * ```ts
 * const billing: BillingAddress = BillingAddressSchema.parse({
 *   firstName: 'Ama', lastName: 'Mensah', email: 'ama@example.com', city: 'Cape Town', country: 'ZA',
 * });
 * ```
 */
export type BillingAddress = z.infer<typeof BillingAddressSchema>;

/**
 * POST /payment/create-cybersource-payment body; `amount` in minor units.
 * @example
 * ```ts
 * const card = {
 *   number: '4111111111111111', expirationMonth: '12', expirationYear: '2030', securityCode: '123',
 * };
 * const billing = { firstName: 'Ama', lastName: 'Mensah', email: 'ama@example.com' };
 * const body = { orderNumber: 'SK1042', amount: 4950, cardDetails: card, billingAddress: billing };
 * CreateCybersourcePaymentBodySchema.parse(body).currency // "USD"
 * CreateCybersourcePaymentBodySchema.safeParse({ ...body, amount: 49.5 }).success // false: minor units
 * ```
 */
export const CreateCybersourcePaymentBodySchema = z.object({
  orderNumber: OrderNumberSchema,
  sellerId: z.optional(z.string().check(z.maxLength(128))),
  amount: z.number().check(z.int(), z.nonnegative()),
  currency: z._default(z.string().check(z.length(3)), 'USD'),
  cardDetails: CardDetailsSchema,
  billingAddress: BillingAddressSchema,
});
/**
 * A card-form gateway payment body as a caller may send it, before defaults are applied.
 * @example
 * ```ts
 * const card = {
 *   number: '4111111111111111', expirationMonth: '12', expirationYear: '2030', securityCode: '123',
 * };
 * const billing = { firstName: 'Ama', lastName: 'Mensah', email: 'ama@example.com' };
 * const body: CreateCybersourcePaymentBody = {
 *   orderNumber: 'SK1042', amount: 4950, cardDetails: card, billingAddress: billing,
 * };
 * ```
 */
export type CreateCybersourcePaymentBody = z.input<typeof CreateCybersourcePaymentBodySchema>;

/**
 * POST /payment/create-cybersource-payment answer (spec §7 Payment): `success` when the gateway approved the
 * card, with its `transactionId` and `status`; otherwise `error` says why.
 * @example
 * ```ts
 * CreateCybersourcePaymentResponseSchema.parse({ success: false, error: 'Card declined' })
 * // { success: false, error: 'Card declined' }
 * ```
 */
export const CreateCybersourcePaymentResponseSchema = z.object({
  success: z.boolean(),
  transactionId: z.optional(z.string()),
  status: z.optional(z.string()),
  error: z.optional(z.string()),
});
/**
 * The create-cybersource-payment answer as {@link CreateCybersourcePaymentResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: CreateCybersourcePaymentResponse = {
 *   success: true, transactionId: '7012345678901234567890', status: 'AUTHORIZED',
 * };
 * ```
 */
export type CreateCybersourcePaymentResponse = z.infer<typeof CreateCybersourcePaymentResponseSchema>;

/**
 * Offline payment values (spec §9).
 * @example OFFLINE_PAYMENT_METHODS // ['cash', 'eft']
 */
export const OFFLINE_PAYMENT_METHODS = ['cash', 'eft'] as const;
/**
 * An offline payment method: `'cash'` (cash on delivery) or `'eft'` (bank transfer) (spec §9).
 * @example
 * ```ts
 * const method: OfflinePaymentMethod = 'eft';
 * ```
 */
export type OfflinePaymentMethod = (typeof OFFLINE_PAYMENT_METHODS)[number];

/**
 * Spec §5 offline payment message.
 * @example SELECT_PAYMENT_METHOD_MESSAGE // "Please select a payment method"
 */
export const SELECT_PAYMENT_METHOD_MESSAGE = /*i18n*/ 'Please select a payment method';

/**
 * POST /order/create-offline-payment body.
 * @example
 * ```ts
 * const body = { orderNumber: 'SK1042', paymentMethod: 'card' };
 * CreateOfflinePaymentBodySchema.safeParse(body).error?.issues[0]?.message
 * // "Please select a payment method"
 * ```
 */
export const CreateOfflinePaymentBodySchema = z.object({
  orderNumber: OrderNumberSchema,
  price: z.optional(AmountSchema),
  paymentMethod: z.enum(OFFLINE_PAYMENT_METHODS, { error: SELECT_PAYMENT_METHOD_MESSAGE }),
  bankDetails: z.optional(z.nullable(BankDetailsSchema)),
  sellerId: z.optional(IdSchema),
});
/**
 * An offline payment body as a caller may send it, before {@link CreateOfflinePaymentBodySchema} checks
 * it.
 * @example
 * ```ts
 * const body: CreateOfflinePaymentBody = { orderNumber: 'SK1042', paymentMethod: 'eft', price: 49.5 };
 * ```
 */
export type CreateOfflinePaymentBody = z.input<typeof CreateOfflinePaymentBodySchema>;

/**
 * POST /order/create-offline-payment answer (spec §7 Payment): the reference of the payment now
 * awaiting the seller's approval (its second dash-separated part is the order number, spec §4) and a message.
 * @example
 * ```ts
 * const answer = { success: true, paymentReference: 'EFT-SK1042-7K2M9Q', message: 'Payment recorded.' };
 * CreateOfflinePaymentResponseSchema.parse(answer).paymentReference.split('-')[1] // "SK1042"
 * ```
 */
export const CreateOfflinePaymentResponseSchema = z.object({
  success: z.boolean(),
  paymentReference: z.string(),
  message: z.string(),
});
/**
 * The create-offline-payment answer as {@link CreateOfflinePaymentResponseSchema} parses it.
 * @example
 * ```ts
 * const answer: CreateOfflinePaymentResponse = {
 *   success: true,
 *   paymentReference: 'EFT-SK1042-7K2M9Q',
 *   message: 'Payment recorded. Awaiting seller approval.',
 * };
 * ```
 */
export type CreateOfflinePaymentResponse = z.infer<typeof CreateOfflinePaymentResponseSchema>;
