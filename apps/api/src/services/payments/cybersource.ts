import {
  CONFIRMATION_MESSAGES,
  type CreateCybersourcePaymentBodySchema,
  type CreateCybersourcePaymentResponse,
  formatCents,
  fromCents,
  gatewayAmount,
  gatewayCurrency,
  type PaymentDetails,
  toCents,
  validateCardPayment,
} from '@souk/core';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { orders, payments } from '../../db/schema.js';
import { conflict, invalid } from '../../domain/errors.js';
import type { Owner } from '../../domain/owner.js';
import { newId } from '../../lib/ids.js';
import {
  CYBERSOURCE_PAID_STATUSES,
  type CybersourceCredentials,
  type CybersourcePaymentResult,
  createCybersourceClient,
  cybersourceBaseUrl,
} from '../../providers/cybersource.js';
import { loadPayableOrder, ORDER_ALREADY_PAID, ORDER_CANCELLED } from './payable-order.js';
import { markOrderPaid, type PaymentRow, type VerifiedPayment } from './record-payment.js';
import { isEnabled, loadPaymentConfig, type SellerPaymentConfig } from './seller-payment-config.js';
import { PAYMENT_PROCESSING, type PaymentVerifier } from './verifier.js';

export const AMOUNT_MISMATCH = 'Payment amount does not match the order total';
export const CURRENCY_MISMATCH = "Payment currency does not match the seller's currency";
export const PAYMENT_IN_PROGRESS = 'A payment for this order is already being processed';

const METHOD = 'cybersource';
/** An attempt whose request never finished (a crashed process) stops blocking new attempts after this. */
const STALE_ATTEMPT_MS = 2 * 60_000;

/**
 * Rows of the `payments` table for this method:
 * processing (the one attempt in flight per order, `inflight:{orderId}`) → authorized (CyberSource approved;
 * the order is being marked paid) → succeeded; or failed; or unknown (no answer: the charge is uncertain).
 */
const STATUS = {
  processing: 'processing',
  authorized: 'authorized',
  succeeded: 'succeeded',
  failed: 'failed',
  unknown: 'unknown',
} as const;

/** The seller's CyberSource keys when the method is enabled and fully configured. */
export function cybersourceCredentials(config: SellerPaymentConfig): CybersourceCredentials | null {
  const { merchantId, keyId, sharedSecret } = config.secrets.cybersource ?? {};
  if (!isEnabled(config, METHOD) || !merchantId || !keyId || !sharedSecret) return null;
  return { merchantId, keyId, sharedSecret };
}

/**
 * Claims the order's one in-flight card attempt, so a double submit can never charge a card twice.
 * @returns the claim row's id, or null when another attempt is in flight
 */
async function claimAttempt(
  db: Db,
  attempt: { orderId: string; sellerId: string; amountCents: number; currency: string },
): Promise<string | null> {
  const now = new Date();
  const [row] = await db
    .insert(payments)
    .values({
      id: newId(),
      ...attempt,
      method: METHOD,
      providerRef: `inflight:${attempt.orderId}`,
      status: STATUS.processing,
      details: {},
    })
    .onConflictDoUpdate({
      target: [payments.method, payments.providerRef],
      set: { amountCents: attempt.amountCents, currency: attempt.currency, updatedAt: now },
      setWhere: lt(payments.updatedAt, new Date(now.getTime() - STALE_ATTEMPT_MS)),
    })
    .returning({ id: payments.id });
  return row?.id ?? null;
}

/** Settles the claim row: it takes the provider's id (or a reference of its own) and its outcome. */
async function settleAttempt(
  db: Db,
  claimId: string,
  outcome: { providerRef: string; status: string; details: PaymentDetails & { reason?: string } },
): Promise<void> {
  await db
    .update(payments)
    .set({ ...outcome, updatedAt: new Date() })
    .where(eq(payments.id, claimId));
}

/**
 * Why the order can no longer be charged, re-read after the claim; null when it still can. An approval is
 * recorded (`authorized`) in the same statement that releases the claim, so it is always seen here.
 */
