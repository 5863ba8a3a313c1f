import { isPaymentPagePath } from '@souk/core';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PaymentPage } from '../../features/payment/components/payment-page.js';
import { readOrderSummary } from '../../features/payment/components/read-order-summary.js';
import { useShop } from '../../shop/components/shop-context.js';

/**
 * Whether this document was served as a payment page: only a payment page's Content-Security-Policy
 * allows the payment providers (their frames, calls and form posts), and a policy comes with the document.
 * Read when this module first loads: before the first navigation to a payment page commits.
 */
const SERVED_AS_PAYMENT_PAGE = typeof window !== 'undefined' && isPaymentPagePath(window.location.pathname);

/** Payment `/{sellerName}/payment` (spec §2): the order summary comes in navigation state. */
export function Component() {
  const shop = useShop();
  const location = useLocation();
  // reached by a client-side navigation from another page: load it as its own document, with the
  // payment page's policy; the navigation state lives in the history entry and survives the reload
  useLayoutEffect(() => {
    if (!SERVED_AS_PAYMENT_PAGE) window.location.reload();
  }, []);
  if (!SERVED_AS_PAYMENT_PAGE) return null;
  return <PaymentPage shop={shop} summary={readOrderSummary(location.state)} />;
}
