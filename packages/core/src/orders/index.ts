/**
 * Rules of the customer's order screens (spec §2 Dashboard, §4): when an order can be cancelled or paid,
 * the colour of each status, the guest dashboard's counts and an order's summary rebuilt from its lines.
 * No runtime dependencies beyond `@souk/core/pricing`.
 *
 * @example
 * ```ts
 * import { canCancelFromList, canPayNow } from '@souk/core/orders';
 * canCancelFromList({ delivery_status: 'warehouse', payment_status: 'paid' }); // true
 * canPayNow({ payment_status: 'unpaid', delivery_status: 'cancelled' }); // false
 * ```
 *
 * @module @souk/core/orders
 */
export { canCancelFromDetails, DETAILS_CANCELLABLE_STATUSES } from './can-cancel-from-details.js';
export { canCancelFromList, LIST_CANCELLABLE_STATUSES } from './can-cancel-from-list.js';
export { canPayNow } from './can-pay-now.js';
export { guestStats, PENDING_STATUSES, RECENT_ORDERS_LIMIT } from './guest-stats.js';
export { ORDER_CANCEL_DIALOG } from './order-cancel-dialog.js';
export type { OrderSummary, OrderSummaryProduct } from './order-summary.js';
export { rebuildOrderSummary } from './rebuild-order-summary.js';
export type { StatusColour } from './status-colour.js';
export { STATUS_COLOURS, statusColour } from './status-colour.js';
