import { CONSOLE_ROOT } from '@souk/core';

export { CONSOLE_ROOT, consolePaths, safeNext } from '@souk/core';

/** Route patterns of the console (children of the signed-in layout are relative to it). */
export const CONSOLE_ROUTES = {
  root: CONSOLE_ROOT,
  login: `${CONSOLE_ROOT}/login`,
  forgotPassword: `${CONSOLE_ROOT}/forgot-password`,
  resetPassword: `${CONSOLE_ROOT}/reset-password`,
  orders: 'orders',
  order: 'orders/:orderNumber',
  payments: 'payments',
  messages: 'messages',
  reviews: 'reviews',
  newsletter: 'newsletter',
  account: 'account',
  signup: `${CONSOLE_ROOT}/signup`,
  verifySignup: `${CONSOLE_ROOT}/signup/verify`,
  products: 'products',
  newProduct: 'products/new',
  product: 'products/:productId',
  importProducts: 'products/import',
  categories: 'categories',
  shop: 'shop',
  banners: 'shop/banners',
  pages: 'shop/pages',
  page: 'shop/pages/:pageName',
  paymentSettings: 'settings/payments',
} as const;
