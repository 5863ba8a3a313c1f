import { CONFIRMATION_MESSAGES as MESSAGES, CONFIRMATION_TITLES as TITLES } from './confirmation-messages.js';
import type { ConfirmationQuery } from './confirmation-query.js';
import { CONFIRMATION_TIMEOUT_MS } from './confirmation-timing.js';
import { orderNumberFromPaymentReference } from './order-number-from-payment-reference.js';
import type { StoredCardPayment } from './stored-card-payment.js';

/**
 * The message states of the confirmation page (spec §2).
 * @example const status: ConfirmationStatus = 'processing';
 */
export type ConfirmationStatus = 'loading' | 'succeeded' | 'processing' | 'pending' | 'failed';

/**
 * Where the card provider (default method, id stripe) stands: its script loads, then the payment intent is
 * retrieved by the `payment_intent_client_secret` the provider put in the return address.
 * @example const cardProvider: CardProviderLookup = { kind: 'intent', status: 'succeeded', id: 'pi_123' };
 */
export type CardProviderLookup =
  /** The script is loading or the intent is being retrieved. */
  | { kind: 'loading' }
  /** The provider could not load (script failed, or not configured for the seller). */
  | { kind: 'unavailable' }
  /** The provider loaded and no intent was retrieved yet (there may be no client secret to retrieve it by). */
  | { kind: 'ready' }
  /** Retrieval answered without an intent. */
  | { kind: 'not-found' }
  /** The retrieved intent's status: `succeeded`, `processing`, `requires_payment_method` or another. */
  | { kind: 'intent'; status: string; id?: string };

/**
 * Where the order confirmation call (PUT /order/order-confirm/{orderNumber}) stands, once asked for.
 * @example const confirmation: OrderConfirmationProgress = { kind: 'failed', message: 'Order already confirmed' };
 */
export type OrderConfirmationProgress =
  | { kind: 'started' }
  | { kind: 'confirmed' }
  /** `message`: the server's text; 'Failed to confirm order' when none. */
  | { kind: 'failed'; message?: string | null };

/**
 * Everything the confirmation page knows; the page feeds it from the URL, storage, the provider and a clock.
 * @example
 * ```ts
 * const input: ConfirmationInput = {
 *   query: { payment_method: 'paypal', status: 'success' }, storedOrderNumber: 'ORD9',
 * };
 * confirmationState(input).action // "confirm"
 * ```
 */
export interface ConfirmationInput {
  query: ConfirmationQuery;
  /** The order number the payment page stored before leaving for the provider. */
  storedOrderNumber?: string | null;
  /** The card-form gateway's stored result (see `parseStoredCardPayment`). */
  storedCardPayment?: StoredCardPayment | null;
  /** The card provider's state; only read for the card-provider flow. Missing reads as loading. */
  cardProvider?: CardProviderLookup;
  /** The order confirmation call, once the page has started it. */
  confirmation?: OrderConfirmationProgress;
  /** Milliseconds since the page opened. */
  elapsedMs?: number;
}

/**
 * What the confirmation page shows and what it must do next.
 * @example
 * ```ts
 * const state: ConfirmationState = confirmationState({ query: { payment_reference: 'EFT-ORD123-4567' } });
 * state.status // "pending"
 * ```
 */
export interface ConfirmationState {
  status: ConfirmationStatus;
  message: string;
  title?: string;
  orderNumber?: string;
  /** The method the result belongs to; the body of the confirmation call needs it. */
  paymentMethod?: string;
  /** The card provider's intent id, for the confirmation call. */
  paymentIntentId?: string;
  /** The card-form gateway's transaction id. */
  transactionId?: string;
  /**
   * `confirm`: call PUT /order/order-confirm/{orderNumber}; on success remove the stored order number, clear
   * the cart and go to /{sellerName}/dashboard/my-orders (spec §4). Pass the call's progress back in
   * `confirmation`: the action then returns to `none`.
   */
  action: 'confirm' | 'none';
}

/** States whose card-form status counts as completed (spec §4). */
const AUTHORIZED_STATUSES = new Set(['AUTHORIZED', 'AUTHORIZED_PENDING_REVIEW']);

