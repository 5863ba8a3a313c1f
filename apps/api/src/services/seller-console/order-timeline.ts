import type { SellerOrderEvent } from '@souk/core';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { events } from '../../db/schema.js';

const METHOD_NAMES: Record<string, string> = {
  stripe: 'card (Stripe)',
  paypal: 'PayPal',
  payfast: 'PayFast',
  cybersource: 'card (CyberSource)',
  eft: 'bank transfer',
  cashOnDelivery: 'cash on delivery',
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The method as a reader says it: `eft` → "bank transfer". */
function methodName(method: unknown): string {
  return METHOD_NAMES[text(method)] ?? text(method);
}

/**
 * One event of an order in a plain sentence, or null for an event the console does not tell. The payload is
 * read defensively: old events may lack a field that newer ones carry.
 * @example eventSummary('order.status_changed', { to: 'shipped', carrier: 'DHL', trackingNumber: '123' }) // "Shipped with DHL, tracking 123"
 */
export function eventSummary(type: string, payload: Record<string, unknown>): string | null {
  switch (type) {
    case 'order.placed':
      return 'Order placed';
    case 'payment.approval_requested': {
      const what = payload.method === 'eft' ? 'Bank transfer recorded' : 'Cash on delivery chosen';
      return `${what} — reference ${text(payload.paymentReference)}, awaiting approval`;
    }
    case 'order.paid':
      return payload.method === 'eft' || payload.method === 'cashOnDelivery'
        ? 'Payment approved'
        : `Paid by ${methodName(payload.method)}`;
    case 'payment.rejected':
      return `Payment rejected: ${text(payload.reason)}`;
    case 'order.status_changed':
      if (payload.to === 'processing') return 'Marked as processing';
      if (payload.to === 'shipped') {
        return `Shipped with ${text(payload.carrier)}, tracking ${text(payload.trackingNumber)}`;
      }
      if (payload.to === 'delivered') return 'Delivered';
      return `Moved to ${text(payload.to)}`;
    case 'order.cancelled': {
      const reason = text(payload.reason);
      if (payload.by === 'seller')
        return reason ? `Cancelled by the seller: ${reason}` : 'Cancelled by the seller';
      if (payload.by === 'shopper') return 'Cancelled by the shopper';
      return 'Cancelled';
    }
    default:
      return null;
  }
}

/** True when an event of the order concerns this seller (a part of several sellers' order tells only its own). */
function concerns(payload: Record<string, unknown>, sellerId: string): boolean {
  if (typeof payload.sellerId === 'string') return payload.sellerId === sellerId;
  if (Array.isArray(payload.sellerIds)) return payload.sellerIds.includes(sellerId);
  return true;
}

/** The order's history from its outbox events (the index on `payload->>'orderId'`), oldest first. */
export async function orderTimeline(db: Db, orderId: string, sellerId: string): Promise<SellerOrderEvent[]> {
  const rows = await db
    .select({ type: events.type, payload: events.payload, createdAt: events.createdAt })
    .from(events)
    .where(sql`(${events.payload} ->> 'orderId') = ${orderId}`)
    .orderBy(asc(events.createdAt), asc(events.id));
  const timeline: SellerOrderEvent[] = [];
  for (const row of rows) {
    if (!concerns(row.payload, sellerId)) continue;
    const summary = eventSummary(row.type, row.payload);
    if (summary) timeline.push({ type: row.type, at: row.createdAt.toISOString(), summary });
  }
  return timeline;
}
