import {
  type CapturePaypalBody,
  CapturePaypalResponseSchema,
  type ConfirmOrderBody,
  ConfirmOrderResponseSchema,
  type CreateCybersourcePaymentBody,
  CreateCybersourcePaymentResponseSchema,
  type CreateOfflinePaymentBody,
  CreateOfflinePaymentResponseSchema,
  type CreatePayfastPaymentBody,
  CreatePayfastPaymentResponseSchema,
  type CreatePaypalOrderBody,
  CreatePaypalOrderResponseSchema,
  type CreateStripePaymentBody,
  CreateStripePaymentResponseSchema,
  PaymentConfigResponseSchema,
  PaymentMethodsResponseSchema,
  PublicPaymentConfigResponseSchema,
} from '../schemas/payment.js';
import { type Http, path } from './http.js';

/**
 * Payment calls of spec §7: a shop's payment configuration and methods, the providers' payment calls
 * and the order confirmation.
 * @example
 * ```ts
 * const payment = createPaymentApi(createHttp({ baseUrl: 'http://localhost:8000/api' }));
 * await payment.getMethods('s1');
 * // GET http://localhost:8000/api/seller/s1/payment-methods
 * ```
 */
export function createPaymentApi(http: Http) {
  return {
    /** GET /seller/{sellerId}/payment-config/public */
    getPublicConfig: (sellerId: string) =>
      http.send({
        method: 'get',
        path: path`seller/${sellerId}/payment-config/public`,
        schema: PublicPaymentConfigResponseSchema,
        fallback: /*i18n*/ 'Failed to load payment configuration',
      }),

    /** GET /seller/{sellerId}/payment-methods */
    getMethods: (sellerId: string) =>
      http.send({
        method: 'get',
        path: path`seller/${sellerId}/payment-methods`,
        schema: PaymentMethodsResponseSchema,
        fallback: /*i18n*/ 'Failed to load payment configuration',
      }),

    /** GET /seller/{sellerId}/payment-config */
    getConfig: (sellerId: string) =>
      http.send({
        method: 'get',
        path: path`seller/${sellerId}/payment-config`,
        schema: PaymentConfigResponseSchema,
        fallback: /*i18n*/ 'Failed to load Stripe configuration',
      }),

    /** POST /order/create-payment → the card provider's client secret. */
    createStripePayment: (body: CreateStripePaymentBody) =>
      http.send({
        method: 'post',
        path: 'order/create-payment',
        json: body,
        schema: CreateStripePaymentResponseSchema,
        fallback: /*i18n*/ 'Failed to create payment',
      }),

    /** POST /payment/create-paypal-order → the wallet provider's order id. */
    createPaypalOrder: (body: CreatePaypalOrderBody) =>
      http.send({
        method: 'post',
        path: 'payment/create-paypal-order',
        json: body,
        schema: CreatePaypalOrderResponseSchema,
        fallback: /*i18n*/ 'PayPal payment failed. Please try again.',
      }),

    /** POST /payment/capture-paypal-payment */
    capturePaypalPayment: (body: CapturePaypalBody) =>
      http.send({
        method: 'post',
        path: 'payment/capture-paypal-payment',
        json: body,
        schema: CapturePaypalResponseSchema,
        fallback: /*i18n*/ 'Payment capture failed',
      }),

    /** PUT /order/order-confirm/{orderNumber} */
    confirmOrder: (orderNumber: string, body: ConfirmOrderBody) =>
      http.send({
        method: 'put',
        path: path`order/order-confirm/${orderNumber}`,
        json: body,
        schema: ConfirmOrderResponseSchema,
        fallback: 'Failed to confirm order',
      }),

    /** POST /payment/create-payfast-payment → the HTML form to submit. */
    createPayfastPayment: (body: CreatePayfastPaymentBody) =>
      http.send({
        method: 'post',
        path: 'payment/create-payfast-payment',
        json: body,
        schema: CreatePayfastPaymentResponseSchema,
        fallback: /*i18n*/ 'Failed to create PayFast payment',
      }),

    /** POST /payment/create-cybersource-payment (amount in minor units) */
    createCybersourcePayment: (body: CreateCybersourcePaymentBody) =>
      http.send({
        method: 'post',
        path: 'payment/create-cybersource-payment',
        json: body,
        schema: CreateCybersourcePaymentResponseSchema,
        fallback: /*i18n*/ 'CyberSource payment failed',
      }),

    /** POST /order/create-offline-payment (cash or eft) */
    createOfflinePayment: (body: CreateOfflinePaymentBody) =>
      http.send({
        method: 'post',
        path: 'order/create-offline-payment',
        json: body,
        schema: CreateOfflinePaymentResponseSchema,
        fallback: /*i18n*/ 'Failed to create offline payment',
      }),
  };
}
/**
 * The payment calls {@link createPaymentApi} returns.
 * @example const payment: PaymentApi = createPaymentApi(createHttp({ baseUrl: LOCAL_API_URL }));
 */
export type PaymentApi = ReturnType<typeof createPaymentApi>;
