import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { unauthenticated } from '../domain/errors.js';
import type { SellerTokenService, TokenSellerAccount } from '../lib/seller-tokens.js';
import { requireSellerAccount, SELLER_SIGN_IN_REQUIRED } from '../services/seller-accounts.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in seller of the seller area (its routes only; set by `requireSellerSignIn`). */
    sellerAccount: TokenSellerAccount | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/**
 * The seller area's sign-in: every route of the scope it is registered in answers only to a seller with a
 * valid seller-console token (`Authorization: Bearer …`) whose account still exists — customer tokens and
 * anonymous callers are unauthenticated (401). The account is `request.sellerAccount`.
 */
export function requireSellerSignIn(scope: FastifyInstance, db: Db, tokens: SellerTokenService): void {
  scope.decorateRequest('sellerAccount', null);
  scope.addHook('preHandler', async (request) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token) : null;
    if (!claims) throw unauthenticated(SELLER_SIGN_IN_REQUIRED);
    request.sellerAccount = await requireSellerAccount(db, claims.id);
  });
}

/** The seller a route of the seller area acts for (its scope requires the sign-in). */
export function sellerAccountOf(request: FastifyRequest): TokenSellerAccount {
  if (!request.sellerAccount) throw unauthenticated(SELLER_SIGN_IN_REQUIRED);
  return request.sellerAccount;
}
