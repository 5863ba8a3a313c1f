import type { SellerOrderStatus } from '@souk/core';

/** The button that moves an order to each next status. */
export const TRANSITION_LABELS: Record<Exclude<SellerOrderStatus, 'pending'>, string> = {
  processing: 'Mark processing',
  shipped: 'Ship',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
};

/** Transitions that need a dialog first (ship: carrier and tracking; cancel: an optional reason). */
export type DialogTransition = 'shipped' | 'cancelled';
