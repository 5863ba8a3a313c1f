import { encodeComponent } from '../text/encode-component.js';

/**
 * Every route of the storefront (spec §2), built in one place so no component concatenates paths.
 * Path segments and query values are percent-encoded: seller names, slugs and search terms come from
 * shoppers and sellers, and a `/`, `?` or `#` in them must not change the route.
 */

const segment = encodeComponent;

/**
 * Query values; `undefined`, `null` and blank strings are left out.
 * @example
 * ```ts
 * const query: QueryValues = { orderNumber: 'ORD9', status: 'success', error: null };
 * paths.orderConfirm('tea-house', query) // "/tea-house/order/confirm?orderNumber=ORD9&status=success"
 * ```
 */
export type QueryValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

function withQuery(path: string, query: QueryValues): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = String(value);
    if (text.trim() === '') continue;
    pairs.push(`${segment(key)}=${segment(text)}`);
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/**
 * Prefix of the shop area in admin mode (spec §1, §2, §6).
 * @example ADMIN_PREFIX // "/admin"
 */
export const ADMIN_PREFIX = '/admin';
/**
 * The shop-not-found page; unknown paths redirect here (spec §2, §8).
 * @example NOT_FOUND_PATH // "/not-found"
 */
export const NOT_FOUND_PATH = '/not-found';

/**
 * Router patterns of spec §2, for the app's route table (children are relative to the shop area).
 * @example ROUTE_PATTERNS.shop.productDetails // "product/details/:slug"
 */
export const ROUTE_PATTERNS = {
  globalSearch: '/search-products/:searchValue',
  admin: '/admin/*',
  shopArea: '/:sellerName/*',
  notFound: NOT_FOUND_PATH,
  shop: {
    home: '',
    shops: 'shops',
    products: 'products',
    productSearch: 'products/search',
    cart: 'card',
    shipping: 'shipping',
    payment: 'payment',
    orderConfirm: 'order/confirm',
    productDetails: 'product/details/:slug',
    productById: 'product/details/id/:productId',
    infoPage: 'page/:pageName',
    // spec §2: the payment-related part also reaches info pages as /{sellerName}/{pageName}
    infoPageShort: ':pageName',
    contact: 'contact',
    login: 'login',
    register: 'register',
    forgotPassword: 'forgot-password',
    resetPassword: 'reset-password',
    newsletter: 'newsletter/:link',
    dashboard: 'dashboard',
    myOrders: 'dashboard/my-orders',
    myWishlist: 'dashboard/my-wishlist',
    orderDetails: 'dashboard/order/details/:orderNumber',
  },
} as const;

/**
 * Builders of every path of spec §2. Seller-scoped paths take the seller name as their first argument.
 * @example paths.productDetails('tea-house', 'green tea') // "/tea-house/product/details/green%20tea"
 * @example paths.productSearch('tea-house', { value: 'mint & lime' }) // "/tea-house/products/search?value=mint%20%26%20lime"
 */
