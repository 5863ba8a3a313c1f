import {
  type BillingAddress,
  billingFromShipping,
  gatewayAmount,
  gatewayCurrency,
  maskCardNumber,
  maskExpiry,
  maskSecurityCode,
  type OrderSummary,
  PAYMENT_ERROR_REDIRECT_MS,
  PAYMENT_SUCCESS_REDIRECT_MS,
  paths,
  resolveUsState,
  validateCardPayment,
} from '@souk/core';
import { t } from '@souk/ui';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { buttonClass } from '../../../components/button-class.js';
import { useAreaPath } from '../../../lib/area-path.js';
import { errorMessage } from '../../../lib/error-message.js';
import { storeCardPayment, storeOrderNumber } from '../../../stores/pending-payment.js';
import { useCreateCybersourcePayment } from '../api/create-cybersource-payment.js';

export interface CybersourceCardFormProps {
  summary: OrderSummary;
  sellerName: string;
  /** The seller's configured gateway currency; USD when none (spec §9). */
  currency?: string | undefined;
  /** The clock for the expiry year check; tests pin it. */
  now?: () => Date;
}

interface CardFields {
  number: string;
  expiry: string;
  securityCode: string;
  cardholderName: string;
}

type Outcome = { kind: 'success' } | { kind: 'error'; message: string };

const BILLING_FIELDS: readonly { name: keyof BillingAddress; label: string; autoComplete: string }[] = [
  { name: 'firstName', label: /*i18n*/ 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: /*i18n*/ 'Last Name', autoComplete: 'family-name' },
  { name: 'email', label: /*i18n*/ 'Email', autoComplete: 'email' },
  { name: 'phoneNumber', label: /*i18n*/ 'Phone Number', autoComplete: 'tel' },
  { name: 'address1', label: /*i18n*/ 'Address', autoComplete: 'address-line1' },
  { name: 'city', label: /*i18n*/ 'City', autoComplete: 'address-level2' },
  { name: 'state', label: /*i18n*/ 'State', autoComplete: 'address-level1' },
  { name: 'postalCode', label: /*i18n*/ 'Postal Code', autoComplete: 'postal-code' },
  { name: 'country', label: /*i18n*/ 'Country', autoComplete: 'country' },
];

const INPUT =
  'mt-1 block h-10 w-full rounded-lg border border-gray-300 px-3 text-sm text-ink focus:border-brand-600 focus:outline-2 focus:outline-brand-600';

/**
 * The card-form gateway (spec §4, §5): masked card fields, billing prefilled from the shipping info (gaps
 * filled again on submit), core's validation one message at a time; 'Payment Successful!' then the confirm
 * page after 2 s, or the error then the confirm page with status error after 3 s.
 */
