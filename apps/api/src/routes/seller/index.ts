import { createSellerTokenService } from '../../lib/seller-tokens.js';
import { requireSellerSignIn } from '../../plugins/seller-auth.js';
import type { App, Deps } from '../../types.js';
import { sellerAccountRoutes } from './account.js';
import { sellerAlertRoutes } from './alerts.js';
import { sellerAuthRoutes } from './auth.js';
import { sellerBannerRoutes } from './banners.js';
import { sellerCategoryRoutes } from './categories.js';
import { sellerChecklistRoutes } from './checklist.js';
import { sellerDashboardRoutes } from './dashboard.js';
import { sellerMediaRoutes } from './media.js';
import { sellerMessageRoutes } from './messages.js';
import { sellerNewsletterRoutes } from './newsletter.js';
import { sellerNotificationRoutes } from './notifications.js';
import { sellerOrderRoutes } from './orders.js';
import { sellerPageRoutes } from './pages.js';
import { sellerPasswordResetRoutes } from './password-reset.js';
import { sellerPaymentSettingsRoutes } from './payment-settings.js';
import { sellerPaymentRoutes } from './payments.js';
import { sellerProductRoutes } from './products.js';
import { sellerReviewRoutes } from './reviews.js';
import { sellerShopRoutes } from './shop.js';
import { sellerSignupRoutes } from './signup.js';

/**
 * The seller area (`/api/seller/*`): the calls of the seller console, for the account that runs a shop.
 * Sign-in, the password reset and opening a shop (sign-up) are public; every other route sits in a scope that requires the seller's
 * own token and its live session (`plugins/seller-auth.ts`). A new console call is a route file here,
 * registered in that scope.
 */
export async function sellerArea(app: App, deps: Deps): Promise<void> {
  const sellerTokens = createSellerTokenService(deps.config.jwtSecret);
  sellerAuthRoutes(app, deps, sellerTokens);
  sellerPasswordResetRoutes(app, deps);
  sellerSignupRoutes(app, deps, sellerTokens);
  await app.register(async (scope) => {
    const signedIn = scope as unknown as App;
    requireSellerSignIn(signedIn, deps.db, sellerTokens);
    sellerAccountRoutes(signedIn, deps);
    sellerPaymentRoutes(signedIn, deps);
    sellerPaymentSettingsRoutes(signedIn, deps);
    sellerNotificationRoutes(signedIn, deps);
    sellerDashboardRoutes(signedIn, deps);
    sellerChecklistRoutes(signedIn, deps);
    sellerOrderRoutes(signedIn, deps);
    sellerMessageRoutes(signedIn, deps);
    sellerReviewRoutes(signedIn, deps);
    sellerNewsletterRoutes(signedIn, deps);
    sellerAlertRoutes(signedIn, deps);
    sellerProductRoutes(signedIn, deps);
    sellerCategoryRoutes(signedIn, deps);
    sellerBannerRoutes(signedIn, deps);
    sellerPageRoutes(signedIn, deps);
    sellerShopRoutes(signedIn, deps);
    sellerMediaRoutes(signedIn, deps);
  });
}
