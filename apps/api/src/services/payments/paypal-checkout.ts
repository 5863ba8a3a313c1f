import {
  type CapturePaypalBody,
  type CapturePaypalResponse,
  type CreatePaypalOrderBody,
  formatCents,
  fromCents,
  walletAmount,
} from '@souk/core';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { conflict, invalid, paymentRejected, providerFailed } from '../../domain/errors.js';
import type { Owner } from '../../domain/owner.js';
import { newId } from '../../lib/ids.js';
import type { Logger } from '../../lib/logger.js';
import { createPaypalClient, PaypalError } from '../../providers/paypal.js';
import { loadPayableOrder, ORDER_ALREADY_PAID, ORDER_CANCELLED } from './payable-order.js';
import {
  capturePaypalPayment,
  findPaypalPayment,
  loadOwnedPaypalPayment,
  PAYMENT_CAPTURE_FAILED,
  PAYMENT_CAPTURED,
  PAYPAL_NOT_CONFIGURED,
  PAYPAL_PAYMENT_FAILED,
  paypalCredentials,
  paypalExchangeRate,
  storedCapture,
} from './paypal.js';
import { markOrderPaid, recordStartedPayment } from './record-payment.js';
import { isEnabled, loadPaymentConfig } from './seller-payment-config.js';

/** What the wallet checkout needs of the server. */
export interface PaypalCheckoutContext {
  db: Db;
  config: Config;
  log: Logger;
}

/**
 * A PayPal failure as the shopper sees it: rejected credentials mean the seller is not configured; any other
 * refusal is the call's failure text (payment rejected); PayPal unreachable or failing is provider-failed.
 */
function paypalFailure(error: unknown, message: string, log: Logger): Error {
  if (!(error instanceof PaypalError)) return error as Error;
  log.warn({ status: error.status, issue: error.issue }, error.message);
  if (error.status === 401 || error.status === 403) return invalid(PAYPAL_NOT_CONFIGURED);
  if (error.status >= 400 && error.status < 500) return paymentRejected(message);
  return providerFailed(message);
}

/**
 * POST /payment/create-paypal-order (spec §7): a PayPal order for the owner's order, in USD at the seller's
 * exchange rate (spec §9), from the server's total; answers its id.
 * @throws invalid (PayPal not configured), not found (not the owner's order), conflict (paid or cancelled),
 * payment-rejected / provider-failed (PayPal refused or failed)
 */
export async function createPaypalOrder(
  { db, config, log }: PaypalCheckoutContext,
  owner: Owner,
  body: CreatePaypalOrderBody,
): Promise<{ orderId: string }> {
  const { orderNumber, sellerId: requestedSeller } = body;
  const paymentConfig = await loadPaymentConfig(db, requestedSeller, config.secretsKey);
  const credentials = paypalCredentials(paymentConfig, config);
  if (!isEnabled(paymentConfig, 'paypal') || !credentials) throw invalid(PAYPAL_NOT_CONFIGURED);
  const { order, sellerId } = await loadPayableOrder(db, owner, orderNumber, requestedSeller);

  // spec §9: USD, × the seller's exchange rate when it is not 1, 2 decimals — from the server's total
  const wallet = walletAmount(order.totalCents, paypalExchangeRate(paymentConfig));
  if (wallet.amountCents <= 0) throw invalid(PAYPAL_PAYMENT_FAILED);

  let paypalOrderId: string;
  try {
    const created = await createPaypalClient(credentials).createOrder({
      orderNumber: order.orderNumber,
      value: formatCents(wallet.amountCents),
      requestId: newId(),
    });
    paypalOrderId = created.id;
  } catch (error) {
    throw paypalFailure(error, PAYPAL_PAYMENT_FAILED, log);
  }

  await recordStartedPayment(db, {
    orderId: order.id,
    sellerId,
    method: 'paypal',
    providerRef: paypalOrderId,
    amountCents: wallet.amountCents,
    currency: wallet.currency,
    details: {
      orderNumber: order.orderNumber,
      amount: fromCents(wallet.amountCents),
      originalAmount: fromCents(wallet.originalAmountCents),
      originalCurrency: order.currency,
      exchangeRate: wallet.exchangeRate,
      exchangeRateApplied: wallet.exchangeRateApplied,
    },
  });
  return { orderId: paypalOrderId };
}

/**
 * POST /payment/capture-paypal-payment (spec §7): captures an approved PayPal order of the owner's and marks
 * the order paid; capturing again answers the same capture.
 * @throws not found (not the owner's PayPal order), conflict (paid otherwise or cancelled), invalid (not
 * configured, or PayPal refused the capture), payment-rejected / provider-failed
 */
export async function capturePaypalOrder(
  { db, config, log }: PaypalCheckoutContext,
  owner: Owner,
  body: CapturePaypalBody,
): Promise<CapturePaypalResponse> {
  const { payment, order } = await loadOwnedPaypalPayment(db, owner, body.orderId, body.sellerId);
  if (payment.status === 'succeeded' || order.paymentStatus === 'paid') {
    // read again: a concurrent capture of this PayPal order may have just committed
    const current = (await findPaypalPayment(db, payment.providerRef)) ?? payment;
    // already captured through this PayPal order: the same answer again, no second state change
    if (current.status === 'succeeded') return { message: PAYMENT_CAPTURED, capture: storedCapture(current) };
    // never take money twice for one order
    throw conflict(ORDER_ALREADY_PAID);
  }
  if (order.deliveryStatus === 'cancelled') throw conflict(ORDER_CANCELLED);

  const credentials = paypalCredentials(
    await loadPaymentConfig(db, payment.sellerId, config.secretsKey),
    config,
  );
  if (!credentials) throw invalid(PAYPAL_NOT_CONFIGURED);

  let outcome: Awaited<ReturnType<typeof capturePaypalPayment>>;
  try {
    outcome = await capturePaypalPayment(createPaypalClient(credentials), payment, order.orderNumber);
  } catch (error) {
    throw paypalFailure(error, PAYMENT_CAPTURE_FAILED, log);
  }
  if (!outcome.ok) {
    log.warn({ paypalOrderId: payment.providerRef, reason: outcome.reason }, 'PayPal capture refused');
    throw invalid(PAYMENT_CAPTURE_FAILED);
  }
  await markOrderPaid(db, outcome.payment);
  const { id, status, seller_receivable_breakdown } = outcome.capture;
  return { message: PAYMENT_CAPTURED, capture: { id, status, seller_receivable_breakdown } };
}
