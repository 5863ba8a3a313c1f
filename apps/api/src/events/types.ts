/**
 * The domain events (spec journeys that others react to) and what each carries. A change writes its event
 * in the same transaction (`emitEvent`); subscribers react after commit. Payloads hold ids and the few
 * facts a reaction needs, never secrets or card data.
 */
export interface DomainEvents {
  /** An order was placed (stock taken, cart lines cleared). */
  'order.placed': {
    orderId: string;
    orderNumber: string;
    sellerIds: string[];
    totalCents: number;
    currency: string;
  };
  /** A provider (or the seller's approval) verified the order's payment; the order is paid. */
  'order.paid': {
    orderId: string;
    orderNumber: string;
    sellerId: string;
    method: string;
    amountCents: number;
    currency: string;
  };
  /**
   * The order was cancelled — by the shopper, or by the seller before shipping (with a reason); its stock
   * went back. A seller's rejection of the payment reports `payment.rejected` instead.
   */
  'order.cancelled': {
    orderId: string;
    orderNumber: string;
    sellerIds: string[];
    by?: 'shopper' | 'seller';
    reason?: string;
  };
  /** The seller moved its part of the order on: processing, shipped (with carrier and tracking), delivered. */
  'order.status_changed': {
    orderId: string;
    orderNumber: string;
    sellerId: string;
    from: string;
    to: 'processing' | 'shipped' | 'delivered';
    carrier?: string;
    trackingNumber?: string;
  };
  /** The seller rejected an offline payment: the order is cancelled and its stock went back. */
  'payment.rejected': {
    orderId: string;
    orderNumber: string;
    sellerId: string;
    method: string;
    paymentReference: string;
    reason: string;
  };
  /** A bank transfer or cash on delivery awaits the seller's approval. */
  'payment.approval_requested': {
    orderId: string;
    orderNumber: string;
    sellerId: string;
    method: string;
    paymentReference: string;
    amountCents: number;
    currency: string;
  };
  /** A shopper wrote to a shop from its contact page. */
  'contact.received': { messageId: string; sellerId: string; name: string; email: string; subject: string };
  /** The seller answered a contact message (the reply is mailed to the shopper). */
  'contact.replied': { messageId: string; replyId: string; sellerId: string };
  /** A seller asked for a password reset link (the payload names the reset, never its token). */
  'seller.password_reset_requested': { resetId: string; accountId: string; sellerId: string };
  /**
   * A shopper asked for a password reset link from a shop (`sellerName`, the shop the link leads back to);
   * the payload names the reset, never its token.
   */
  'customer.password_reset_requested': { resetId: string; customerId: string; sellerName: string };
  /**
   * Someone asked to open a shop (`POST /seller/signup`): the mail subscriber sends the sign-up's verification
   * link, or — when the e-mail already has a seller account (`accountId`, no sign-up stored) — a mail saying
   * so. The payload names the sign-up, never its token.
   */
  'seller.signup_requested': { signupId: string } | { accountId: string };
  /** A shopper reviewed a product. */
  'review.created': { reviewId: string; productId: string; sellerId: string; rating: number };
  /**
   * A seller raised a product's stock from 0 (an edit, the list's inline edit, a bulk adjustment, an import):
   * the alerts subscriber mails its confirmed back-in-stock subscribers once.
   */
  'product.back_in_stock': {
    productId: string;
    sellerId: string;
    oldPriceCents: number;
    newPriceCents: number;
  };
  /**
   * A seller lowered a product's effective price (its price or its discount; cents after the discount): the
   * alerts subscriber mails the confirmed price-drop subscribers whose last price it falls below.
   */
  'product.price_dropped': {
    productId: string;
    sellerId: string;
    oldPriceCents: number;
    newPriceCents: number;
  };
  /**
   * A shopper asked to subscribe to a shop (`kind`: the newsletter, or an alert on the product `topic`): the mail subscriber sends
   * the confirm link (double opt-in). The payload names the subscription, never its token or address.
   */
  'subscription.confirm_requested': { subscriptionId: string; sellerId: string; kind: string };
  /** The shopper followed the confirm link: the mail subscriber sends the welcome with its unsubscribe link. */
  'subscription.confirmed': { subscriptionId: string; sellerId: string; kind: string };
}

export type EventType = keyof DomainEvents;

export const EVENT_TYPES = [
  'order.placed',
  'order.paid',
  'order.cancelled',
  'order.status_changed',
  'payment.approval_requested',
  'payment.rejected',
  'contact.received',
  'contact.replied',
  'seller.password_reset_requested',
  'customer.password_reset_requested',
  'seller.signup_requested',
  'review.created',
  'product.back_in_stock',
  'product.price_dropped',
  'subscription.confirm_requested',
  'subscription.confirmed',
] as const satisfies readonly EventType[];

/** An event as a subscriber receives it. */
export type DomainEvent<T extends EventType = EventType> = {
  [K in T]: { id: string; type: K; payload: DomainEvents[K]; createdAt: Date };
}[T];