export const paths = {
  /** Shop home; without a seller, the site root ('Go to Homepage' on the not-found page, spec §2). */
  home: (seller?: string): string => (seller === undefined ? '/' : `/${segment(seller)}`),
  /** Shop home, `/{seller}`. */
  shop: (seller: string): string => `/${segment(seller)}`,
  /** All products of the shop, `/{seller}/shops`. */
  shops: (seller: string): string => `/${segment(seller)}/shops`,
  /**
   * Product listing; the header's category links use `category` (spec §2). The search value's key is not
   * named by the spec: it reuses `value`, like the in-shop search.
   */
  products: (seller: string, query: { category?: string | null; search?: string | null } = {}): string =>
    withQuery(`/${segment(seller)}/products`, { category: query.category, value: query.search }),
  /** In-shop search results (spec §2 header search: `/products/search?value={text}`). */
  productSearch: (seller: string, query: { value: string; category?: string | null }): string =>
    withQuery(`/${segment(seller)}/products/search`, { value: query.value, category: query.category }),
  /** The cart; the route is spelled `card` in the spec and stays so. */
  cart: (seller: string): string => `/${segment(seller)}/card`,
  /** The shipping page, `/{seller}/shipping`. */
  shipping: (seller: string): string => `/${segment(seller)}/shipping`,
  /** The payment page, `/{seller}/payment`. */
  payment: (seller: string): string => `/${segment(seller)}/payment`,
  /** Payment confirmation, optionally with its query parameters (spec §2 Confirmation). */
  orderConfirm: (seller: string, query: QueryValues = {}): string =>
    withQuery(`/${segment(seller)}/order/confirm`, query),
  /** A product page by slug, `/{seller}/product/details/{slug}`. */
  productDetails: (seller: string, slug: string): string =>
    `/${segment(seller)}/product/details/${segment(slug)}`,
  /** A product page by id, `/{seller}/product/details/id/{productId}`. */
  productById: (seller: string, productId: string): string =>
    `/${segment(seller)}/product/details/id/${segment(productId)}`,
  /** An info page of the shop (about, privacy …), `/{seller}/page/{pageName}`. */
  infoPage: (seller: string, pageName: string): string => `/${segment(seller)}/page/${segment(pageName)}`,
  /** The contact page, `/{seller}/contact`. */
  contact: (seller: string): string => `/${segment(seller)}/contact`,
  /** Sign-in and register pages of the shop area. */
  login: (seller: string): string => `/${segment(seller)}/login`,
  /** The sign-up page, `/{seller}/register`. */
  register: (seller: string): string => `/${segment(seller)}/register`,
  /** Asking for a password reset link by mail (issue 17). */
  forgotPassword: (seller: string): string => `/${segment(seller)}/forgot-password`,
  /** Where a mailed reset link leads: a new password for the link's `token` (issue 17). */
  resetPassword: (seller: string, token?: string): string =>
    withQuery(`/${segment(seller)}/reset-password`, { token }),
  /**
   * Where the newsletter's mailed links lead (issue 22): `confirm` confirms the subscription with the link's
   * `token`; `unsubscribe` asks before the `token` ends it.
   */
  newsletter: (seller: string, link: 'confirm' | 'unsubscribe', token?: string): string =>
    withQuery(`/${segment(seller)}/newsletter/${link}`, { token }),
  /** The customer's dashboard, `/{seller}/dashboard`. */
  dashboard: (seller: string): string => `/${segment(seller)}/dashboard`,
  /** My Orders (Track Orders for guests), `/{seller}/dashboard/my-orders`. */
  myOrders: (seller: string): string => `/${segment(seller)}/dashboard/my-orders`,
  /** My Wishlist, `/{seller}/dashboard/my-wishlist`. */
  myWishlist: (seller: string): string => `/${segment(seller)}/dashboard/my-wishlist`,
  /** One order, `/{seller}/dashboard/order/details/{orderNumber}`. */
  orderDetails: (seller: string, orderNumber: string): string =>
    `/${segment(seller)}/dashboard/order/details/${segment(orderNumber)}`,
  /** Global search across shops; the term is URL-encoded (spec §5). */
  globalSearch: (term: string): string => `/search-products/${segment(term)}`,
  /** The shop-not-found page, `/not-found`. */
  notFound: (): string => NOT_FOUND_PATH,
  /** The shop area in admin mode, optionally a path inside it (`admin('dashboard')` → `/admin/dashboard`). */
  admin: (subPath = ''): string => {
    const rest = subPath.replace(/^\/+/, '');
    return rest === '' ? ADMIN_PREFIX : `${ADMIN_PREFIX}/${rest}`;
  },
} as const;

/**
 * Whether a pathname is inside the admin shop area (spec §1: admin mode changes the page title).
 * @example isAdminPath('/admin/dashboard') // true
 * @example isAdminPath('/administrator') // false
 */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);
}

// ROUTE_PATTERNS.shop.payment and .orderConfirm; a literal, so bundles that never call it drop it
const PAYMENT_PAGE = /^\/[^/?#]+\/(?:payment|order\/confirm)\/?(?:[?#]|$)/;

/**
 * Whether an address (path, optionally with its query) is one of the shop's payment pages: the payment page
 * and the confirmation page the providers send the shopper back to, in admin mode too. Their documents alone
 * are served with the payment providers' origins in their Content-Security-Policy.
 * @example isPaymentPagePath('/tea-house/payment') // true
 * @example isPaymentPagePath('/tea-house/order/confirm?status=success') // true
 * @example isPaymentPagePath('/tea-house/product/details/payment') // false
 */
export function isPaymentPagePath(path: string): boolean {
  return PAYMENT_PAGE.test(path);
}
