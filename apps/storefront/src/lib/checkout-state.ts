import type { CartGroup, OrderSummary } from '@souk/core';

/**
 * What the cart hands to the shipping page in navigation state (spec §2 Cart "Proceeding goes to /shipping
 * carrying: products grouped by seller, price, shipping_fee, items, addons" — the add-ons ride on each line).
 * An order summary instead means the order exists already (spec §4 Place order): no new order is placed.
 */
export interface ShippingNavigationState {
  products?: CartGroup[];
  price?: number;
  shipping_fee?: number;
  items?: number;
  orderSummary?: OrderSummary;
}

/** What the shipping page hands to the payment page (spec §2 Payment "Needs an order summary"). */
export interface PaymentNavigationState {
  orderSummary: OrderSummary;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads the shipping page's navigation state; anything unexpected is ignored rather than trusted. */
export function readShippingNavigationState(state: unknown): ShippingNavigationState {
  if (!isRecord(state)) return {};
  const read: ShippingNavigationState = {};
  if (Array.isArray(state.products)) read.products = state.products as CartGroup[];
  if (typeof state.price === 'number') read.price = state.price;
  if (typeof state.shipping_fee === 'number') read.shipping_fee = state.shipping_fee;
  if (typeof state.items === 'number') read.items = state.items;
  if (isRecord(state.orderSummary) && typeof state.orderSummary.orderNumber === 'string')
    read.orderSummary = state.orderSummary as unknown as OrderSummary;
  return read;
}
