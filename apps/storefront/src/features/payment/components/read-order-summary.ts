import type { OrderSummary } from '@souk/core';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The order summary the payment page needs in navigation state (spec §2 Payment): `{ orderSummary }` as the
 * shipping page and Pay Now send it, or the summary itself. `null` when absent or not an order summary.
 */
export function readOrderSummary(state: unknown): OrderSummary | null {
  const candidate = isRecord(state) && isRecord(state.orderSummary) ? state.orderSummary : state;
  if (!isRecord(candidate)) return null;
  if (typeof candidate.orderNumber !== 'string' || candidate.orderNumber.trim() === '') return null;
  if (typeof candidate.total !== 'number' || !Number.isFinite(candidate.total)) return null;
  const summary = candidate as unknown as OrderSummary;
  return {
    ...summary,
    subtotal: typeof summary.subtotal === 'number' ? summary.subtotal : summary.total,
    shippingFee: typeof summary.shippingFee === 'number' ? summary.shippingFee : 0,
    currencySymbol: summary.currencySymbol || 'NA',
    items: typeof summary.items === 'number' ? summary.items : 0,
    products: Array.isArray(summary.products) ? summary.products : [],
  };
}
