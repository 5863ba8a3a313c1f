import { createSellerTokenService } from '../../lib/seller-tokens.js';
import { requireSellerSignIn } from '../../plugins/seller-auth.js';
import type { App, Deps } from '../../types.js';
import { sellerAccountRoutes } from './account.js';
import { sellerAuthRoutes } from './auth.js';
import { sellerDashboardRoutes } from './dashboard.js';
import { sellerMediaRoutes } from './media.js';
import { sellerMessageRoutes } from './messages.js';
import { sellerNotificationRoutes } from './notifications.js';
import { sellerOrderRoutes } from './orders.js';
import { sellerPasswordResetRoutes } from './password-reset.js';
import { sellerPaymentRoutes } from './payments.js';
import { sellerReviewRoutes } from './reviews.js';

/**
 * The seller area (`/api/seller/*`): the calls of the seller console, for the account that runs a shop.
 * Sign-in and the password reset are public; every other route sits in a scope that requires the seller's
 * own token and its live session (`plugins/seller-auth.ts`). A new console call is a route file here,
 * registered in that scope.
 */
export async function sellerArea(app: App, deps: Deps): Promise<void> {
  const sellerTokens = createSellerTokenService(deps.config.jwtSecret);
  sellerAuthRoutes(app, deps, sellerTokens);
  sellerPasswordResetRoutes(app, deps);
  await app.register(async (scope) => {
    const signedIn = scope as unknown as App;
    requireSellerSignIn(signedIn, deps.db, sellerTokens);
    sellerAccountRoutes(signedIn, deps);
    sellerPaymentRoutes(signedIn, deps);
    sellerNotificationRoutes(signedIn, deps);
    sellerDashboardRoutes(signedIn, deps);
    sellerOrderRoutes(signedIn, deps);
    sellerMessageRoutes(signedIn, deps);
    sellerReviewRoutes(signedIn, deps);
    sellerMediaRoutes(signedIn, deps);
  });
}
