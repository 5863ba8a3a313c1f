/** Where the seller console lives on the server (frontends.json `paths`, its Vite `base`). */
export const CONSOLE_ROOT = '/seller';

/** Query parameters of a console address; `null`, `undefined` and empty values are left out. */
export type ConsoleQuery = Record<string, string | number | null | undefined>;

function withQuery(path: string, query: ConsoleQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Every address of the seller console, built in one place: the console's links and the mails' links to it. Order numbers and ids are percent-encoded: they are
 * data, and a `/` or `?` in one must not change the route.
 * @example consolePaths.order('ORD 1') // "/seller/orders/ORD%201"
 */
export const consolePaths = {
  dashboard: (range?: string) => withQuery(CONSOLE_ROOT, { range }),
  /** The sign-in page; `next` is where the seller goes after signing in (a console path only). */
  login: (next?: string) => withQuery(`${CONSOLE_ROOT}/login`, { next }),
  forgotPassword: () => `${CONSOLE_ROOT}/forgot-password`,
  resetPassword: (token?: string) => withQuery(`${CONSOLE_ROOT}/reset-password`, { token }),
  orders: (query?: ConsoleQuery) => withQuery(`${CONSOLE_ROOT}/orders`, query),
  order: (orderNumber: string) => `${CONSOLE_ROOT}/orders/${encodeURIComponent(orderNumber)}`,
  payments: () => `${CONSOLE_ROOT}/payments`,
  messages: (query?: ConsoleQuery) => withQuery(`${CONSOLE_ROOT}/messages`, query),
  reviews: (query?: ConsoleQuery) => withQuery(`${CONSOLE_ROOT}/reviews`, query),
  account: () => `${CONSOLE_ROOT}/account`,
  /** Self-service shop opening, and the mailed link that activates it. */
  signup: () => `${CONSOLE_ROOT}/signup`,
  verifySignup: (token?: string) => withQuery(`${CONSOLE_ROOT}/signup/verify`, { token }),
  products: (query?: ConsoleQuery) => withQuery(`${CONSOLE_ROOT}/products`, query),
  newProduct: () => `${CONSOLE_ROOT}/products/new`,
  product: (id: string) => `${CONSOLE_ROOT}/products/${encodeURIComponent(id)}`,
  importProducts: () => `${CONSOLE_ROOT}/products/import`,
  categories: () => `${CONSOLE_ROOT}/categories`,
  /** The shop's details: name, logo, support details, social links, country and currency. */
  shop: () => `${CONSOLE_ROOT}/shop`,
  banners: () => `${CONSOLE_ROOT}/shop/banners`,
  pages: () => `${CONSOLE_ROOT}/shop/pages`,
  page: (name: string) => `${CONSOLE_ROOT}/shop/pages/${encodeURIComponent(name)}`,
  paymentSettings: () => `${CONSOLE_ROOT}/settings/payments`,
};

/**
 * Where to go after signing in: the `next` address when it is a console path (never another site or app,
 * so a crafted link cannot send the seller elsewhere), else the dashboard.
 * @example safeNext('/seller/orders?status=pending') // "/seller/orders?status=pending"
 * @example safeNext('https://evil.example/') // "/seller"
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || next.startsWith('//') || next.includes('\\')) return CONSOLE_ROOT;
  const isConsole =
    next === CONSOLE_ROOT || next.startsWith(`${CONSOLE_ROOT}/`) || next.startsWith(`${CONSOLE_ROOT}?`);
  if (!isConsole || next.startsWith(consolePaths.login())) return CONSOLE_ROOT;
  return next;
}
