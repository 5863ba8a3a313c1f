import { t } from '@souk/ui';
import type { Stripe, StripeElements, StripeError } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';

/** Spec §8 card payment: any failure that is not the provider's card or validation error. */
export const UNEXPECTED_ERROR = /*i18n*/ 'An unexpected error occurred';
/** Spec §4 card payment: the pay button while submitting. */
export const SUBMITTING_LABEL = /*i18n*/ 'Loading.....';

/** Spec §8: card and validation errors are the provider's own words; anything else is ours. */
function providerMessage(error: StripeError): string {
  const own = error.type === 'card_error' || error.type === 'validation_error';
  return own && error.message?.trim() ? error.message : UNEXPECTED_ERROR;
}

export interface StripeCardFormProps {
  stripe: Stripe;
  clientSecret: string;
  /** Where the provider sends the shopper back: `{clientUrl}/{sellerName}/order/confirm`. */
  returnUrl: string;
  /** Runs right before the provider takes over (the order number must be stored by then). */
  onLeave: () => void;
}

/**
 * The card provider's payment form (spec §4 Card payment): its Payment Element for the client secret, then
 * `confirmPayment`, which leaves for the return address on success or answers with an error shown here.
 */
export function StripeCardForm({ stripe, clientSecret, returnUrl, onLeave }: StripeCardFormProps) {
  const container = useRef<HTMLDivElement>(null);
  const elementsRef = useRef<StripeElements | null>(null);
  const [ready, setReady] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    const elements = stripe.elements({ clientSecret });
    const element = elements.create('payment');
    element.on('ready', () => setReady(true));
    element.on('loaderror', (event) => setError(providerMessage(event.error)));
    element.mount(target);
    elementsRef.current = elements;
    return () => {
      elementsRef.current = null;
      setReady(false);
      element.destroy();
    };
  }, [stripe, clientSecret]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const elements = elementsRef.current;
    if (!elements) return;
    setError(null);
    setSubmitting(true);
    onLeave();
    try {
      const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
      // without an error the provider is already taking the shopper to the return address
      if (result.error) {
        setError(providerMessage(result.error));
        setSubmitting(false);
      }
    } catch {
      setError(UNEXPECTED_ERROR);
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t('Card payment')} className="space-y-4">
      <div ref={container} />
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-700">
          {t(error)}
        </p>
      )}
      <button
        type="submit"
        className={buttonClass('primary', 'lg', 'w-full')}
        disabled={!ready || submitting}
      >
        {submitting ? t(SUBMITTING_LABEL) : t('Pay Now')}
      </button>
    </form>
  );
}
