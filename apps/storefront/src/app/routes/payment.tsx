import { isPaymentPagePath } from '@souk/core';
import { useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PaymentPage } from '../../features/payment/components/payment-page.js';
import { readOrderSummary } from '../../features/payment/components/read-order-summary.js';
import { useShop } from '../../shop/components/shop-context.js';

/**
 * Whether this document was served as a payment page: only a payment page's Content-Security-Policy
 * allows the payment providers (their frames, calls and form posts), and a policy comes with the document.
 * Read from the document's own navigation entry, whose address client-side navigations do not change (the
 * router may show the new address before this module has loaded).
 */
const SERVED_AS_PAYMENT_PAGE = typeof window !== 'undefined' && isPaymentPagePath(documentPath());

/** The path this document was loaded at. */
function documentPath(): string {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return entry ? new URL(entry.name).pathname : window.location.pathname;
}

/** The navigation state carried across that reload, for this tab only. */
const CARRIED_STATE_KEY = 'souk:payment-navigation-state';

/**
 * The navigation state a reload carried over (read once: a later visit starts from its own state), put back
 * into the history entry where the router keeps it (`usr`), so reloading the payment page keeps it too.
 */
function carriedState(): unknown {
  const text = sessionStorage.getItem(CARRIED_STATE_KEY);
  sessionStorage.removeItem(CARRIED_STATE_KEY);
  const state: unknown = text ? JSON.parse(text) : null;
  if (state !== null) window.history.replaceState({ ...window.history.state, usr: state }, '');
  return state;
}

/** Payment `/{sellerName}/payment` (spec §2): the order summary comes in navigation state. */
export function Component() {
  const shop = useShop();
  const location = useLocation();
  const [state] = useState(() => (SERVED_AS_PAYMENT_PAGE ? (location.state ?? carriedState()) : null));
  // reached by a client-side navigation from another page: load it as its own document, with the
  // payment page's policy, carrying the navigation state over
  useLayoutEffect(() => {
    if (SERVED_AS_PAYMENT_PAGE) return;
    sessionStorage.setItem(CARRIED_STATE_KEY, JSON.stringify(location.state ?? null));
    window.location.reload();
  }, [location.state]);
  if (!SERVED_AS_PAYMENT_PAGE) return null;
  return <PaymentPage shop={shop} summary={readOrderSummary(state)} />;
}