function present(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

function failed(message: string, extra: Partial<ConfirmationState> = {}): ConfirmationState {
  return { ...extra, status: 'failed', title: TITLES.failed, message, action: 'none' };
}

function succeeded(extra: Partial<ConfirmationState>, action: 'confirm' | 'none'): ConfirmationState {
  return { ...extra, status: 'succeeded', title: TITLES.succeeded, message: MESSAGES.succeeded, action };
}

const LOADING: ConfirmationState = {
  status: 'loading',
  title: TITLES.loading,
  message: MESSAGES.loading,
  action: 'none',
};

/** Offline payment (bank transfer, cash): the order waits for the seller's approval. */
function offlineState(reference: string, paymentMethod: string | undefined): ConfirmationState {
  const orderNumber = orderNumberFromPaymentReference(reference);
  const extra = paymentMethod ? { paymentMethod } : {};
  if (!orderNumber) return failed(MESSAGES.orderNumberMissing, extra);
  return {
    ...extra,
    status: 'pending',
    title: TITLES.pendingApproval,
    message: MESSAGES.pendingApproval,
    orderNumber,
    action: 'none',
  };
}

/** Wallet provider (paypal): the payment page already captured; this page confirms the order. */
function walletState(query: ConfirmationQuery, storedOrderNumber: string | undefined): ConfirmationState {
  const paymentMethod = 'paypal';
  const status = present(query.status);
  if (status === 'success') {
    const orderNumber = storedOrderNumber ?? present(query.orderNumber);
    if (!orderNumber) return failed(MESSAGES.orderInformationNotFound, { paymentMethod });
    return succeeded({ paymentMethod, orderNumber }, 'confirm');
  }
  if (status === 'error' || status === 'cancelled') {
    return failed(present(query.error) ?? MESSAGES.paypalFailed, { paymentMethod });
  }
  return failed(MESSAGES.paymentStatusUnknown, { paymentMethod });
}

/** Regional gateway (payfast): the gateway itself notifies the server, so nothing is confirmed here. */
function regionalState(query: ConfirmationQuery, storedOrderNumber: string | undefined): ConfirmationState {
  const paymentMethod = 'payfast';
  const orderNumber = present(query.orderNumber) ?? storedOrderNumber;
  const extra = orderNumber ? { paymentMethod, orderNumber } : { paymentMethod };
  switch (present(query.status)) {
    case 'success':
      return succeeded(extra, 'none');
    case 'cancelled':
      return failed(MESSAGES.payfastCancelled, extra);
    case 'error':
      return failed(MESSAGES.payfastFailed, extra);
    default:
      return failed(MESSAGES.paymentStatusUnknown, extra);
  }
}

/** Card-form gateway (cybersource): the payment page charged the card and stored the gateway's answer. */
function cardFormState(
  query: ConfirmationQuery,
  storedOrderNumber: string | undefined,
  stored: StoredCardPayment | null | undefined,
): ConfirmationState {
  const paymentMethod = 'cybersource';
  const status = present(query.status);
  if (status === 'error' || status === 'cancelled') {
    return failed(present(query.error) ?? MESSAGES.cybersourceFailed, { paymentMethod });
  }
  if (status !== 'success') return failed(MESSAGES.paymentStatusUnknown, { paymentMethod });

  const orderNumber = present(query.orderNumber) ?? present(stored?.orderNumber) ?? storedOrderNumber;
  if (!orderNumber) return failed(MESSAGES.orderNumberNotFound, { paymentMethod });
  // data stored for another order is stale: it says nothing about this one
  const storedOrder = present(stored?.orderNumber);
  const data = stored && (!storedOrder || storedOrder === orderNumber) ? stored : undefined;
  const transactionId = present(data?.transactionId);
  const extra = transactionId
    ? { paymentMethod, orderNumber, transactionId }
    : { paymentMethod, orderNumber };
  if (AUTHORIZED_STATUSES.has(present(data?.status)?.toUpperCase() ?? '')) return succeeded(extra, 'none');
  return {
    ...extra,
    status: 'pending',
    title: TITLES.pendingReview,
    message: MESSAGES.pendingReview,
    action: 'none',
  };
}

/** Card provider (stripe, and any method the page does not know): read the retrieved payment intent. */
function cardProviderState(
  query: ConfirmationQuery,
  storedOrderNumber: string | undefined,
  lookup: CardProviderLookup,
): ConfirmationState {
  const paymentMethod = 'stripe';
  switch (lookup.kind) {
    case 'loading':
      return { ...LOADING, paymentMethod };
    case 'unavailable':
      // spec §4: without the provider, a stored order number is trusted and confirmed
      return storedOrderNumber
        ? succeeded({ paymentMethod, orderNumber: storedOrderNumber }, 'confirm')
        : failed(MESSAGES.paymentMethodNotAvailable, { paymentMethod });
    case 'ready':
      return present(query.payment_intent_client_secret)
        ? { ...LOADING, paymentMethod }
        : failed(MESSAGES.paymentIntentNotFound, { paymentMethod });
    case 'not-found':
      return failed(MESSAGES.paymentIntentNotFound, { paymentMethod });
    case 'intent':
      return intentState(query, storedOrderNumber, lookup);
  }
}

function intentState(
  query: ConfirmationQuery,
  storedOrderNumber: string | undefined,
  intent: { status: string; id?: string },
): ConfirmationState {
  const paymentIntentId = present(intent.id);
  const orderNumber = storedOrderNumber ?? present(query.orderNumber);
  const extra: Partial<ConfirmationState> = { paymentMethod: 'stripe' };
  if (paymentIntentId) extra.paymentIntentId = paymentIntentId;
  if (orderNumber) extra.orderNumber = orderNumber;
  switch (intent.status) {
    case 'succeeded':
      return orderNumber ? succeeded(extra, 'confirm') : failed(MESSAGES.orderInformationNotFound, extra);
    case 'processing':
      return {
        ...extra,
        status: 'processing',
        title: TITLES.processing,
        message: MESSAGES.processing,
        action: 'none',
      };
    case 'requires_payment_method':
      return failed(MESSAGES.paymentFailed, extra);
    default:
      return failed(MESSAGES.processFailed, extra);
  }
}

function paymentState(input: ConfirmationInput): ConfirmationState {
  const { query } = input;
  const storedOrderNumber = present(input.storedOrderNumber);
  const reference = present(query.payment_reference);
  // an offline reference settles the page whatever else the address carries
  if (reference) return offlineState(reference, present(query.payment_method));
  switch (present(query.payment_method)) {
    case 'paypal':
      return walletState(query, storedOrderNumber);
    case 'payfast':
      return regionalState(query, storedOrderNumber);
    case 'cybersource':
      return cardFormState(query, storedOrderNumber, input.storedCardPayment);
    default:
      return cardProviderState(query, storedOrderNumber, input.cardProvider ?? { kind: 'loading' });
  }
}

/**
 * The confirmation page's state (spec §4 "Confirmation page states"), as a pure function of what the page
 * knows. Rules, in the order they apply:
 *
 * 1. `payment_reference` present (offline payment) → pending 'Payment Pending Approval', awaiting seller
 *    approval; the order number is the reference's second dash-separated part ('EFT-ORD123-4567' → 'ORD123').
 *    A reference without that part fails with 'Order number is missing'.
 * 2. `payment_method=paypal` (wallet): `status=success` → succeeded and `confirm`, with the stored order number
 *    (the `orderNumber` parameter when nothing is stored; neither → 'Order information not found. Please
 *    contact support.'). `status=error` → failed with the `error` parameter, else 'PayPal payment failed';
 *    `cancelled` is read like `error`. `order_confirmed=false` (the payment page's own confirmation failed)
 *    changes nothing: the spec confirms on every wallet success, and confirming is repeated either way.
 * 3. `payment_method=payfast` (regional gateway): success → succeeded, with no confirmation call (the spec
 *    asks for none: the gateway notifies the server); cancelled → 'PayFast payment was cancelled'; error →
 *    'PayFast payment failed'.
 * 4. `payment_method=cybersource` (card-form gateway): error (or cancelled) → failed with the `error` parameter, else
 *    'CyberSource payment failed'; success → the order number (parameter, stored payment data, stored order
 *    number; none → 'Order number not found. Please contact support.') and the stored payment data: status
 *    AUTHORIZED or AUTHORIZED_PENDING_REVIEW → succeeded (completed), anything else, or no data, or data of
 *    another order → pending review. No confirmation call: the gateway's charge already decided the order.
 * 5. Any other or no `payment_method` is the card provider (default): while it loads → loading; cannot load
 *    → succeeded and `confirm` when an order number is stored, else 'Payment method not available. Please
 *    contact support.'; no client secret or no intent → 'Payment intent not found'; intent `succeeded` →
 *    succeeded and `confirm` (no order number → 'Order information not found. Please contact support.');
 *    `processing` → processing; `requires_payment_method` → failed 'Payment failed'; anything else → failed
 *    'Failed to process payment'.
 * 6. A status the wallet, regional or card-form flow does not know → 'Payment status unknown. Please contact
 *    support.'
 * 7. Once a confirmation call is reported: started or confirmed → the same state with action `none`; failed →
 *    failed with the server's text, else 'Failed to confirm order'.
 * 8. Still loading after 10 000 ms → failed 'Request timed out'. The time-out only ends a loading state: a
 *    result already shown is never replaced by it.
 *
 * @example confirmationState({ query: { payment_reference: 'EFT-ORD123-4567' } })
 * // { status: 'pending', title: 'Payment Pending Approval', orderNumber: 'ORD123', action: 'none', … }
 * @example confirmationState({ query: { payment_method: 'paypal', status: 'success' }, storedOrderNumber: 'ORD9' })
 * // { status: 'succeeded', orderNumber: 'ORD9', paymentMethod: 'paypal', action: 'confirm', … }
 * @example confirmationState({ query: {}, cardProvider: { kind: 'loading' }, elapsedMs: 10_000 }).message // "Request timed out"
 */
export function confirmationState(input: ConfirmationInput): ConfirmationState {
  let state = paymentState(input);
  if (state.action === 'confirm' && input.confirmation) {
    const progress = input.confirmation;
    state =
      progress.kind === 'failed'
        ? failed(present(progress.message) ?? MESSAGES.confirmFailed, withoutDisplay(state))
        : { ...state, action: 'none' };
  }
  if (state.status === 'loading' && (input.elapsedMs ?? 0) >= CONFIRMATION_TIMEOUT_MS) {
    return failed(MESSAGES.timedOut, withoutDisplay(state));
  }
  return state;
}

/** Keeps the facts of a state (order number, method, ids) when it turns into a failure. */
function withoutDisplay(state: ConfirmationState): Partial<ConfirmationState> {
  const { status: _status, message: _message, title: _title, action: _action, ...facts } = state;
  return facts;
}
