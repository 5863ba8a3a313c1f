import { CONFIRMATION_MESSAGES, fromCents, type PaymentDetails } from '@souk/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { orders, payments } from '../../db/schema.js';
import { conflict, invalid, paymentRejected } from '../../domain/errors.js';
import type { Owner } from '../../domain/owner.js';
import type { Logger } from '../../lib/logger.js';
import {
  classifyStripeError,
  constructStripeEvent,
  fromStripeAmount,
  type Stripe,
  stripeClient,
  toStripeAmount,
} from '../../providers/stripe.js';
import type { OrderRow } from '../orders/order-rows.js';
import { loadPayableOrder } from './payable-order.js';
import {
  latestPayment,
  markOrderPaid,
  type PaymentRow,
  recordStartedPayment,
  type VerifiedPayment,
} from './record-payment.js';
import { isEnabled, loadPaymentConfig, type SellerPaymentConfig } from './seller-payment-config.js';
import type { PaymentVerifier, VerifyResult } from './verifier.js';

/** Spec §8 card payment texts. */
export const STRIPE_NOT_ENABLED = 'Stripe is not enabled or configured for this seller';
export const CREATE_PAYMENT_FAILED = 'Failed to create payment';
/** Ours: the spec has no text for a succeeded payment whose figures do not match the order. */
export const PAYMENT_MISMATCH = 'The payment does not match this order. Please contact support.';
export const INVALID_SIGNATURE = 'Stripe-Signature header is missing or does not match the body';

/** The seller's secret key, when the seller offers Stripe; otherwise the spec's refusal. */
function secretKeyOf(paymentConfig: SellerPaymentConfig): string {
  const secretKey = paymentConfig.secrets.stripe?.secretKey;
  if (!isEnabled(paymentConfig, 'stripe') || !secretKey) throw invalid(STRIPE_NOT_ENABLED);
  return secretKey;
}

/**
 * POST /order/create-payment: a PaymentIntent for the server's order total (never the body's price), keyed
 * by order, amount and currency so that a retried click gets the same intent back.
 */
export async function createStripePayment(
  db: Db,
  config: Config,
  log: Logger,
  owner: Owner,
  body: { orderNumber: string; sellerId: string },
): Promise<{ clientSecret: string }> {
  const { order, sellerId } = await loadPayableOrder(db, owner, body.orderNumber, body.sellerId);
  const secretKey = secretKeyOf(await loadPaymentConfig(db, sellerId, config.secretsKey));
  const currency = order.currency.toLowerCase();
  const amount = toStripeAmount(order.totalCents, currency);
  if (amount === undefined) throw invalid(CREATE_PAYMENT_FAILED);

  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripeClient(config.payments, secretKey).paymentIntents.create(
      {
        amount,
        currency,
        metadata: { orderNumber: order.orderNumber, orderId: order.id, sellerId },
        automatic_payment_methods: { enabled: true },
      },
      { idempotencyKey: `souk-order-${order.id}-${amount}-${currency}` },
    );
  } catch (error) {
    const failure = classifyStripeError(error);
    log.warn({ failure, orderId: order.id }, 'stripe: creating a PaymentIntent failed');
    if (failure.kind === 'rejected') throw paymentRejected(failure.message || CREATE_PAYMENT_FAILED);
    if (failure.kind === 'conflict') throw conflict(CREATE_PAYMENT_FAILED);
    throw invalid(CREATE_PAYMENT_FAILED);
  }
  if (!intent.client_secret || intent.amount !== amount || intent.currency !== currency) {
    throw invalid(CREATE_PAYMENT_FAILED);
  }
  await recordStartedPayment(db, {
    orderId: order.id,
    sellerId,
    method: 'stripe',
    providerRef: intent.id,
    amountCents: order.totalCents,
    currency: order.currency,
    details: { intentStatus: intent.status },
  });
  return { clientSecret: intent.client_secret };
}

