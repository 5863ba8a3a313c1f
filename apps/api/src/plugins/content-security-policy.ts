import { randomBytes } from 'node:crypto';
import type { PaymentProvidersConfig } from '../config.js';
import { payfastBaseUrl } from '../providers/payfast.js';

/** Where browsers send violation reports (`routes/store/csp-reports.ts`); the Reporting API's group name. */
export const CSP_REPORT_PATH = '/api/csp-reports';
export const CSP_REPORT_GROUP = 'csp';

/** Extra sources one kind of page needs, by directive (the payment page's providers). */
export type PageSources = Partial<Record<'connect-src' | 'frame-src' | 'img-src' | 'form-action', string[]>>;

/** A fresh nonce for one response: 128 random bits, as the CSP spec asks. */
export function cspNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The strict policy of an HTML page (the strict-CSP recipe): scripts only by this response's nonce and
 * what they load (`'strict-dynamic'`; `https:` and `'unsafe-inline'` only count in browsers that know
 * neither), everything else same-origin or nothing, plus `extra` sources for the payment page.
 * @example pagePolicy('abc', {}).startsWith("default-src 'self'; script-src 'nonce-abc' 'strict-dynamic'") // true
 */
export function pagePolicy(nonce: string, extra: PageSources): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', [`'nonce-${nonce}'`, "'strict-dynamic'", 'https:', "'unsafe-inline'"]],
    // the built CSS is a file; server-rendered markup carries a few `style` attributes (image aspect
    // ratios, the banner box, the rating bars), which style-src-attr allows without allowing <style>
    ['style-src', ["'self'", `'nonce-${nonce}'`]],
    ['style-src-attr', ["'unsafe-inline'"]],
    // data: the image placeholders; blob: previews of images a seller is about to upload
    ['img-src', ["'self'", 'data:', 'blob:', ...(extra['img-src'] ?? [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(extra['connect-src'] ?? [])]],
    ['frame-src', extra['frame-src']?.length ? extra['frame-src'] : ["'none'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'", ...(extra['form-action'] ?? [])]],
    ['report-uri', [CSP_REPORT_PATH]],
    ['report-to', [CSP_REPORT_GROUP]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/**
 * The policy sent with the storefront's service worker script (`/sw.js`, issue 22), which governs the worker
 * itself: it fetches this site's pages, files and images to answer and keep them, and runs nothing else.
 * @example serviceWorkerPolicy() // "default-src 'none'; connect-src 'self'"
 */
export function serviceWorkerPolicy(): string {
  return "default-src 'none'; connect-src 'self'";
}

/**
 * The policy of a static page of a build (the storefront's `offline.html`, issue 22): its stylesheet and
 * images from this site, no script at all.
 * @example staticPagePolicy().startsWith("default-src 'none'; style-src 'self'") // true
 */
export function staticPagePolicy(): string {
  return "default-src 'none'; style-src 'self'; img-src 'self' data:; font-src 'self'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";
}

const originOf = (url: string) => new URL(url).origin;

/**
 * The provider origins the payment pages need, from each provider's CSP documentation, for the configured
 * environment — or the configured base URLs where tests point a provider at a local fake. Scripts need no
 * host here: Stripe.js and the PayPal SDK are inserted by the page's own trusted code (`'strict-dynamic'`).
 * - Stripe (docs.stripe.com/security/guide#content-security-policy): frames from js.stripe.com and
 *   hooks.stripe.com (3-D Secure), calls to api.stripe.com.
 * - PayPal (developer.paypal.com/sdk/js/best-practices): frames, calls and images of paypal.com and
 *   paypalobjects.com; the sandbox's buttons come from www.sandbox.paypal.com.
 * - PayFast: the checkout form posts to www.payfast.co.za (sandbox.payfast.co.za in the sandbox).
 * - CyberSource: none: the card form posts to this server, which calls CyberSource itself.
 */
export function paymentPageSources(payments: PaymentProvidersConfig): PageSources {
  const live = payments.environment === 'live';
  const paypal = live
    ? ['https://www.paypal.com']
    : ['https://www.paypal.com', 'https://www.sandbox.paypal.com'];
  const stripeApi = payments.stripeApiBase ? originOf(payments.stripeApiBase) : 'https://api.stripe.com';
  const paypalApi = payments.paypalApiBase ? [originOf(payments.paypalApiBase)] : [];
  return {
    'connect-src': [stripeApi, ...paypal, ...paypalApi],
    'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', ...paypal],
    'img-src': [...paypal, 'https://www.paypalobjects.com'],
    'form-action': [originOf(payfastBaseUrl(payments.payfastBase, payments.environment))],
  };
}

/**
 * Powerful browser features the shop never uses, denied on every answer; `payment` only for the providers'
 * frames on the payment pages (Stripe's and PayPal's wallets use the Payment Request API).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'publickey-credentials-get',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

export function permissionsPolicy(paymentPage: boolean): string {
  const payment = paymentPage
    ? 'payment=(self "https://js.stripe.com" "https://www.paypal.com")'
    : 'payment=()';
  return [...DENIED_FEATURES.map((feature) => `${feature}=()`), payment].join(', ');
}
