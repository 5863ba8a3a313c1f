/**
 * The roots of the console's query keys. Each feature builds its keys below its root (`orderKeys`…); a
 * change one feature makes that another shows (approving a payment changes the orders and the dashboard)
 * marks that root stale without the features importing each other.
 */
export const queryRoots = {
  account: ['seller-account'],
  dashboard: ['seller-dashboard'],
  orders: ['seller-orders'],
  payments: ['seller-payments'],
  paymentSettings: ['seller-payment-settings'],
  messages: ['seller-messages'],
  reviews: ['seller-reviews'],
  newsletter: ['seller-newsletter'],
  categories: ['seller-categories'],
  shopContent: ['seller-shop-content'],
  products: ['seller-products'],
} as const;