/** The PaymentIntent's charge and its balance transaction, when Stripe expanded them. */
function feeAndNet(intent: Stripe.PaymentIntent): Pick<PaymentDetails, 'fee' | 'netAmount'> {
  const charge = intent.latest_charge;
  if (!charge || typeof charge === 'string') return {};
  const balance = charge.balance_transaction;
  // the fee is in the settlement currency; only report it when that is the order's currency
  if (!balance || typeof balance === 'string' || balance.currency !== intent.currency) return {};
  return {
    fee: fromCents(fromStripeAmount(balance.fee, intent.currency)),
    netAmount: fromCents(fromStripeAmount(balance.net, intent.currency)),
  };
}

function paymentDetails(order: OrderRow, intent: Stripe.PaymentIntent): PaymentDetails {
  const charge = intent.latest_charge;
  const amount = fromCents(order.totalCents);
  return {
    transactionId: (typeof charge === 'string' ? charge : charge?.id) ?? intent.id,
    paymentId: intent.id,
    amount,
    originalAmount: amount,
    exchangeRate: 1,
    exchangeRateApplied: false,
    ...feeAndNet(intent),
    gateway: 'stripe',
    status: intent.status,
    paidAt: new Date().toISOString(),
  };
}

/** Amount, currency and order number of a PaymentIntent against the order it claims to pay. */
function matchesOrder(intent: Stripe.PaymentIntent, order: OrderRow): boolean {
  const currency = order.currency.toLowerCase();
  const amount = toStripeAmount(order.totalCents, currency);
  return (
    amount !== undefined &&
    intent.amount === amount &&
    intent.amount_received === amount &&
    intent.currency === currency &&
    intent.metadata?.orderNumber === order.orderNumber
  );
}

/** Stripe's word on a PaymentIntent, as spec §4 reads it: succeeded (and matching) is paid. */
function judgeIntent(order: OrderRow, sellerId: string, intent: Stripe.PaymentIntent): VerifyResult {
  if (intent.status === 'processing') return { status: 'pending', message: CONFIRMATION_MESSAGES.processing };
  if (intent.status !== 'succeeded')
    return { status: 'failed', message: CONFIRMATION_MESSAGES.paymentFailed };
  if (!matchesOrder(intent, order)) return { status: 'failed', message: PAYMENT_MISMATCH };
  const payment: VerifiedPayment = {
    orderId: order.id,
    sellerId,
    method: 'stripe',
    providerRef: intent.id,
    amountCents: order.totalCents,
    currency: order.currency,
    details: paymentDetails(order, intent),
  };
  return { status: 'paid', payment };
}

/** A recorded Stripe payment by PaymentIntent id. */
async function recordedIntent(db: Db, intentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.method, 'stripe'), eq(payments.providerRef, intentId)))
    .limit(1);
  return row;
}

/**
 * The PaymentIntents to ask Stripe about: the one the client names, only if it was recorded for this order,
 * then the order's latest.
 */
async function intentsToVerify(
  db: Db,
  orderId: string,
  namedIntentId: string | undefined,
): Promise<string[]> {
  const refs: string[] = [];
  if (namedIntentId) {
    const named = await recordedIntent(db, namedIntentId);
    if (named?.orderId === orderId) refs.push(named.providerRef);
  }
  const latest = await latestPayment(db, orderId, 'stripe');
  if (latest && !refs.includes(latest.providerRef)) refs.push(latest.providerRef);
  return refs;
}

function retrieveIntent(config: Config, secretKey: string, intentId: string): Promise<Stripe.PaymentIntent> {
  return stripeClient(config.payments, secretKey).paymentIntents.retrieve(intentId, {
    expand: ['latest_charge.balance_transaction'],
  });
}

/**
 * order-confirm for `stripe`: retrieves the order's PaymentIntent from Stripe and reports it paid only if it
 * succeeded for exactly the order's amount, currency and number. Never trusts the body's paymentDetails.
 */