async function settledState(db: Db, orderId: string): Promise<string | null> {
  const [current] = await db
    .select({ paymentStatus: orders.paymentStatus, deliveryStatus: orders.deliveryStatus })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!current || current.deliveryStatus === 'cancelled') return ORDER_CANCELLED;
  if (current.paymentStatus === 'paid') return ORDER_ALREADY_PAID;
  const [approved] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.method, METHOD),
        inArray(payments.status, [STATUS.authorized, STATUS.succeeded]),
      ),
    )
    .limit(1);
  return approved ? ORDER_ALREADY_PAID : null;
}

function sameAmount(answered: string | undefined, expected: string): boolean {
  if (answered === undefined) return true;
  const value = Number(answered);
  return Number.isFinite(value) && toCents(value) === toCents(Number(expected));
}

/** What the shopper is told about a payment CyberSource did not approve. */
function failure(result: Exclude<CybersourcePaymentResult, { kind: 'answered' }>): {
  status: string;
  error: string;
  rowStatus: string;
} {
  if (result.kind === 'unauthenticated') {
    return {
      status: 'AUTHENTICATION_FAILED',
      error: CONFIRMATION_MESSAGES.cybersourceFailed,
      rowStatus: STATUS.failed,
    };
  }
  return {
    status: 'UNKNOWN',
    error: CONFIRMATION_MESSAGES.paymentStatusUnknown,
    rowStatus: STATUS.unknown,
  };
}

export interface CybersourcePaymentInput {
  db: Db;
  config: Config;
  /** Who pays: only the order's owner may (anyone else: not found). */
  owner: Owner;
  body: z.output<typeof CreateCybersourcePaymentBodySchema>;
  now?: Date;
}

/**
 * Charges the card for the order's server total (POST /payment/create-cybersource-payment). The body's
 * amount and currency must equal the server's figures — the client's amount is never charged. Card data
 * goes to CyberSource only; nothing of it is stored or logged. An AUTHORIZED or AUTHORIZED_PENDING_REVIEW
 * answer marks the order paid (spec §4); anything else leaves it unpaid with the provider's message.
 * @throws not found (not the owner's order), invalid (method not available, card validation with the spec §5
 * texts, amount or currency mismatch), conflict (paid, cancelled, another attempt in flight)
 */
