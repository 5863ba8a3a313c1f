import {
  CONFIRMATION_MESSAGES,
  type ConfirmOrderBody,
  type ConfirmOrderResponse,
  PAYMENT_METHOD_IDS,
  type PaymentMethodId,
} from '@souk/core';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { conflict, invalid } from '../../domain/errors.js';
import type { Owner } from '../../domain/owner.js';
import { verifyCybersourcePayment } from './cybersource.js';
import { verifyOfflinePayment } from './offline.js';
import { loadOwnedOrder, ORDER_CANCELLED, orderSellerId } from './payable-order.js';
import { verifyPayfastPayment } from './payfast.js';
import { verifyPaypalPayment } from './paypal.js';
import { markOrderPaid } from './record-payment.js';
import { isEnabled, loadPaymentConfig } from './seller-payment-config.js';
import { verifyStripePayment } from './stripe.js';
import type { PaymentVerifier } from './verifier.js';

/** Spec §8: a method the seller does not offer. */
export const METHOD_NOT_AVAILABLE = CONFIRMATION_MESSAGES.paymentMethodNotAvailable;
export const ORDER_CONFIRMED = 'Order confirmed successfully';

const VERIFIERS: Record<PaymentMethodId, PaymentVerifier> = {
  stripe: verifyStripePayment,
  paypal: verifyPaypalPayment,
  payfast: verifyPayfastPayment,
  cybersource: verifyCybersourcePayment,
  eft: verifyOfflinePayment,
  cashOnDelivery: verifyOfflinePayment,
};

function methodOf(value: string): PaymentMethodId | undefined {
  if (value === 'cash') return 'cashOnDelivery';
  return (PAYMENT_METHOD_IDS as readonly string[]).includes(value) ? (value as PaymentMethodId) : undefined;
}

/**
 * order-confirm (spec §7): asks the method's provider whether the owner's order is paid and, only if it
 * verified the payment, marks the order paid. Idempotent.
 * @throws not found (not the owner's order), invalid (a method the seller does not offer), conflict (cancelled)
 */
export async function confirmOrderPayment(
  { db, config }: { db: Db; config: Config },
  owner: Owner,
  orderNumber: string,
  body: ConfirmOrderBody,
): Promise<ConfirmOrderResponse> {
  const order = await loadOwnedOrder(db, owner, orderNumber);
  const sellerId = await orderSellerId(db, order.id);
  const paymentConfig = await loadPaymentConfig(db, sellerId, config.secretsKey);
  const method = methodOf(body.paymentMethod);
  if (!method || !isEnabled(paymentConfig, method)) throw invalid(METHOD_NOT_AVAILABLE);
  if (order.paymentStatus === 'paid')
    return { success: true, message: ORDER_CONFIRMED, paymentStatus: 'paid' };
  if (order.deliveryStatus === 'cancelled') throw conflict(ORDER_CANCELLED);

  const result = await VERIFIERS[method]({ db, config, order, sellerId, paymentConfig, body });
  if (result.status === 'paid') {
    await markOrderPaid(db, result.payment);
    return { success: true, message: ORDER_CONFIRMED, paymentStatus: 'paid' };
  }
  return { success: false, message: result.message, paymentStatus: order.paymentStatus };
}
