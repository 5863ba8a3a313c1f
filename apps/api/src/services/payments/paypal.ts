import { CONFIRMATION_MESSAGES, fromCents, PaymentDetailsSchema, toCents, WALLET_CURRENCY } from '@souk/core';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { orders, payments } from '../../db/schema.js';
import { notFound } from '../../domain/errors.js';
import { type Owner, owns } from '../../domain/owner.js';
import {
  createPaypalClient,
  type PaypalCapture,
  type PaypalClient,
  type PaypalCredentials,
  PaypalError,
  type PaypalOrder,
  paypalBaseUrl,
} from '../../providers/paypal.js';
import { ORDER_NOT_FOUND, type OrderRow } from '../orders/order-rows.js';
import { latestPayment, type PaymentRow, type VerifiedPayment } from './record-payment.js';
import type { SellerPaymentConfig } from './seller-payment-config.js';
import { PAYMENT_PROCESSING, type PaymentVerifier } from './verifier.js';

/** Spec §8 Wallet. */
export const PAYPAL_NOT_CONFIGURED = 'PayPal is not enabled or configured for this seller';
export const PAYMENT_CAPTURE_FAILED = 'Payment capture failed';
export const PAYPAL_PAYMENT_FAILED = 'PayPal payment failed. Please try again.';
/** Spec §7: the answer of a successful capture. */
export const PAYMENT_CAPTURED = 'Payment captured successfully';

/** PayPal order states in which the buyer may still approve or the capture may still complete. */
const OPEN_ORDER_STATES = new Set(['CREATED', 'SAVED', 'APPROVED', 'PAYER_ACTION_REQUIRED']);

/** The payment row of a PayPal order this server created. */
export async function findPaypalPayment(db: Db, paypalOrderId: string): Promise<PaymentRow | undefined> {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.method, 'paypal'), eq(payments.providerRef, paypalOrderId)))
    .limit(1);
  return payment;
}

/**
 * The PayPal payment the caller may capture: a PayPal order this server created, for an order of the
 * caller's, sold by the named seller — else not found, so other shoppers' PayPal orders stay invisible.
 */
export async function loadOwnedPaypalPayment(
  db: Db,
  owner: Owner,
  paypalOrderId: string,
  sellerId: string,
): Promise<{ payment: PaymentRow; order: OrderRow }> {
  const payment = await findPaypalPayment(db, paypalOrderId);
  if (!payment || payment.sellerId !== sellerId) throw notFound(ORDER_NOT_FOUND);
  const [order] = await db.select().from(orders).where(eq(orders.id, payment.orderId)).limit(1);
  if (!order || !owns(owner, order)) throw notFound(ORDER_NOT_FOUND);
  return { payment, order };
}

/** The seller's PayPal credentials with the REST base URL, or undefined when not configured. */
export function paypalCredentials(
  paymentConfig: SellerPaymentConfig,
  config: Config,
): PaypalCredentials | undefined {
  const clientId = paymentConfig.settings.paypal?.clientId?.trim();
  const clientSecret = paymentConfig.secrets.paypal?.clientSecret?.trim();
  if (!clientId || !clientSecret) return undefined;
  const environment = paymentConfig.settings.paypal?.environment ?? config.payments.environment;
  return { baseUrl: paypalBaseUrl(config.payments.paypalApiBase, environment), clientId, clientSecret };
}

/** The seller's exchange rate to USD (spec §3 paypal.exchangeRate; 1 when unset or unusable). */
export function paypalExchangeRate(paymentConfig: SellerPaymentConfig): number {
  const rate = paymentConfig.settings.paypal?.exchangeRate;
  return typeof rate === 'number' && Number.isFinite(rate) && rate > 0 ? rate : 1;
}

/** Cents of a PayPal money value ("12.34"); undefined unless it is a plain amount with ≤ 2 decimals. */
export function paypalValueCents(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,12}(\.\d{1,2})?$/.test(value)) return undefined;
  return toCents(Number(value));
}

/** The `PayPal-Request-Id` of a capture: stable per PayPal order, so retries replay PayPal's first answer. */
export function captureRequestId(paypalOrderId: string): string {
  return `souk-capture-${paypalOrderId}`;
}

/** What was asked of PayPal when the order was created (the started payment row). */
export interface PaypalExpectation {
  orderNumber: string;
  /** USD cents sent to PayPal. */
  amountCents: number;
}

export type PaypalCheck = { ok: true; capture: PaypalCapture } | { ok: false; open: boolean; reason: string };

/**
 * Checks a PayPal order as the capture or lookup returned it: order and capture COMPLETED, the capture
 * amount exactly the USD amount asked for, and the order number in custom_id / invoice_id.
 */
export function checkPaypalOrder(order: PaypalOrder, expected: PaypalExpectation): PaypalCheck {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.[0];
  if (order.status !== 'COMPLETED' || !unit || !capture) {
    return { ok: false, open: OPEN_ORDER_STATES.has(order.status), reason: `order status ${order.status}` };
  }
  if (capture.status !== 'COMPLETED') {
    return { ok: false, open: capture.status === 'PENDING', reason: `capture status ${capture.status}` };
  }
  if (capture.amount?.currency_code !== WALLET_CURRENCY) {
    return { ok: false, open: false, reason: `capture currency ${capture.amount?.currency_code}` };
  }
  if (paypalValueCents(capture.amount.value) !== expected.amountCents) {
    return { ok: false, open: false, reason: `capture amount ${capture.amount.value}` };
  }
  const references = [capture.custom_id ?? unit.custom_id, capture.invoice_id ?? unit.invoice_id].filter(
    (value): value is string => value !== undefined,
  );
  if (references.length === 0 || references.some((reference) => reference !== expected.orderNumber)) {
    return { ok: false, open: false, reason: 'order number mismatch' };
  }
  return { ok: true, capture };
}

