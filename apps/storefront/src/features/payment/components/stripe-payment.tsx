import { type OrderSummary, type PublicPaymentConfig, paths } from '@souk/core';
import { t } from '@souk/ui';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { useAreaPath } from '../../../lib/area-path.js';
import { errorMessage } from '../../../lib/error-message.js';
import { storeOrderNumber } from '../../../stores/pending-payment.js';
import { useCreateStripePayment } from '../api/create-stripe-payment.js';
import { useStripeConfig } from '../api/get-stripe-config.js';
import { FlowError } from './flow-error.js';
import { StripeCardForm, SUBMITTING_LABEL } from './stripe-card-form.js';
import { useMethodSetup } from './use-method-setup.js';
import { useStripeJs } from './use-stripe-js.js';

/** Spec §8 card payment texts. */
const LOADING = /*i18n*/ 'Loading Stripe...';
const METHODS_FAILED = /*i18n*/ 'Failed to load payment configuration';
const CONFIG_FAILED = /*i18n*/ 'Failed to load Stripe configuration';
const NOT_CONFIGURED = /*i18n*/ 'Stripe is not configured for this seller';
const NOT_CONFIGURED_OR_ENABLED = /*i18n*/ 'Stripe is not configured or enabled for this seller';
const NO_PUBLISHABLE_KEY = /*i18n*/ 'Stripe publishable key is not configured for this seller';
const CREATE_FAILED = /*i18n*/ 'Failed to create payment';

/** The seller's card provider settings as spec §8 words each gap; the publishable key when complete. */
function publishableKeyOf(
  stripe: PublicPaymentConfig['stripe'],
): { ok: true; key: string } | { ok: false; message: string } {
  if (!stripe) return { ok: false, message: NOT_CONFIGURED };
  if (!stripe.isEnabled) return { ok: false, message: NOT_CONFIGURED_OR_ENABLED };
  const key = stripe.publishableKey?.trim();
  return key ? { ok: true, key } : { ok: false, message: NO_PUBLISHABLE_KEY };
}

export interface StripePaymentProps {
  summary: OrderSummary;
  sellerName: string;
  sellerId: string;
  /** The shop's public address from the public payment configuration; this page's origin when unknown. */
  clientUrl?: string | undefined;
}

/**
 * Card payment through the card provider (spec §4 Card payment, §7): the seller's settings and Stripe.js
 * load ('Loading Stripe...'), Start Payment asks the server for a client secret, then the provider's form
 * confirms the payment and returns the shopper to `{clientUrl}/{sellerName}/order/confirm`. Try Again
 * starts the whole flow over.
 */
export function StripePayment(props: StripePaymentProps) {
  const [attempt, setAttempt] = useState(0);
  return <StripeFlow key={attempt} {...props} onRetry={() => setAttempt((count) => count + 1)} />;
}

function StripeFlow({
  summary,
  sellerName,
  sellerId,
  clientUrl,
  onRetry,
}: StripePaymentProps & { onRetry: () => void }) {
  const setup = useMethodSetup('stripe', sellerId, METHODS_FAILED);
  const config = useStripeConfig(setup.kind === 'ready' ? sellerId : '');
  const keyCheck = config.data ? publishableKeyOf(config.data.config.stripe) : null;
  const stripe = useStripeJs(keyCheck?.ok ? keyCheck.key : undefined);
  const create = useCreateStripePayment();
  const area = useAreaPath();

  let problem: string | null = null;
  if (setup.kind === 'failed') problem = setup.message;
  else if (config.isError) problem = errorMessage(config.error, CONFIG_FAILED);
  else if (keyCheck && !keyCheck.ok) problem = keyCheck.message;
  else if (stripe.isError) problem = CONFIG_FAILED;
  else if (create.isError) problem = errorMessage(create.error, CREATE_FAILED);
  if (problem) return <FlowError message={problem} onRetry={onRetry} />;

  if (!stripe.data) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-muted">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-600" />
        {t(LOADING)}
      </p>
    );
  }

  if (create.data) {
    // the admin area keeps its prefix on the way back from the provider
    const origin = (clientUrl?.trim() || window.location.origin).replace(/\/+$/, '');
    return (
      <StripeCardForm
        stripe={stripe.data}
        clientSecret={create.data.clientSecret}
        returnUrl={`${origin}${area(paths.orderConfirm(sellerName))}`}
        onLeave={() => storeOrderNumber(summary.orderNumber)}
      />
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        {t('Pay securely by credit or debit card. Your card details go straight to Stripe.')}
      </p>
      <button
        type="button"
        className={buttonClass('primary', 'lg', 'w-full')}
        disabled={create.isPending}
        onClick={() =>
          create.mutate({
            orderNumber: summary.orderNumber,
            sellerId,
            price: summary.total,
            shippingInfo: summary.shippingInfo,
          })
        }
      >
        {create.isPending ? t(SUBMITTING_LABEL) : t('Start Payment')}
      </button>
    </div>
  );
}
