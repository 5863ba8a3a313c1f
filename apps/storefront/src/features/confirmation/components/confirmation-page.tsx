import {
  CONFIRMATION_TIMEOUT_MS,
  type ConfirmationStatus,
  confirmationState,
  type OrderConfirmationProgress,
  paths,
  readConfirmationQuery,
} from '@souk/core';
import { Spinner, t } from '@souk/ui';
import { RouterLink } from '@souk/web';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, Loader, XCircle } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { buttonClass } from '../../../components/button-class.js';
import { useAreaPath } from '../../../lib/area-path.js';
import { errorMessage } from '../../../lib/error-message.js';
import { clearCachedCarts } from '../../../shop/api/get-cart.js';
import {
  removeStoredOrderNumber,
  storedCardPayment,
  storedOrderNumber,
} from '../../../stores/pending-payment.js';
import { useConfirmOrder } from '../api/confirm-order.js';
import { useCardProviderIntent } from '../api/get-card-provider-intent.js';

const ICONS: Record<ConfirmationStatus, React.ReactNode> = {
  loading: <Loader className="animate-spin text-brand-600" />,
  succeeded: <CheckCircle2 className="text-green-600" />,
  processing: <Clock className="text-blue-600" />,
  pending: <Clock className="text-amber-500" />,
  failed: <XCircle className="text-red-600" />,
};

const TROUBLESHOOTING_TIPS = [
  /*i18n*/ 'Check that your card details and billing address are correct.',
  /*i18n*/ 'Make sure your card has enough funds and allows online payments.',
  /*i18n*/ 'Try another payment method from your order.',
  /*i18n*/ 'If you were charged, contact the seller with your order number.',
];

/** Methods whose result the card provider holds: any method the page does not handle itself (core rule 5). */
function usesCardProvider(query: ReturnType<typeof readConfirmationQuery>): boolean {
  if (query.payment_reference) return false;
  return !['paypal', 'payfast', 'cybersource'].includes(query.payment_method ?? '');
}

/**
 * The payment confirmation page `/{sellerName}/order/confirm` (spec §2, §4), driven by core's
 * `confirmationState`: loading, succeeded, processing, pending, failed, the 10 s time-out; when the state
 * asks for it, the order is confirmed, then the stored order number removed, the cart cleared and the
 * shopper sent to My Orders.
 */
export function ConfirmationPage({ shop }: { shop: { id: string; name: string } }) {
  const [params] = useSearchParams();
  const query = readConfirmationQuery(params);
  const [stored] = useState(() => ({ orderNumber: storedOrderNumber(), cardPayment: storedCardPayment() }));
  const [timedOut, setTimedOut] = useState(false);
  const cardProvider = useCardProviderIntent(
    shop.id,
    query.payment_intent_client_secret ?? undefined,
    usesCardProvider(query),
  );
  const confirm = useConfirmOrder();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const area = useAreaPath();
  const started = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), CONFIRMATION_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  let confirmation: OrderConfirmationProgress | undefined;
  if (confirm.isError) confirmation = { kind: 'failed', message: errorMessage(confirm.error, '') || null };
  else if (confirm.isSuccess) confirmation = { kind: 'confirmed' };
  else if (confirm.isPending || started.current) confirmation = { kind: 'started' };

  const state = confirmationState({
    query,
    storedOrderNumber: stored.orderNumber,
    storedCardPayment: stored.cardPayment,
    cardProvider,
    ...(confirmation ? { confirmation } : {}),
    elapsedMs: timedOut ? CONFIRMATION_TIMEOUT_MS : 0,
  });

  const { action, orderNumber, paymentMethod, paymentIntentId } = state;
  useEffect(() => {
    if (action !== 'confirm' || !orderNumber || started.current) return;
    started.current = true;
    confirm.mutate(
      {
        orderNumber,
        body: { paymentMethod: paymentMethod ?? 'stripe', ...(paymentIntentId ? { paymentIntentId } : {}) },
      },
      {
        onSuccess: () => {
          removeStoredOrderNumber();
          // the counts read 0 at once; My Orders opens without waiting for the carts to be fetched again
          void clearCachedCarts(queryClient);
          navigate(area(paths.myOrders(shop.name)), { replace: true });
        },
      },
    );
  }, [action, orderNumber, paymentMethod, paymentIntentId, confirm, queryClient, navigate, area, shop.name]);

  const confirming = confirm.isPending;
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <section
        aria-live="polite"
        className="flex flex-col items-center gap-3 rounded-xl border border-gray-200 bg-white p-8 text-center [&>span_svg]:size-14"
      >
        <span aria-hidden="true">{ICONS[state.status]}</span>
        <h1 className="text-2xl font-bold text-ink">{state.title && t(state.title)}</h1>
        <p className="text-muted">{t(state.message)}</p>
        {state.orderNumber && (
          <p className="text-sm text-ink">
            {t('Order Number:')} <strong className="font-mono">{state.orderNumber}</strong>
          </p>
        )}
        {(state.status === 'pending' || state.status === 'processing') && (
          <p className="text-sm text-muted">
            {t('Your order will be processed within 24 hours of payment approval.')}
          </p>
        )}
        {confirming && <Spinner label={t('Confirming your order')} />}
        {state.status === 'failed' ? (
          <>
            <div className="mt-2 flex flex-wrap justify-center gap-3">
              <RouterLink href={area(paths.myOrders(shop.name))} className={buttonClass('primary')}>
                {t('Back to Orders')}
              </RouterLink>
              <RouterLink href={area(paths.shop(shop.name))} className={buttonClass('outline')}>
                {t('Return to Home')}
              </RouterLink>
            </div>
            <div className="mt-4 w-full rounded-lg bg-gray-50 p-4 text-start text-sm">
              <h2 className="font-semibold text-ink">{t('Troubleshooting tips')}</h2>
              <ul className="mt-2 list-disc space-y-1 ps-5 text-muted">
                {TROUBLESHOOTING_TIPS.map((tip) => (
                  <li key={tip}>{t(tip)}</li>
                ))}
              </ul>
            </div>
          </>
        ) : (
          state.status !== 'loading' &&
          !confirming && (
            <div className="mt-2 flex flex-wrap justify-center gap-3">
              <RouterLink href={area(paths.myOrders(shop.name))} className={buttonClass('primary')}>
                {t('View My Orders')}
              </RouterLink>
              <RouterLink href={area(paths.shop(shop.name))} className={buttonClass('outline')}>
                {t('Continue Shopping')}
              </RouterLink>
            </div>
          )
        )}
      </section>
    </div>
  );
}
