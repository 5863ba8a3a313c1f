import {
  defaultPaymentMethod,
  isOfflineMethod,
  NO_PAYMENT_METHODS_TITLE,
  type OrderSummary,
  orderedPaymentMethods,
  type PaymentMethodId,
  paths,
} from '@souk/core';
import { Spinner, t, toast } from '@souk/ui';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { buttonClass } from '../../../components/button-class.js';
import { CheckoutProgress } from '../../../components/checkout-progress.js';
import { ConnectionRequiredNotice } from '../../../components/connection-required-notice.js';
import { useAreaPath } from '../../../lib/area-path.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useOnline } from '../../../lib/use-online.js';
import { usePaymentMethods } from '../api/get-payment-methods.js';
import { usePublicPaymentConfig } from '../api/get-public-payment-config.js';
import { CybersourceCardForm } from './cybersource-card-form.js';
import { OfflinePayment } from './offline-payment.js';
import { PayfastPayment } from './payfast-payment.js';
import { PaymentMethodTiles } from './payment-method-tiles.js';
import { PaymentOrderSummary } from './payment-order-summary.js';
import { PaypalPayment } from './paypal-payment.js';
import { StripePayment } from './stripe-payment.js';

/** Spec §2 Payment: the toast when the page is opened without an order summary. */
export const NO_ORDER_DATA_MESSAGE =
  /*i18n*/ 'No order data found. Please complete your order from the beginning.';

export interface PaymentPageProps {
  shop: { id: string; name: string };
  /** The order summary from navigation state; `null` sends the shopper back to /shipping. */
  summary: OrderSummary | null;
}

/**
 * The payment page `/{sellerName}/payment` (spec §2 Payment, §4 Payment method selection): progress bar,
 * the seller's enabled methods as tiles (first one selected), the chosen method's flow, the side summary
 * and the secure-checkout note.
 */
export function PaymentPage({ shop, summary }: PaymentPageProps) {
  const area = useAreaPath();
  useEffect(() => {
    if (!summary) toast.error(t(NO_ORDER_DATA_MESSAGE));
  }, [summary]);
  if (!summary) return <Navigate to={area(paths.shipping(shop.name))} replace />;
  return <PaymentScreen shop={shop} summary={summary} />;
}

function PaymentScreen({ shop, summary }: { shop: { id: string; name: string }; summary: OrderSummary }) {
  const sellerId = summary.sellerId || shop.id;
  const methods = usePaymentMethods(sellerId);
  const publicConfig = usePublicPaymentConfig(sellerId);
  const [chosen, setChosen] = useState<PaymentMethodId | null>(null);
  // issue 22: every method pays through the server or the provider: nothing can be paid offline
  const online = useOnline();

  const settings = methods.data
    ? { enabledMethods: methods.data.enabledMethods, paymentMethodOrder: methods.data.paymentMethodOrder }
    : {};
  const tiles = orderedPaymentMethods(settings);
  const selected = chosen && tiles.includes(chosen) ? chosen : defaultPaymentMethod(settings);
  const config = { ...methods.data?.config, ...publicConfig.data?.config };

  let body: React.ReactNode;
  if (methods.isPending) {
    body = (
      <div className="flex justify-center py-10">
        <Spinner label={t('Loading payment methods')} />
      </div>
    );
  } else if (methods.isError) {
    body = (
      <div role="alert" className="space-y-3 py-6 text-center">
        <p className="text-red-700">
          {t(errorMessage(methods.error, /*i18n*/ 'Failed to load payment configuration'))}
        </p>
        <button type="button" className={buttonClass('outline')} onClick={() => methods.refetch()}>
          {t('Try Again')}
        </button>
      </div>
    );
  } else if (tiles.length === 0) {
    body = (
      <div className="py-8 text-center">
        <h2 className="text-lg font-semibold text-ink">{t(NO_PAYMENT_METHODS_TITLE)}</h2>
        <p className="mt-2 text-sm text-muted">
          {t(
            'This seller has not configured any payment methods yet. Please contact the seller to complete your order.',
          )}
        </p>
      </div>
    );
  } else {
    body = (
      <div className="space-y-6">
        <PaymentMethodTiles methods={tiles} selected={selected} onSelect={setChosen} />
        <div className="border-t border-gray-200 pt-6">
          <MethodFlow
            method={selected}
            summary={summary}
            sellerName={shop.name}
            sellerId={sellerId}
            config={config}
          />
        </div>
      </div>
    );
  }

  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <CheckoutProgress current="Payment" />
      <h1 className="text-2xl font-bold text-ink">{t('Payment')}</h1>
      <ConnectionRequiredNotice />
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <section
          aria-label={t('Payment method')}
          inert={!online}
          className={`rounded-xl border border-gray-200 bg-white p-5${online ? '' : ' opacity-60'}`}
        >
          {body}
        </section>
        <aside className="space-y-4">
          <PaymentOrderSummary summary={summary} />
          <p className="flex items-start gap-2 rounded-xl bg-green-50 p-4 text-sm text-green-800 [&_svg]:size-5 [&_svg]:shrink-0">
            <ShieldCheck aria-hidden="true" />
            <span>
              <strong className="font-semibold">{t('Secure checkout.')}</strong>{' '}
              {t(
                'Your payment details are encrypted and sent straight to the payment provider; we never store your card number.',
              )}
            </span>
          </p>
        </aside>
      </div>
    </main>
  );
}

type MethodConfig = {
  clientUrl?: string | undefined;
  bankTransfer?: { bankDetails?: Record<string, string>; instructions?: string | undefined } | undefined;
  cashOnDelivery?: { instructions?: string | undefined } | undefined;
  cybersource?: { currency?: string | undefined } | undefined;
};

function MethodFlow({
  method,
  summary,
  sellerName,
  sellerId,
  config,
}: {
  method: PaymentMethodId | null;
  summary: OrderSummary;
  sellerName: string;
  sellerId: string;
  config: MethodConfig;
}) {
  if (method === null) return null;
  if (isOfflineMethod(method)) {
    return (
      <OfflinePayment
        method={method}
        summary={summary}
        sellerName={sellerName}
        bankDetails={method === 'eft' ? config.bankTransfer?.bankDetails : undefined}
        instructions={
          method === 'eft' ? config.bankTransfer?.instructions : config.cashOnDelivery?.instructions
        }
      />
    );
  }
  if (method === 'cybersource') {
    return (
      <CybersourceCardForm
        summary={summary}
        sellerName={sellerName}
        currency={config.cybersource?.currency}
      />
    );
  }
  if (method === 'payfast') return <PayfastPayment summary={summary} sellerName={sellerName} />;
  if (method === 'paypal')
    return <PaypalPayment summary={summary} sellerName={sellerName} sellerId={sellerId} />;
  // the card provider (stripe), the one method left
  return (
    <StripePayment
      summary={summary}
      sellerName={sellerName}
      sellerId={sellerId}
      clientUrl={config.clientUrl}
    />
  );
}
