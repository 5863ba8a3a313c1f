import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { WALLET_CURRENCY } from '@souk/core';
import { Spinner, t } from '@souk/ui';
import { useEffect } from 'react';

/** How the wallet provider's buttons failed: its script, its button, or the payment. */
export type PaypalFailure = 'load' | 'render' | 'payment';

export interface PaypalButtonsProps {
  clientId: string;
  /** Creates the provider's order through the server; resolves to its id. */
  createOrder: () => Promise<string>;
  /** The buyer approved the provider's order. */
  onApprove: (orderId: string) => Promise<void>;
  onFailure: (failure: PaypalFailure) => void;
}

/** Spec §8: the buyer closing the provider's popup is not an error. */
function isPopupClosed(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String((error as { message?: unknown })?.message);
  return /popup|window (is |was )?closed/i.test(message);
}

/**
 * The wallet provider's buttons with its SDK (loaded from the provider when this module is first used;
 * only the payment page imports it, dynamically). Currency is always USD (spec §9).
 */
export function PaypalButtons({ clientId, ...handlers }: PaypalButtonsProps) {
  return (
    <PayPalScriptProvider
      options={{ clientId, currency: WALLET_CURRENCY, intent: 'capture', components: 'buttons' }}
    >
      <Buttons {...handlers} />
    </PayPalScriptProvider>
  );
}

function Buttons({ createOrder, onApprove, onFailure }: Omit<PaypalButtonsProps, 'clientId'>) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isPending) return <Spinner label={t('Loading PayPal')} />;
  if (isRejected) return <ReportFailure failure="load" onFailure={onFailure} />;
  return (
    <PayPalButtons
      style={{ layout: 'vertical', label: 'paypal' }}
      createOrder={() => createOrder()}
      onApprove={(data) => onApprove(data.orderID)}
      onError={(error) => {
        if (isPopupClosed(error)) return;
        // the SDK wrapper reports its own rendering failures through onError as well
        onFailure(/^Failed to render/.test(String(error.message)) ? 'render' : 'payment');
      }}
    >
      {/* shown instead of the button when the provider will not offer it */}
      <ReportFailure failure="render" onFailure={onFailure} />
    </PayPalButtons>
  );
}

function ReportFailure({
  failure,
  onFailure,
}: {
  failure: PaypalFailure;
  onFailure: (failure: PaypalFailure) => void;
}) {
  useEffect(() => onFailure(failure), [failure, onFailure]);
  return null;
}