export async function payWithCybersource({
  db,
  config,
  owner,
  body,
  now = new Date(),
}: CybersourcePaymentInput): Promise<CreateCybersourcePaymentResponse> {
  const { order, sellerId } = await loadPayableOrder(db, owner, body.orderNumber, body.sellerId);
  const paymentConfig = await loadPaymentConfig(db, sellerId, config.secretsKey);
  const credentials = cybersourceCredentials(paymentConfig);
  if (!credentials) throw invalid(CONFIRMATION_MESSAGES.paymentMethodNotAvailable);

  const card = validateCardPayment({ card: body.cardDetails, billing: body.billingAddress }, { now });
  if (!card.ok) throw invalid(card.message);

  // spec §9: minor units of the server's total, in the seller's configured currency
  const amountCents = gatewayAmount(fromCents(order.totalCents));
  const currency = gatewayCurrency(paymentConfig.settings.cybersource?.currency);
  if (body.amount !== amountCents) throw invalid(AMOUNT_MISMATCH);
  if (body.currency.trim().toUpperCase() !== currency) throw invalid(CURRENCY_MISMATCH);

  const claimId = await claimAttempt(db, { orderId: order.id, sellerId, amountCents, currency });
  if (!claimId) throw conflict(PAYMENT_IN_PROGRESS);
  // the order was read before the claim: an attempt that finished in between may have paid it
  const settled = await settledState(db, order.id);
  if (settled) {
    await db.delete(payments).where(and(eq(payments.id, claimId), eq(payments.status, STATUS.processing)));
    throw conflict(settled);
  }

  const totalAmount = formatCents(amountCents);
  const { cardDetails, billingAddress } = card.value;
  const client = createCybersourceClient({
    baseUrl: cybersourceBaseUrl(
      config.payments.cybersourceApiBase,
      paymentConfig.settings.cybersource?.environment ?? config.payments.environment,
    ),
    credentials,
  });
  const result = await client.createPayment({
    orderNumber: order.orderNumber,
    totalAmount,
    currency,
    card: {
      number: cardDetails.number,
      expirationMonth: cardDetails.expirationMonth,
      expirationYear: cardDetails.expirationYear,
      securityCode: cardDetails.securityCode,
    },
    billTo: {
      firstName: billingAddress.firstName,
      lastName: billingAddress.lastName,
      address1: billingAddress.address1,
      locality: billingAddress.city,
      administrativeArea: billingAddress.state,
      postalCode: billingAddress.postalCode,
      country: billingAddress.country,
      email: billingAddress.email,
      phoneNumber: billingAddress.phoneNumber,
    },
  });

  if (result.kind !== 'answered') {
    const { status, error, rowStatus } = failure(result);
    await settleAttempt(db, claimId, {
      providerRef: `${rowStatus}:${claimId}`,
      status: rowStatus,
      details: { gateway: METHOD, status, reason: `http ${result.httpStatus ?? 'none'}` },
    });
    return { success: false, status, error };
  }

  const providerRef = result.id ?? `${STATUS.failed}:${claimId}`;
  // an approval of another amount or currency is not this order's payment: it stays unpaid (the row
  // keeps CyberSource's id for the seller to void it)
  const approved =
    result.id !== undefined &&
    CYBERSOURCE_PAID_STATUSES.includes(result.status) &&
    sameAmount(result.authorizedAmount, totalAmount) &&
    (result.currency === undefined || result.currency.toUpperCase() === currency);
  if (!approved) {
    await settleAttempt(db, claimId, {
      providerRef,
      status: STATUS.failed,
      details: { transactionId: result.id, gateway: METHOD, status: result.status, reason: result.message },
    });
    return {
      success: false,
      ...(result.id ? { transactionId: result.id } : {}),
      status: result.status,
      error: result.message || CONFIRMATION_MESSAGES.paymentFailed,
    };
  }

  const details: PaymentDetails = {
    transactionId: providerRef,
    paymentId: providerRef,
    amount: fromCents(amountCents),
    gateway: METHOD,
    status: result.status,
    paidAt: now.toISOString(),
  };
  // recorded as authorized first: if marking the order fails, order-confirm still finds the approval
  await settleAttempt(db, claimId, { providerRef, status: STATUS.authorized, details });
  await markOrderPaid(db, {
    orderId: order.id,
    sellerId,
    method: METHOD,
    providerRef,
    amountCents,
    currency,
    details,
  });
  return { success: true, transactionId: providerRef, status: result.status };
}

function verifiedPayment(row: PaymentRow): VerifiedPayment {
  return {
    orderId: row.orderId,
    sellerId: row.sellerId,
    method: METHOD,
    providerRef: row.providerRef,
    amountCents: row.amountCents,
    currency: row.currency,
    details: row.details as PaymentDetails,
  };
}

/**
 * order-confirm for `cybersource`: paid when CyberSource approved a payment of the order (recorded by
 * `payWithCybersource` from CyberSource's own answer), pending while an attempt is in flight, else failed.
 */
export const verifyCybersourcePayment: PaymentVerifier = async ({ db, order }) => {
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.method, METHOD),
        inArray(payments.status, [STATUS.succeeded, STATUS.authorized, STATUS.processing]),
      ),
    )
    .orderBy(sql`${payments.updatedAt} desc`);
  const approved = rows.find((row) => row.status !== STATUS.processing);
  if (approved) return { status: 'paid', payment: verifiedPayment(approved) };
  if (rows.length > 0) return { status: 'pending', message: PAYMENT_PROCESSING };
  return { status: 'failed', message: CONFIRMATION_MESSAGES.paymentFailed };
};