export function CybersourceCardForm({
  summary,
  sellerName,
  currency,
  now = () => new Date(),
}: CybersourceCardFormProps) {
  const id = useId();
  const [card, setCard] = useState<CardFields>({
    number: '',
    expiry: '',
    securityCode: '',
    cardholderName: '',
  });
  const [billing, setBilling] = useState<BillingAddress>(() => billingFromShipping({}, summary.shippingInfo));
  const [error, setError] = useState<string | { state: string } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const pay = useCreateCybersourcePayment();
  const navigate = useNavigate();
  const area = useAreaPath();

  // spec §4, §9: leave for the confirm page after showing the result for a moment
  useEffect(() => {
    if (!outcome) return;
    const params =
      outcome.kind === 'success'
        ? { payment_method: 'cybersource', status: 'success', orderNumber: summary.orderNumber }
        : { payment_method: 'cybersource', status: 'error', error: outcome.message };
    const timer = setTimeout(
      () => navigate(area(paths.orderConfirm(sellerName, params))),
      outcome.kind === 'success' ? PAYMENT_SUCCESS_REDIRECT_MS : PAYMENT_ERROR_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [outcome, summary.orderNumber, sellerName, navigate, area]);

  function fail(message: string) {
    setError(message);
    setOutcome({ kind: 'error', message });
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateCardPayment(
      {
        card: {
          number: card.number,
          expirationMonth: card.expiry.slice(0, 2),
          expirationYear: card.expiry.slice(2),
          securityCode: card.securityCode,
          cardholderName: card.cardholderName,
        },
        billing: billingFromShipping(billing, summary.shippingInfo),
      },
      { now: now() },
    );
    if (!checked.ok) {
      // core words an unknown state with the shopper's own entry: the same rule, as a message with a value
      const state = billingFromShipping(billing, summary.shippingInfo).state.trim();
      const resolved = resolveUsState(state);
      setError(
        state !== '' && !resolved.ok && checked.message === resolved.message ? { state } : checked.message,
      );
      return;
    }
    setError(null);
    storeOrderNumber(summary.orderNumber);
    pay.mutate(
      {
        orderNumber: summary.orderNumber,
        ...(summary.sellerId ? { sellerId: summary.sellerId } : {}),
        amount: gatewayAmount(summary.total),
        currency: gatewayCurrency(currency),
        cardDetails: checked.value.cardDetails,
        billingAddress: checked.value.billingAddress,
      },
      {
        onSuccess: (response) => {
          if (!response.success) {
            fail(response.error?.trim() || /*i18n*/ 'Payment failed. Please try again.');
            return;
          }
          storeCardPayment({
            orderNumber: summary.orderNumber,
            ...(response.status ? { status: response.status } : {}),
            ...(response.transactionId ? { transactionId: response.transactionId } : {}),
          });
          setOutcome({ kind: 'success' });
        },
        onError: (failure) => fail(errorMessage(failure, /*i18n*/ 'CyberSource payment failed')),
      },
    );
  }

  if (outcome?.kind === 'success') {
    return (
      <div role="status" className="flex flex-col items-center gap-2 py-8 text-center [&_svg]:size-12">
        <CheckCircle2 aria-hidden="true" className="text-green-600" />
        <p className="text-xl font-semibold text-ink">{t('Payment Successful!')}</p>
        <p className="text-sm text-muted">{t('Taking you to your order confirmation...')}</p>
      </div>
    );
  }

  const busy = pay.isPending || outcome !== null;
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label={t('Card payment')}>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-ink">{t('Card Details')}</legend>
        <label className="text-sm font-medium text-ink sm:col-span-2" htmlFor={`${id}-number`}>
          {t('Card Number')}
          <input
            id={`${id}-number`}
            className={INPUT}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            value={card.number}
            onChange={(event) => setCard({ ...card, number: maskCardNumber(event.target.value) })}
          />
        </label>
        <label className="text-sm font-medium text-ink" htmlFor={`${id}-expiry`}>
          {t('Expiry (MMYY)')}
          <input
            id={`${id}-expiry`}
            className={INPUT}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('MMYY')}
            value={card.expiry}
            onChange={(event) => setCard({ ...card, expiry: maskExpiry(event.target.value) })}
          />
        </label>
        <label className="text-sm font-medium text-ink" htmlFor={`${id}-cvv`}>
          {t('Security Code')}
          <input
            id={`${id}-cvv`}
            className={INPUT}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={t('CVV')}
            value={card.securityCode}
            onChange={(event) => setCard({ ...card, securityCode: maskSecurityCode(event.target.value) })}
          />
        </label>
        <label className="text-sm font-medium text-ink sm:col-span-2" htmlFor={`${id}-holder`}>
          {t('Cardholder Name')}
          <input
            id={`${id}-holder`}
            className={INPUT}
            autoComplete="cc-name"
            value={card.cardholderName}
            onChange={(event) => setCard({ ...card, cardholderName: event.target.value })}
          />
        </label>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-ink">{t('Billing Information')}</legend>
        {BILLING_FIELDS.map((field) => (
          <label key={field.name} className="text-sm font-medium text-ink" htmlFor={`${id}-${field.name}`}>
            {t(field.label)}
            <input
              id={`${id}-${field.name}`}
              className={INPUT}
              autoComplete={field.autoComplete}
              value={billing[field.name]}
              onChange={(event) => setBilling({ ...billing, [field.name]: event.target.value })}
            />
          </label>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-700">
          {typeof error === 'string'
            ? t(error)
            : t(
                'Invalid state: "{state}" is not a valid US state. Please use a 2-letter state code (e.g., CA, NY, TX) or full state name.',
                { state: error.state },
              )}
        </p>
      )}
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={busy}>
        {pay.isPending ? t('Processing...') : t('Pay Now')}
      </button>
    </form>
  );
}
