import type { OrderSummary } from '@souk/core';
import { t } from '@souk/ui';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { errorMessage } from '../../../lib/error-message.js';
import { storeOrderNumber } from '../../../stores/pending-payment.js';
import { useCreatePayfastPayment } from '../api/create-payfast-payment.js';

/** Spec §8 regional gateway texts. */
const FORM_FAILED = /*i18n*/ 'PayFast form generation failed';
const CREATE_FAILED = /*i18n*/ 'Failed to create PayFast payment';

/**
 * Submits the gateway's HTML form, which takes the shopper to the gateway. Parsed rather than injected as
 * markup, so only the form and its inputs reach the page, never a script.
 */
function submitGatewayForm(html: string): boolean {
  const parsed = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
  if (!parsed) return false;
  const form = document.createElement('form');
  form.method = parsed.getAttribute('method') || 'post';
  form.action = parsed.getAttribute('action') ?? '';
  form.hidden = true;
  for (const field of parsed.querySelectorAll('input')) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  return true;
}

/** The regional gateway (spec §2, §7): the server builds the payment form, the page submits it. */
export function PayfastPayment({ summary, sellerName }: { summary: OrderSummary; sellerName: string }) {
  const [error, setError] = useState<string | null>(null);
  const create = useCreatePayfastPayment();
  const [firstName = '', ...rest] = summary.shippingInfo?.name?.trim().split(/\s+/) ?? [];

  function start() {
    setError(null);
    storeOrderNumber(summary.orderNumber);
    create.mutate(
      {
        name_first: firstName,
        name_last: rest.join(' '),
        email_address: summary.shippingInfo?.email ?? '',
        amount: summary.total,
        item_name: `Order ${summary.orderNumber}`,
        m_payment_id: summary.orderNumber,
        orderNumber: summary.orderNumber,
        sellerId: summary.sellerId,
        sellerName,
      },
      {
        onSuccess: (response) => {
          if (!submitGatewayForm(response.form)) setError(FORM_FAILED);
        },
        onError: (failure) => setError(errorMessage(failure, CREATE_FAILED)),
      },
    );
  }

  const redirecting = create.isPending || (create.isSuccess && !error);
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        {t('You will be taken to PayFast to complete your payment securely.')}
      </p>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-700">
          {t(error)}
        </p>
      )}
      <button
        type="button"
        className={buttonClass('primary', 'lg', 'w-full')}
        disabled={redirecting}
        onClick={start}
      >
        {redirecting ? t('Redirecting to PayFast...') : error ? t('Retry') : t('Pay with PayFast')}
      </button>
    </div>
  );
}
