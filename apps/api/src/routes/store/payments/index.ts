import type { App, Deps } from '../../../types.js';
import { confirmRoutes } from './confirm.js';
import { cybersourcePaymentRoutes } from './cybersource.js';
import { offlinePaymentRoutes } from './offline.js';
import { payfastPaymentRoutes } from './payfast.js';
import { paypalPaymentRoutes } from './paypal.js';
import { stripePaymentRoutes } from './stripe.js';

/** Payment calls of spec §7, one router per method, plus order confirmation. */
export function paymentRoutes(app: App, deps: Deps): void {
  stripePaymentRoutes(app, deps);
  paypalPaymentRoutes(app, deps);
  payfastPaymentRoutes(app, deps);
  cybersourcePaymentRoutes(app, deps);
  offlinePaymentRoutes(app, deps);
  confirmRoutes(app, deps);
}
