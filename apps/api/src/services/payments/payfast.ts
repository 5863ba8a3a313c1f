import {
  type CreatePayfastPaymentBodySchema,
  confirmationUrl,
  formatCents,
  fromCents,
  PaymentDetailsSchema,
  toCents,
} from '@souk/core';
import { and, desc, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema.js';
import { invalid } from '../../domain/errors.js';
import type { Owner } from '../../domain/owner.js';
import type { Logger } from '../../lib/logger.js';
import {
  checkoutPairs,
  isPayfastSource,
  isValidItnSignature,
  itnParamString,
  PAYFAST_ITN_HOSTS,
  type PayfastCheckoutFields,
  type PayfastPairs,
  parseItnBody,
  payfastBaseUrl,
  payfastForm,
  payfastParamString,
  payfastSignature,
  type ResolveHost,
  resolveHost,
  validateWithPayfast,
} from '../../providers/payfast.js';
import type { OrderRow } from '../orders/order-rows.js';
import { getShop } from '../shops.js';
import { loadOrderByNumber, loadPayableOrder, orderSellerId } from './payable-order.js';
import { markOrderPaid, recordStartedPayment } from './record-payment.js';
import { isEnabled, loadPaymentConfig, type SellerPaymentConfig } from './seller-payment-config.js';
import { PAYMENT_PROCESSING, type PaymentVerifier } from './verifier.js';

/** Spec §8 Regional gateway. */
export const PAYFAST_NOT_CONFIGURED = 'PayFast is not enabled or configured for this seller';
/** PayFast settles in South African rand only (its `amount` is documented in ZAR). */
export const PAYFAST_ZAR_ONLY = 'PayFast payments must be in ZAR';
export const PAYFAST_CURRENCY = 'ZAR';
export const PAYFAST_FORM_READY = 'Redirecting to PayFast...';
export const MALFORMED_ITN = 'Malformed payment notification';

/** ITN fields without which a notification is malformed (refused as invalid). */
const REQUIRED_ITN_FIELDS = [
  'm_payment_id',
  'pf_payment_id',
  'payment_status',
  'amount_gross',
  'merchant_id',
  'signature',
];

const PF_PAYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface PayfastMerchant {
  merchantId: string;
  merchantKey: string;
  passphrase: string;
  environment: 'sandbox' | 'live';
}

/** The seller's PayFast merchant (id, key, passphrase, environment), or undefined when not configured. */
export function payfastMerchant(
  paymentConfig: SellerPaymentConfig,
  config: Config,
): PayfastMerchant | undefined {
  const secrets = paymentConfig.secrets.payfast;
  const merchantId = secrets?.merchantId?.trim();
  const merchantKey = secrets?.merchantKey?.trim();
  if (!merchantId || !merchantKey) return undefined;
  return {
    merchantId,
    merchantKey,
    passphrase: secrets?.passphrase?.trim() ?? '',
    environment: paymentConfig.settings.payfast?.environment ?? config.payments.environment,
  };
}

/** What the checkout form needs besides the merchant. */
export interface PayfastCheckoutInput {
  order: OrderRow;
  sellerName: string;
  nameFirst: string;
  nameLast: string;
  email: string;
  itemName: string;
}

/**
 * The checkout fields of an order: the server's total in ZAR, the order number as `m_payment_id`, and the
 * return, cancel (spec §4 confirmation page) and notify addresses.
 */
export function payfastCheckoutFields(
  merchant: PayfastMerchant,
  input: PayfastCheckoutInput,
  publicUrl: string,
): PayfastCheckoutFields {
  const { order } = input;
  const back = (status: 'success' | 'cancelled') =>
    confirmationUrl({
      clientUrl: publicUrl,
      sellerName: input.sellerName,
      params: { payment_method: 'payfast', status, orderNumber: order.orderNumber },
    });
  return {
    merchant_id: merchant.merchantId,
    merchant_key: merchant.merchantKey,
    return_url: back('success'),
    cancel_url: back('cancelled'),
    notify_url: `${publicUrl}/api/payment/payfast/notify`,
    name_first: input.nameFirst.slice(0, 100),
    name_last: input.nameLast.slice(0, 100),
    email_address: input.email.slice(0, 100),
    m_payment_id: order.orderNumber,
    amount: formatCents(order.totalCents),
    item_name: input.itemName.slice(0, 100),
  };
}

/** Cents of an ITN amount ("123.45", or PayFast's negative fee "-2.80"); undefined when not an amount. */
function itnCents(value: string | undefined): number | undefined {
  if (value === undefined || !/^-?\d{1,12}(\.\d{1,2})?$/.test(value.trim())) return undefined;
  return toCents(Number(value.trim()));
}

export interface ItnContext {
  db: Db;
  config: Config;
  log: Logger;
  /** The address the ITN came from. */
  sourceIp: string;
  resolve?: ResolveHost;
  fetch?: typeof fetch;
}

/** What became of a well-formed ITN (always answered 200: PayFast only needs to know it arrived). */
export type ItnOutcome =
  | { status: 'paid'; changed: boolean }
  | { status: 'ignored'; reason: string }
  | { status: 'rejected'; reason: string };

/**
 * True when the body carries every field an ITN always has, a PayFast payment id and an MD5 signature;
 * otherwise it is malformed (refused as invalid).
 */
export function isWellFormedItn(pairs: PayfastPairs): boolean {
  const fields = new Map(pairs);
  return (
    REQUIRED_ITN_FIELDS.every((field) => fields.has(field)) &&
    PF_PAYMENT_ID.test(fields.get('pf_payment_id') ?? '') &&
    /^[0-9a-fA-F]{32}$/.test(fields.get('signature') ?? '')
  );
}

/**
 * Handles an ITN with PayFast's four checks — (1) signature with the seller's passphrase, (2) source address
 * of a PayFast host, (3) amount_gross equal to the order total, (4) server-to-server validation answering
 * VALID — and, only after all four and with payment_status COMPLETE, marks the order paid once per
 * `pf_payment_id`.
 */
export async function handlePayfastItn(pairs: PayfastPairs, context: ItnContext): Promise<ItnOutcome> {
  const { db, config, log } = context;
  const field = (name: string) => pairs.find(([key]) => key === name)?.[1] ?? '';
  const pfPaymentId = field('pf_payment_id').trim();
  const reject = (reason: string): ItnOutcome => {
    log.warn({ pfPaymentId, mPaymentId: field('m_payment_id'), reason }, 'PayFast ITN rejected');
    return { status: 'rejected', reason };
  };

  if (!PF_PAYMENT_ID.test(pfPaymentId)) return reject('pf_payment_id is not a PayFast id');
  const order = await loadOrderByNumber(db, field('m_payment_id').trim());
  if (!order) return reject('unknown m_payment_id');
  const sellerId = await orderSellerId(db, order.id);
  const merchant = payfastMerchant(await loadPaymentConfig(db, sellerId, config.secretsKey), config);
  if (!merchant) return reject('seller has no PayFast merchant');
  if (field('merchant_id').trim() !== merchant.merchantId) return reject('merchant_id mismatch');

  // (1) signature, (2) source, (3) amount: local checks before the network call
  if (!isValidItnSignature(pairs, merchant.passphrase)) return reject('signature mismatch');
  const hosts = config.payments.payfastItnHosts ?? PAYFAST_ITN_HOSTS;
  if (!(await isPayfastSource(context.sourceIp, hosts, context.resolve ?? resolveHost))) {
    return reject(`source ${context.sourceIp} is not a PayFast host`);
  }
  const gross = itnCents(field('amount_gross'));
  if (order.currency !== PAYFAST_CURRENCY || gross === undefined || gross !== order.totalCents) {
    // PayFast's sample allows 0.01 of float error; in exact cents that is equality
    return reject(`amount_gross ${field('amount_gross')} does not match the order total`);
  }
  // (4) PayFast confirms it sent this very data
  const baseUrl = payfastBaseUrl(config.payments.payfastBase, merchant.environment);
  if (!(await validateWithPayfast(baseUrl, itnParamString(pairs), context.fetch))) {
    return reject('PayFast did not validate the ITN');
  }

  const status = field('payment_status').trim();
  if (status !== 'COMPLETE') {
    log.info({ pfPaymentId, status }, 'PayFast ITN without a completed payment');
    return { status: 'ignored', reason: `payment_status ${status}` };
  }
  if (order.deliveryStatus === 'cancelled') {
    log.warn({ orderNumber: order.orderNumber, pfPaymentId }, 'PayFast payment for a cancelled order');
  }
  const fee = itnCents(field('amount_fee'));
  const net = itnCents(field('amount_net'));
  const changed = await markOrderPaid(db, {
    orderId: order.id,
    sellerId,
    method: 'payfast',
    providerRef: pfPaymentId,
    amountCents: gross,
    currency: PAYFAST_CURRENCY,
    details: {
      transactionId: pfPaymentId,
      paymentId: order.orderNumber,
      amount: fromCents(gross),
      originalAmount: fromCents(order.totalCents),
      exchangeRate: 1,
      exchangeRateApplied: false,
      // PayFast reports its fee as a negative amount
      fee: fee === undefined ? undefined : fromCents(Math.abs(fee)),
      netAmount: net === undefined ? undefined : fromCents(net),
      gateway: 'payfast',
      status,
      paidAt: new Date().toISOString(),
    },
  });
  return { status: 'paid', changed };
}

/** First word and the rest of a full name, for PayFast's name_first / name_last. */
function splitName(name: string): [string, string] {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return [first, rest.join(' ')];
}

/**
 * POST /payment/create-payfast-payment: the signed checkout form for the owner's order, posting to PayFast.
 * The amount and `m_payment_id` are the server's; the body only names the buyer and the item.
 * @throws invalid (PayFast not configured, or the order is not in ZAR), not found (not the owner's order),
 * conflict (paid or cancelled)
 */
export async function createPayfastCheckout(
  { db, config }: { db: Db; config: Config },
  owner: Owner,
  body: z.output<typeof CreatePayfastPaymentBodySchema>,
): Promise<{ form: string; message: string }> {
  const paymentConfig = await loadPaymentConfig(db, body.sellerId, config.secretsKey);
  const merchant = payfastMerchant(paymentConfig, config);
  if (!isEnabled(paymentConfig, 'payfast') || !merchant) throw invalid(PAYFAST_NOT_CONFIGURED);
  const { order, sellerId } = await loadPayableOrder(db, owner, body.orderNumber, body.sellerId);
  if (order.currency !== PAYFAST_CURRENCY) throw invalid(PAYFAST_ZAR_ONLY);
  const seller = await getShop(db, sellerId);

  const [shippingFirst, shippingLast] = splitName(order.shippingInfo.name ?? '');
  const fields = payfastCheckoutFields(
    merchant,
    {
      order,
      sellerName: seller.name,
      nameFirst: body.name_first.trim() || shippingFirst,
      nameLast: body.name_last.trim() || shippingLast,
      email: body.email_address.trim() || order.contactEmail,
      itemName: body.item_name.trim() || `Order ${order.orderNumber}`,
    },
    config.publicUrl,
  );
  const pairs = checkoutPairs(fields);
  const signature = payfastSignature(payfastParamString(pairs), merchant.passphrase);
  const actionUrl = `${payfastBaseUrl(config.payments.payfastBase, merchant.environment)}/eng/process`;

  await recordStartedPayment(db, {
    orderId: order.id,
    sellerId,
    method: 'payfast',
    providerRef: order.orderNumber,
    amountCents: order.totalCents,
    currency: PAYFAST_CURRENCY,
    details: { orderNumber: order.orderNumber, amount: fields.amount },
  });
  return { form: payfastForm(actionUrl, pairs, signature), message: PAYFAST_FORM_READY };
}

/**
 * POST /payment/payfast/notify: an ITN as it arrived (the form-encoded body, signed over its pairs in their
 * order), handled by `handlePayfastItn`.
 * @throws invalid (a malformed notification); a failed check is an outcome, not an error
 */
export async function receivePayfastNotification(rawBody: unknown, context: ItnContext): Promise<ItnOutcome> {
  const pairs = typeof rawBody === 'string' ? parseItnBody(rawBody) : undefined;
  if (!pairs || !isWellFormedItn(pairs)) throw invalid(MALFORMED_ITN);
  return handlePayfastItn(pairs, context);
}

/**
 * order-confirm for `payfast`: PayFast reports payments only through the ITN, so the order is paid exactly
 * when a verified ITN recorded a succeeded payment; until then it is pending.
 */
export const verifyPayfastPayment: PaymentVerifier = async ({ db, order }) => {
  const [payment] = await db
    .select()
    .from(payments)
    .where(
      and(eq(payments.orderId, order.id), eq(payments.method, 'payfast'), eq(payments.status, 'succeeded')),
    )
    .orderBy(desc(payments.updatedAt))
    .limit(1);
  if (!payment) return { status: 'pending', message: PAYMENT_PROCESSING };
  const { orderId, sellerId, providerRef, amountCents, currency } = payment;
  return {
    status: 'paid',
    payment: {
      orderId,
      sellerId,
      method: 'payfast',
      providerRef,
      amountCents,
      currency,
      details: PaymentDetailsSchema.parse(payment.details),
    },
  };
};
