import { createPaymentApi, type PaymentApi } from '@souk/core';
import { wireApiArea } from './api-area.js';

/** The payment calls of spec §7, wired apart from `api`: only the payment and confirmation screens make them. */
export let paymentApi: PaymentApi = wireApiArea(createPaymentApi, (area) => {
  paymentApi = area;
});
