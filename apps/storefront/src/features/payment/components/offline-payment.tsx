import {
  type BankDetails,
  type OrderSummary,
  offlinePaymentValue,
  paths,
  validateOfflineMethod,
} from '@souk/core';
import { t, toast } from '@souk/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { buttonClass } from '../../../components/button-class.js';
import { useAreaPath } from '../../../lib/area-path.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useCreateOfflinePayment } from '../api/create-offline-payment.js';

export interface OfflinePaymentProps {
  /** The chosen tile: `eft` or `cashOnDelivery`; anything else is refused (spec §5). */
  method: string | null;
  summary: OrderSummary;
  sellerName: string;
  bankDetails?: BankDetails | undefined;
  instructions?: string | undefined;
}

/**
 * Bank transfer and cash on delivery (spec §4 Offline payment): the bank details and the seller's
 * instructions, then a payment awaiting the seller's approval; its reference goes to the confirm page.
 */
export function OfflinePayment({
  method,
  summary,
  sellerName,
  bankDetails,
  instructions,
}: OfflinePaymentProps) {
  const [error, setError] = useState<string | null>(null);
  const create = useCreateOfflinePayment();
  const navigate = useNavigate();
  const area = useAreaPath();
  const isBankTransfer = method === 'eft';
  const bankRows = Object.entries(bankDetails ?? {}).filter(([, value]) => value.trim() !== '');

  function submit() {
    const checked = validateOfflineMethod(offlinePaymentValue(method));
    if (!checked.ok) {
      setError(checked.message);
      toast.error(t(checked.message));
      return;
    }
    setError(null);
    create.mutate(
      {
        orderNumber: summary.orderNumber,
        price: summary.total,
        paymentMethod: checked.value,
        bankDetails: checked.value === 'eft' ? (bankDetails ?? null) : null,
        ...(summary.sellerId ? { sellerId: summary.sellerId } : {}),
      },
      {
        onSuccess: (response) => {
          navigate(
            area(
              paths.orderConfirm(sellerName, {
                payment_method: method,
                payment_reference: response.paymentReference,
              }),
            ),
          );
        },
        onError: (failure) => {
          const message = errorMessage(failure, /*i18n*/ 'Failed to process offline payment');
          setError(message);
          toast.error(t(message));
        },
      },
    );
  }

  return (
    <div className="space-y-4">
      {isBankTransfer && (
        <section aria-labelledby="bank-details-title" className="rounded-lg bg-gray-50 p-4">
          <h3 id="bank-details-title" className="font-semibold text-ink">
            {t('Bank Details')}
          </h3>
          {bankRows.length > 0 ? (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {bankRows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted">{label}</dt>
                  <dd className="font-medium break-all text-ink">{value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-2 text-sm text-muted">{t('The seller will send you their bank details.')}</p>
          )}
          <p className="mt-3 text-sm text-muted">
            {t('Use your order number')} <strong className="text-ink">{summary.orderNumber}</strong>{' '}
            {t('as the payment reference.')}
          </p>
        </section>
      )}
      {instructions?.trim() && (
        <section
          aria-label={t('Payment instructions')}
          className="rounded-lg bg-brand-50 p-4 text-sm text-ink"
        >
          <h3 className="font-semibold">{t('Instructions')}</h3>
          <p className="mt-1 whitespace-pre-line">{instructions}</p>
        </section>
      )}
      <p className="text-sm text-muted">
        {t('Your order will be confirmed once the seller approves your payment.')}
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {t(error)}
        </p>
      )}
      <button
        type="button"
        className={buttonClass('primary', 'lg', 'w-full')}
        disabled={create.isPending}
        onClick={submit}
      >
        {create.isPending ? t('Processing...') : t('Place Order')}
      </button>
    </div>
  );
}
