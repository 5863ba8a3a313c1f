import type { ConfirmOrderBody } from '@souk/core';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { OrderRow } from '../orders/order-rows.js';
import type { VerifiedPayment } from './record-payment.js';
import type { SellerPaymentConfig } from './seller-payment-config.js';

/** A verifier's answer while the provider has not settled the payment yet. */
export const PAYMENT_PROCESSING = 'Payment is being processed';

/** What `order-confirm` knows when it asks a method to verify an order's payment with its provider. */
export interface VerifyContext {
  db: Db;
  config: Config;
  order: OrderRow;
  sellerId: string;
  paymentConfig: SellerPaymentConfig;
  body: ConfirmOrderBody;
}

/** The provider's word: paid (with the verified figures), still pending, or failed. */
export type VerifyResult =
  | { status: 'paid'; payment: VerifiedPayment }
  | { status: 'pending'; message: string }
  | { status: 'failed'; message: string };

/** Verifies an order's payment with one provider. Never trusts the body's paymentDetails. */
export type PaymentVerifier = (context: VerifyContext) => Promise<VerifyResult>;
