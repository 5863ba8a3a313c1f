import { type CapturePaypalResponse, fromCents, type PaymentDetails, type WalletAmount } from '@souk/core';
import { useMutation } from '@tanstack/react-query';
import { paymentApi } from '../../../lib/payment-api.js';

export interface CapturePaypalInput {
  /** The wallet provider's order id the buyer approved. */
  orderId: string;
  sellerId: string;
  /** The shop's order number, confirmed once the capture succeeded. */
  orderNumber: string;
  /** What the buyer was charged (core's `walletAmount`). */
  wallet: WalletAmount;
}

function moneyValue(money: { value: string } | undefined): number | undefined {
  const value = money ? Number(money.value) : Number.NaN;
  return Number.isFinite(value) ? value : undefined;
}

/** The payment details sent with the confirmation; spec §9: fee and net amount from the capture breakdown. */
function paypalPaymentDetails(input: CapturePaypalInput, captured: CapturePaypalResponse): PaymentDetails {
  const capture = captured.capture;
  const breakdown = capture?.seller_receivable_breakdown;
  return {
    ...(capture?.id ? { transactionId: capture.id } : {}),
    paymentId: input.orderId,
    amount: fromCents(input.wallet.amountCents),
    originalAmount: fromCents(input.wallet.originalAmountCents),
    exchangeRate: input.wallet.exchangeRate,
    exchangeRateApplied: input.wallet.exchangeRateApplied,
    fee: moneyValue(breakdown?.paypal_fee),
    netAmount: moneyValue(breakdown?.net_amount),
    gateway: 'paypal',
    ...(capture?.status ? { status: capture.status } : {}),
  };
}

/**
 * After the buyer approved (spec §4 Wallet payment, §7): captures the payment, then confirms the order.
 * A failed capture fails the call; a failed confirmation only reports `orderConfirmed: false`, as the
 * confirm page confirms again.
 */
export function useCapturePaypalPayment() {
  return useMutation({
    mutationFn: async (input: CapturePaypalInput) => {
      const captured = await paymentApi.capturePaypalPayment({
        orderId: input.orderId,
        sellerId: input.sellerId,
      });
      try {
        const confirmed = await paymentApi.confirmOrder(input.orderNumber, {
          paymentMethod: 'paypal',
          paymentDetails: paypalPaymentDetails(input, captured),
        });
        return { orderConfirmed: confirmed.success };
      } catch {
        return { orderConfirmed: false };
      }
    },
  });
}
