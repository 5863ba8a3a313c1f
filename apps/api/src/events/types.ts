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
  /** The shopper cancelled the order; its stock went back. */
  'order.cancelled': { orderId: string; orderNumber: string; sellerIds: string[] };
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
  /** A shopper reviewed a product. */
  'review.created': { reviewId: string; productId: string; sellerId: string; rating: number };
}

export type EventType = keyof DomainEvents;

export const EVENT_TYPES = [
  'order.placed',
  'order.paid',
  'order.cancelled',
  'payment.approval_requested',
  'contact.received',
  'review.created',
] as const satisfies readonly EventType[];

/** An event as a subscriber receives it. */
export type DomainEvent<T extends EventType = EventType> = {
  [K in T]: { id: string; type: K; payload: DomainEvents[K]; createdAt: Date };
}[T];
