import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { unauthenticated } from '../domain/errors.js';
import type { SellerTokenService, SignedInSeller } from '../lib/seller-tokens.js';
import { SELLER_SIGN_IN_REQUIRED } from '../services/seller-accounts.js';
import { requireSellerSession } from '../services/seller-sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in seller of the seller area and its session (set by `requireSellerSignIn`). */
    sellerAccount: SignedInSeller | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/**
 * The seller area's sign-in: every route of the scope it is registered in answers only to a seller with a
 * valid seller-console token (`Authorization: Bearer …`) whose session is live (not ended, not expired)
 * and whose account still exists — customer tokens, ended sessions and anonymous callers are
 * unauthenticated (401). The seller and its session are `request.sellerAccount`.
 */
export function requireSellerSignIn(scope: FastifyInstance, db: Db, tokens: SellerTokenService): void {
  scope.decorateRequest('sellerAccount', null);
  scope.addHook('preHandler', async (request) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token) : null;
    if (!claims) throw unauthenticated(SELLER_SIGN_IN_REQUIRED);
    request.sellerAccount = await requireSellerSession(db, claims);
  });
}

/** The seller a route of the seller area acts for (its scope requires the sign-in). */
export function sellerAccountOf(request: FastifyRequest): SignedInSeller {
  if (!request.sellerAccount) throw unauthenticated(SELLER_SIGN_IN_REQUIRED);
  return request.sellerAccount;
}

/** Where a seller signs in from, as the sessions list shows it (the proxy-aware client address). */
export function sellerClientOf(request: FastifyRequest): { userAgent: string; ip: string } {
  return { userAgent: request.headers['user-agent'] ?? '', ip: request.ip };
}
