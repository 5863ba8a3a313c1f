import { registerIdentity } from '../../plugins/identity.js';
import type { App, Deps } from '../../types.js';
import { authRoutes } from './auth.js';
import { cartRoutes } from './cart.js';
import { catalogueRoutes } from './catalogue.js';
import { contentRoutes } from './content.js';
import { cspReportRoutes } from './csp-reports.js';
import { imageRoutes } from './images.js';
import { languageRoutes } from './language.js';
import { mediaRoutes } from './media.js';
import { orderRoutes } from './orders.js';
import { customerPasswordResetRoutes } from './password-reset.js';
import { paymentConfigRoutes } from './payment-config.js';
import { paymentRoutes } from './payments/index.js';
import { recentlyViewedRoutes } from './recently-viewed.js';
import { reviewRoutes } from './reviews.js';
import { shopAppRoutes } from './shop-app.js';
import { shopRoutes } from './shops.js';
import { subscriptionRoutes } from './subscriptions.js';
import { vitalsRoutes } from './vitals.js';
import { wishlistRoutes } from './wishlist.js';

/**
 * The store area: every call of spec §7 a shopper's browser makes, at the spec's paths. Its own sign-in is
 * the shopper's identity — the customer token or the guest session (`plugins/identity.ts`) — read on every
 * request; each route then decides what the caller may touch.
 */
export async function storeArea(app: App, deps: Deps): Promise<void> {
  registerIdentity(app, { db: deps.db, tokens: deps.tokens, secureCookies: deps.config.secureCookies });
  catalogueRoutes(app, deps);
  reviewRoutes(app, deps);
  shopRoutes(app, deps);
  shopAppRoutes(app, deps);
  languageRoutes(app, deps);
  subscriptionRoutes(app, deps);
  contentRoutes(app, deps);
  cartRoutes(app, deps);
  wishlistRoutes(app, deps);
  recentlyViewedRoutes(app, deps);
  authRoutes(app, deps);
  customerPasswordResetRoutes(app, deps);
  orderRoutes(app, deps);
  imageRoutes(app, deps);
  mediaRoutes(app, deps);
  paymentConfigRoutes(app, deps);
  paymentRoutes(app, deps);
  vitalsRoutes(app, deps);
  cspReportRoutes(app, deps);
}