function centsAmount(value: string | undefined): number | undefined {
  const cents = paypalValueCents(value);
  return cents === undefined ? undefined : fromCents(cents);
}

/** Numbers stored with the started payment (the conversion of spec §9). */
interface StartedDetails {
  originalAmount?: number;
  exchangeRate?: number;
  exchangeRateApplied?: boolean;
}

function startedDetails(payment: PaymentRow): StartedDetails {
  const details = payment.details as Record<string, unknown>;
  return {
    originalAmount: typeof details.originalAmount === 'number' ? details.originalAmount : undefined,
    exchangeRate: typeof details.exchangeRate === 'number' ? details.exchangeRate : undefined,
    exchangeRateApplied:
      typeof details.exchangeRateApplied === 'boolean' ? details.exchangeRateApplied : undefined,
  };
}

/** The verified payment of a completed capture, with PaymentDetails (spec §3) from PayPal's figures. */
export function verifiedPaypalPayment(payment: PaymentRow, capture: PaypalCapture): VerifiedPayment {
  const started = startedDetails(payment);
  const breakdown = capture.seller_receivable_breakdown;
  return {
    orderId: payment.orderId,
    sellerId: payment.sellerId,
    method: 'paypal',
    providerRef: payment.providerRef,
    amountCents: payment.amountCents,
    currency: WALLET_CURRENCY,
    details: {
      transactionId: capture.id,
      paymentId: payment.providerRef,
      amount: fromCents(payment.amountCents),
      originalAmount: started.originalAmount,
      exchangeRate: started.exchangeRate ?? 1,
      exchangeRateApplied: started.exchangeRateApplied ?? false,
      // spec §9: fee and net amount from the capture breakdown
      fee: centsAmount(breakdown?.paypal_fee?.value),
      netAmount: centsAmount(breakdown?.net_amount?.value),
      gateway: 'paypal',
      status: capture.status,
      paidAt: capture.create_time ?? new Date().toISOString(),
    },
  };
}

/** The capture as the client sees it, rebuilt from stored PaymentDetails for an already captured order. */
export function storedCapture(payment: PaymentRow): PaypalCapture {
  const details = payment.details as Record<string, unknown>;
  const money = (value: unknown) =>
    typeof value === 'number' ? { currency_code: WALLET_CURRENCY, value: value.toFixed(2) } : undefined;
  return {
    id: typeof details.transactionId === 'string' ? details.transactionId : payment.providerRef,
    status: typeof details.status === 'string' ? details.status : 'COMPLETED',
    seller_receivable_breakdown: {
      gross_amount: money(details.amount),
      paypal_fee: money(details.fee),
      net_amount: money(details.netAmount),
    },
  };
}

export type CaptureOutcome =
  | { ok: true; payment: VerifiedPayment; capture: PaypalCapture }
  | { ok: false; reason: string };

/**
 * Captures a PayPal order and checks the result. A capture PayPal already made (ORDER_ALREADY_CAPTURED,
 * e.g. after a crash between capture and bookkeeping) is looked up and checked the same way.
 */
export async function capturePaypalPayment(
  client: PaypalClient,
  payment: PaymentRow,
  orderNumber: string,
): Promise<CaptureOutcome> {
  let order: PaypalOrder;
  try {
    order = await client.captureOrder(payment.providerRef, captureRequestId(payment.providerRef));
  } catch (error) {
    if (!(error instanceof PaypalError) || error.issue !== 'ORDER_ALREADY_CAPTURED') throw error;
    order = await client.getOrder(payment.providerRef);
  }
  const check = checkPaypalOrder(order, { orderNumber, amountCents: payment.amountCents });
  if (!check.ok) return { ok: false, reason: check.reason };
  return { ok: true, payment: verifiedPaypalPayment(payment, check.capture), capture: check.capture };
}

/**
 * order-confirm for `paypal`: asks PayPal for the latest PayPal order of this order and reports it paid
 * only when it was captured in full; still open orders are pending.
 */
export const verifyPaypalPayment: PaymentVerifier = async ({ db, config, order, paymentConfig }) => {
  const failed = { status: 'failed', message: CONFIRMATION_MESSAGES.paypalFailed } as const;
  const payment = await latestPayment(db, order.id, 'paypal');
  if (!payment) return failed;
  if (payment.status === 'succeeded') {
    const { orderId, sellerId, providerRef, amountCents } = payment;
    const details = PaymentDetailsSchema.parse(payment.details);
    return {
      status: 'paid',
      payment: { orderId, sellerId, method: 'paypal', providerRef, amountCents, currency: 'USD', details },
    };
  }
  const credentials = paypalCredentials(paymentConfig, config);
  if (!credentials) return failed;
  let paypalOrder: PaypalOrder;
  try {
    paypalOrder = await createPaypalClient(credentials).getOrder(payment.providerRef);
  } catch {
    // PayPal unreachable or the lookup refused: nothing is known yet
    return { status: 'pending', message: PAYMENT_PROCESSING };
  }
  const check = checkPaypalOrder(paypalOrder, {
    orderNumber: order.orderNumber,
    amountCents: payment.amountCents,
  });
  if (check.ok) return { status: 'paid', payment: verifiedPaypalPayment(payment, check.capture) };
  return check.open ? { status: 'pending', message: PAYMENT_PROCESSING } : failed;
};