export const verifyStripePayment: PaymentVerifier = async ({
  db,
  config,
  order,
  sellerId,
  paymentConfig,
  body,
}) => {
  const secretKey = paymentConfig.secrets.stripe?.secretKey;
  if (!secretKey) return { status: 'failed', message: STRIPE_NOT_ENABLED };
  const refs = await intentsToVerify(db, order.id, body.paymentIntentId);
  let first: VerifyResult | undefined;
  for (const ref of refs) {
    let result: VerifyResult;
    try {
      result = judgeIntent(order, sellerId, await retrieveIntent(config, secretKey, ref));
    } catch (error) {
      const failure = classifyStripeError(error);
      result = {
        status: 'failed',
        message:
          failure.kind === 'missing'
            ? CONFIRMATION_MESSAGES.paymentIntentNotFound
            : CONFIRMATION_MESSAGES.processFailed,
      };
    }
    if (result.status === 'paid') return result;
    first ??= result;
  }
  return first ?? { status: 'failed', message: CONFIRMATION_MESSAGES.paymentIntentNotFound };
};

/** A signed `payment_intent.succeeded`: confirms the order exactly as order-confirm would. */
async function onIntentSucceeded(
  db: Db,
  config: Config,
  paymentConfig: SellerPaymentConfig,
  signed: Stripe.PaymentIntent,
  log: Logger,
): Promise<void> {
  const row = await recordedIntent(db, signed.id);
  // an intent this shop never created (another integration on the same account): acknowledge, change nothing
  if (!row || row.sellerId !== paymentConfig.sellerId) return;
  const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId)).limit(1);
  if (!order || order.paymentStatus === 'paid') return;
  if (order.deliveryStatus === 'cancelled') {
    log.warn({ orderId: order.id, intentId: signed.id }, 'stripe: payment succeeded for a cancelled order');
    return;
  }
  // the event is authentic; a fresh copy adds the charge's fee, and stands in when Stripe cannot be reached
  const secretKey = paymentConfig.secrets.stripe?.secretKey;
  const intent = secretKey ? await retrieveIntent(config, secretKey, signed.id).catch(() => signed) : signed;
  const result = judgeIntent(order, row.sellerId, intent);
  if (result.status === 'paid') {
    await markOrderPaid(db, result.payment);
    return;
  }
  log.warn({ orderId: order.id, intentId: signed.id, result: result.message }, 'stripe: event not confirmed');
}

/** A signed `payment_intent.payment_failed`: the attempt is recorded as failed; the order stays as it is. */
async function onIntentFailed(db: Db, sellerId: string, intent: Stripe.PaymentIntent): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(
      and(
        eq(payments.method, 'stripe'),
        eq(payments.providerRef, intent.id),
        eq(payments.sellerId, sellerId),
        // a failed attempt cannot undo a payment already confirmed
        ne(payments.status, 'succeeded'),
      ),
    );
}

/**
 * POST /payment/stripe/webhook/{sellerId}: verifies the `Stripe-Signature` header over the raw body with the
 * seller's webhook secret (5-minute tolerance), then applies the event. Replays change nothing.
 */
export async function handleStripeWebhook(
  db: Db,
  config: Config,
  sellerId: string,
  rawBody: Buffer,
  signature: string,
  log: Logger,
): Promise<void> {
  const paymentConfig = await loadPaymentConfig(db, sellerId, config.secretsKey);
  // the signature is the webhook's only credential: no secret, no webhook (even if Stripe was switched off
  // later, a payment made before must still confirm)
  const webhookSecret = paymentConfig.secrets.stripe?.webhookSecret;
  if (!webhookSecret) throw invalid(STRIPE_NOT_ENABLED);
  if (!signature) throw invalid(INVALID_SIGNATURE);
  let event: Stripe.Event;
  try {
    event = constructStripeEvent(rawBody, signature, webhookSecret);
  } catch {
    throw invalid(INVALID_SIGNATURE);
  }
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') return;
  // signed, yet still parsed from the wire: a malformed event is acknowledged and ignored, never a 5xx
  const intent: Partial<Stripe.PaymentIntent> | undefined = event.data?.object;
  if (typeof intent?.id !== 'string' || intent.object !== 'payment_intent') return;
  if (event.type === 'payment_intent.succeeded') {
    await onIntentSucceeded(db, config, paymentConfig, event.data.object, log);
  } else {
    await onIntentFailed(db, sellerId, event.data.object);
  }
}
