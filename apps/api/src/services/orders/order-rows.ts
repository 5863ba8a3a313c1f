import type { orderLines, orders } from '../../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;

export const ORDER_NOT_FOUND = 'Order not found';
/** A seller part with the shop facts the wire shows. */
export interface PartRow {
  id: string;
  orderId: string;
  sellerId: string;
  priceCents: number;
  shippingFeeCents: number;
  deliveryStatus: string;
  paymentStatus: string;
  sellerName: string;
  shopName: string;
  sellerCurrency: string;
}

/** Email as the guest lookup matches it: trimmed, lower-cased. */
export function contactEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Phone as the guest lookup matches it: digits only, so `082 123-4567` and `0821234567` are the same. */
export function contactPhone(phone: string): string {
  return phone.replace(/\D/g, '');
}
