/**
 * Where the seller console lives on the server (frontends.json `paths`, its Vite `base`).
 * @example CONSOLE_ROOT // "/seller"
 */
export const CONSOLE_ROOT = '/seller';

/**
 * Query parameters of a console address; `null`, `undefined` and empty values are left out.
 * @example
 * ```ts
 * const query: ConsoleQuery = { status: 'pending', page: 2, search: null };
 * consolePaths.orders(query) // "/seller/orders?status=pending&page=2"
 * ```
 */
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
  /** The dashboard, `/seller`; `range` picks its period. */
  dashboard: (range?: string) => withQuery(CONSOLE_ROOT, { range }),
  /** The sign-in page; `next` is where the seller goes after signing in (a console path only). */
  login: (next?: string) => withQuery(`${CONSOLE_ROOT}/login`, { next }),
  /** The forgotten-password page. */
  forgotPassword: () => `${CONSOLE_ROOT}/forgot-password`,
  /** The password reset page; `token` is the mailed link's token. */
  resetPassword: (token?: string) => withQuery(`${CONSOLE_ROOT}/reset-password`, { token }),
  /** The shop's orders, with the list's query (status, search, page). */
  orders: (query?: ConsoleQuery) => withQuery(`${CONSOLE_ROOT}/orders`, query),
  /** One order by its number. */
  order: (orderNumber: string) => `${CONSOLE_ROOT}/orders/${encodeURIComponent(orderNumber)}`,
  /** Payments awaiting approval (offline methods). */
  payments: () => `${CONSOLE_ROOT}/payments`,
  /** The contact form's messages. */
  messages: (query?: ConsoleQuery) => withQuery(`${CONSOLE_ROOT}/messages`, query),
  /** The shop's product reviews. */
  reviews: (query?: ConsoleQuery) => withQuery(`${CONSOLE_ROOT}/reviews`, query),
  /** The newsletter's subscribers: counts, the list and its CSV export. */
  newsletter: (query?: ConsoleQuery) => withQuery(`${CONSOLE_ROOT}/newsletter`, query),
  /** The seller's account: e-mail, password, sessions. */
  account: () => `${CONSOLE_ROOT}/account`,
  /** Self-service shop opening, and the mailed link that activates it. */
  signup: () => `${CONSOLE_ROOT}/signup`,
  /** The page the sign-up mail links to; `token` activates the shop. */
  verifySignup: (token?: string) => withQuery(`${CONSOLE_ROOT}/signup/verify`, { token }),
  /** The product list, with its query (search, stock filter, page). */
  products: (query?: ConsoleQuery) => withQuery(`${CONSOLE_ROOT}/products`, query),
  /** The new-product form. */
  newProduct: () => `${CONSOLE_ROOT}/products/new`,
  /** The edit form of one product. */
  product: (id: string) => `${CONSOLE_ROOT}/products/${encodeURIComponent(id)}`,
  /** The CSV product import. */
  importProducts: () => `${CONSOLE_ROOT}/products/import`,
  /** The shop's categories. */
  categories: () => `${CONSOLE_ROOT}/categories`,
  /** The shop's details: name, logo, support details, social links, country and currency. */
  shop: () => `${CONSOLE_ROOT}/shop`,
  /** The home page's banners. */
  banners: () => `${CONSOLE_ROOT}/shop/banners`,
  /** The shop's info pages. */
  pages: () => `${CONSOLE_ROOT}/shop/pages`,
  /** The editor of one info page. */
  page: (name: string) => `${CONSOLE_ROOT}/shop/pages/${encodeURIComponent(name)}`,
  /** The payment methods the shop offers and their provider keys. */
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
