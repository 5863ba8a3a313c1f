/**
 * The texts of the cancel confirmation dialog on the orders list (spec §4 "Order cancellation"): title
 * 'Cancel Order', buttons 'Keep Order' and 'Cancel Order'.
 * @example ORDER_CANCEL_DIALOG.keepLabel // "Keep Order"
 */
export const ORDER_CANCEL_DIALOG = {
  title: /*i18n*/ 'Cancel Order',
  keepLabel: /*i18n*/ 'Keep Order',
  confirmLabel: /*i18n*/ 'Cancel Order',
} as const;
