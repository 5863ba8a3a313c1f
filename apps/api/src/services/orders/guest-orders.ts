import { GUEST_LOOKUP_MESSAGE, type GuestCustomer, type OrderInput } from '@souk/core';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema.js';
import { invalid } from '../../domain/errors.js';
import { maskEmail, maskName, maskPhone } from '../../lib/masking.js';
import { contactEmail, contactPhone, type OrderRow } from './order-rows.js';
import { newestFirst, toOrders } from './read-orders.js';

/** A public lookup answers at most this many orders. */
export const GUEST_ORDERS_LIMIT = 100;

/** Shipping info as a lookup answers it to someone who may not have placed the order: masked, city only. */
function maskedShippingInfo(info: OrderRow['shippingInfo']): OrderRow['shippingInfo'] {
  return {
    name: maskName(info.name ?? ''),
    address: '',
    email: maskEmail(info.email ?? ''),
    phone: maskPhone(info.phone ?? ''),
    post: '',
    province: '',
    city: info.city ?? '',
    area: '',
  };
}

/** Who may see an order's contact details in full: the guest session that placed it, or its order number. */
export interface GuestLookupProof {
  /** The caller's guest session (header). */
  sessionId: string | null;
  /** The order number the caller named beside the email or phone. */
  orderNumber?: string | undefined;
}

/**
 * Guest order tracking (spec §6): guest orders whose contact matches exactly after normalization — email
 * trimmed and lower-cased, phone digits only. With both given, both must match. Orders of signed-in
 * customers are never answered here (they have their dashboard). The customer is the newest order's contact.
 * An email or a phone is no proof of identity (phones are compared by digits, so two people can share one):
 * an order's name, address, phone and email come in full only to the guest session that placed it or to a
 * caller who also names its order number; to anyone else masked (`J*** D***`, city only, the phone's last
 * three digits), notes left out.
 */
export async function findGuestOrders(
  db: Db,
  query: { email?: string | undefined; phone?: string | undefined },
  proof: GuestLookupProof,
): Promise<{ orders: OrderInput[]; customer: GuestCustomer | null }> {
  const email = query.email ? contactEmail(query.email) : '';
  const phone = query.phone ? contactPhone(query.phone) : '';
  // e.g. a phone of letters only: nothing usable to match on
  if (!email && !phone) throw invalid(GUEST_LOOKUP_MESSAGE);
  const conditions: SQL[] = [isNull(orders.customerId)];
  if (email) conditions.push(eq(orders.contactEmail, email));
  if (phone) conditions.push(eq(orders.contactPhone, phone));
  const found = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(GUEST_ORDERS_LIMIT);
  const orderNumber = proof.orderNumber?.trim();
  const rows = found.map((row) => {
    const proven =
      (proof.sessionId !== null && row.sessionId === proof.sessionId) || row.orderNumber === orderNumber;
    return proven ? row : { ...row, shippingInfo: maskedShippingInfo(row.shippingInfo), notes: '' };
  });
  const newest = rows[0];
  const customer = newest
    ? {
        name: newest.shippingInfo.name ?? '',
        email: newest.shippingInfo.email ?? '',
        phone: newest.shippingInfo.phone ?? '',
      }
    : null;
  return { orders: await toOrders(db, rows), customer };
}
