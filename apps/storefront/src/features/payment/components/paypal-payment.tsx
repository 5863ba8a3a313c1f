import {
  formatMoney,
  fromCents,
  type OrderSummary,
  paths,
  toCents,
  WALLET_CURRENCY,
  walletAmount,
} from '@souk/core';
import { Spinner, t } from '@souk/ui';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAreaPath } from '../../../lib/area-path.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useFormatMoney } from '../../../shop/components/use-format-money.js';
import { storeOrderNumber } from '../../../stores/pending-payment.js';
import { useCapturePaypalPayment } from '../api/capture-paypal-payment.js';
import { useCreatePaypalOrder } from '../api/create-paypal-order.js';
import { paymentKeys } from '../api/payment-keys.js';
import { FlowError } from './flow-error.js';
import type { PaypalFailure } from './paypal-buttons.js';
import { useMethodSetup } from './use-method-setup.js';

/** Spec §8 wallet texts. */
const CONFIG_FAILED = /*i18n*/ 'Failed to load PayPal configuration';
const NOT_CONFIGURED = /*i18n*/ 'PayPal is not enabled or configured for this seller';
const PAYMENT_FAILED = /*i18n*/ 'PayPal payment failed. Please try again.';
const CAPTURE_FAILED = /*i18n*/ 'Payment capture failed';
const FAILURE_TEXTS: Record<PaypalFailure, string> = {
  load: /*i18n*/ 'PayPal components failed to load',
  render: /*i18n*/ 'Failed to render PayPal button',
  payment: PAYMENT_FAILED,
};

export interface PaypalPaymentProps {
  summary: OrderSummary;
  sellerName: string;
  sellerId: string;
}

/**
 * Wallet payment (spec §4 Wallet payment, §7, §9): the provider's buttons in USD for the order total times
 * the seller's exchange rate; the server creates the provider's order, and after the buyer approves it
 * captures the payment and confirms the order; then the confirm page, with status success (and
 * order_confirmed=false when confirming failed) or status error with the error text. Try Again starts over.
 */
export function PaypalPayment(props: PaypalPaymentProps) {
  const [attempt, setAttempt] = useState(0);
  return <PaypalFlow key={attempt} {...props} onRetry={() => setAttempt((count) => count + 1)} />;
}

function PaypalFlow({
  summary,
  sellerName,
  sellerId,
  onRetry,
}: PaypalPaymentProps & { onRetry: () => void }) {
  const setup = useMethodSetup('paypal', sellerId, CONFIG_FAILED);
  const money = useFormatMoney();
  const paypal = setup.kind === 'ready' ? setup.config.paypal : undefined;
  const clientId = paypal?.isEnabled ? paypal.clientId?.trim() : undefined;
  // the SDK and its React wrapper are fetched only once the wallet flow is shown
  const buttons = useQuery({
    queryKey: paymentKeys.paypalButtons(),
    queryFn: () => import('./paypal-buttons.js'),
    enabled: Boolean(clientId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const createOrder = useCreatePaypalOrder();
  const capture = useCapturePaypalPayment();
  const navigate = useNavigate();
  const area = useAreaPath();
  const [error, setError] = useState<string | null>(null);
  // the first reason wins: the SDK reports a failed createOrder again, without the server's words
  const fail = useCallback(
    (failure: PaypalFailure) => setError((shown) => shown ?? FAILURE_TEXTS[failure]),
    [],
  );

  if (setup.kind === 'failed') return <FlowError message={setup.message} onRetry={onRetry} />;
  if (setup.kind === 'loading') return <Spinner label={t('Loading PayPal')} />;
  if (!paypal || !clientId) return <FlowError message={NOT_CONFIGURED} onRetry={onRetry} />;
  if (error) return <FlowError message={error} onRetry={onRetry} />;
  if (buttons.isError) return <FlowError message={FAILURE_TEXTS.load} onRetry={onRetry} />;

  const wallet = walletAmount(toCents(summary.total), paypal.exchangeRate);

  async function startOrder(): Promise<string> {
    storeOrderNumber(summary.orderNumber);
    try {
      const { orderId } = await createOrder.mutateAsync({
        orderNumber: summary.orderNumber,
        sellerId,
        price: fromCents(wallet.amountCents),
        shippingInfo: summary.shippingInfo,
      });
      return orderId;
    } catch (failure) {
      setError(errorMessage(failure, PAYMENT_FAILED));
      throw failure;
    }
  }

  async function approve(orderId: string): Promise<void> {
    const toConfirm = (params: Record<string, string | boolean>) =>
      navigate(area(paths.orderConfirm(sellerName, { payment_method: 'paypal', ...params })));
    try {
      const { orderConfirmed } = await capture.mutateAsync({
        orderId,
        sellerId,
        orderNumber: summary.orderNumber,
        wallet,
      });
      toConfirm({ status: 'success', ...(orderConfirmed ? {} : { order_confirmed: false }) });
    } catch (failure) {
      toConfirm({ status: 'error', error: errorMessage(failure, CAPTURE_FAILED) });
    }
  }

  if (capture.isPending || capture.isSuccess) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-muted">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600" />
        {t('Completing your PayPal payment...')}
      </p>
    );
  }

  const Buttons = buttons.data?.PaypalButtons;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        {t('You will pay')}{' '}
        <strong className="text-ink">
          {formatMoney(wallet.amountCents, { currency: WALLET_CURRENCY })} {WALLET_CURRENCY}
        </strong>{' '}
        {t('with PayPal')}
        {wallet.exchangeRateApplied &&
          ` ${t('({amount} at the exchange rate {rate})', {
            amount: money(wallet.originalAmountCents, summary.products[0]?.currency),
            rate: String(wallet.exchangeRate),
          })}`}
        .
      </p>
      {Buttons ? (
        <Buttons clientId={clientId} createOrder={startOrder} onApprove={approve} onFailure={fail} />
      ) : (
        <Spinner label={t('Loading PayPal')} />
      )}
    </div>
  );
}
