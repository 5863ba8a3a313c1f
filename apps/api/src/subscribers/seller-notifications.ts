import type { Db } from '../db/client.js';
import type { Subscriber } from '../events/dispatcher.js';
import { type DomainEvent, EVENT_TYPES } from '../events/types.js';
import { notifySellers } from '../services/seller-notifications.js';

/** The sellers an event concerns, and what their notice says of it (ids and figures, no contact data). */
function notice(event: DomainEvent): { sellerIds: string[]; details: Record<string, unknown> } | null {
  switch (event.type) {
    case 'order.placed':
      return {
        sellerIds: event.payload.sellerIds,
        details: {
          orderNumber: event.payload.orderNumber,
          totalCents: event.payload.totalCents,
          currency: event.payload.currency,
        },
      };
    case 'order.paid':
      return {
        sellerIds: [event.payload.sellerId],
        details: {
          orderNumber: event.payload.orderNumber,
          method: event.payload.method,
          amountCents: event.payload.amountCents,
          currency: event.payload.currency,
        },
      };
    case 'order.cancelled':
      // the seller's own cancel needs no notice to the seller
      if (event.payload.by === 'seller') return null;
      return { sellerIds: event.payload.sellerIds, details: { orderNumber: event.payload.orderNumber } };
    case 'order.status_changed':
    case 'payment.rejected':
    case 'contact.replied':
    case 'seller.password_reset_requested':
      // the seller's own doing: nothing to tell them
      return null;
    case 'customer.password_reset_requested':
      // a shopper's account is not the shop's business
      return null;
    case 'product.back_in_stock':
    case 'product.price_dropped':
      // the seller's own change; the console's product list counts who waits
      return null;
    case 'subscription.confirm_requested':
    case 'subscription.confirmed':
      // the console's newsletter screen counts subscribers; one notice per sign-up would drown the rest
      return null;
    case 'seller.signup_requested':
      // no shop yet (or, for an existing account, nothing its shop should be told)
      return null;
    case 'payment.approval_requested':
      return {
        sellerIds: [event.payload.sellerId],
        details: {
          orderNumber: event.payload.orderNumber,
          method: event.payload.method,
          paymentReference: event.payload.paymentReference,
          amountCents: event.payload.amountCents,
          currency: event.payload.currency,
        },
      };
    case 'contact.received':
      return {
        sellerIds: [event.payload.sellerId],
        details: { messageId: event.payload.messageId, subject: event.payload.subject },
      };
    case 'review.created':
      return {
        sellerIds: [event.payload.sellerId],
        details: { productId: event.payload.productId, rating: event.payload.rating },
      };
  }
}

/** Every event that concerns a shop becomes a notice for its seller (the seller console lists them). */
export function sellerNotificationsSubscriber(db: Db): Subscriber {
  return {
    name: 'seller-notifications',
    types: EVENT_TYPES,
    async handle(event) {
      const told = notice(event);
      if (told) await notifySellers(db, { eventId: event.id, type: event.type, ...told });
    },
  };
}
