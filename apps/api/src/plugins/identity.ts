import { GUEST_SESSION_HEADER } from '@souk/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { forbidden, invalid, unauthenticated } from '../domain/errors.js';
import {
  customerOwner,
  guestOwnerOf,
  INVALID_GUEST_SESSION_HEADER,
  isSessionId,
  type Owner,
} from '../domain/owner.js';
import { type SignedInCustomer, type TokenService, tokenCookie } from '../lib/tokens.js';
import { liveCustomerSession } from '../services/customer-sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer and their live session, from the bearer token or the httpOnly cookie. */
    customer: SignedInCustomer | null;
    /** The guest session id the browser sent, when any. */
    guestSessionId: string | null;
  }
}

/** What the identity of a store request is read with. */
export interface IdentityDeps {
  db: Db;
  tokens: TokenService;
  /** The session cookie is `__Host-souk_token` when true (PUBLIC_URL is https), else `souk_token`. */
  secureCookies: boolean;
}

/** The customer token of a request: the `Authorization` header wins over the session cookie. */
function customerToken(request: FastifyRequest, cookieName: string): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[cookieName];
}

/**
 * Reads who is calling on every request; routes then check ownership with the helpers below. A token signs
 * a customer in only while its session is live (`liveCustomerSession`): an ended session, an expired one or
 * a deleted account make the request anonymous, so routes that need sign-in answer 401. A guest session
 * header that is no UUID is refused (400) rather than ignored, so a short id never names anything.
 */
export function registerIdentity(app: FastifyInstance, { db, tokens, secureCookies }: IdentityDeps): void {
  const cookieName = tokenCookie(secureCookies).name;
  app.decorateRequest('customer', null);
  app.decorateRequest('guestSessionId', null);
  // callback style: an anonymous request (no token) costs no promise
  app.addHook('onRequest', (request, _reply, done) => {
    const session = request.headers[GUEST_SESSION_HEADER];
    if (session !== undefined && !isSessionId(session)) {
      done(invalid(INVALID_GUEST_SESSION_HEADER));
      return;
    }
    request.guestSessionId = session ?? null;
    const token = customerToken(request, cookieName);
    if (!token) {
      request.customer = null;
      done();
      return;
    }
    tokens
      .verify(token)
      .then((claims) => (claims ? liveCustomerSession(db, claims) : null))
      .then((customer) => {
        request.customer = customer;
        done();
      }, done);
  });
}

/** The signed-in customer, or 401. */
export function requireCustomer(request: FastifyRequest): SignedInCustomer {
  if (!request.customer) throw unauthenticated();
  return request.customer;
}

/** A route whose path names a customer answers only to that customer (401 anonymous, 403 someone else). */
export function requireSameCustomer(request: FastifyRequest, customerId: string): SignedInCustomer {
  const customer = requireCustomer(request);
  if (customer.id !== customerId) throw forbidden();
  return customer;
}

export function ownerOf(request: FastifyRequest): Owner {
  return { customerId: request.customer?.id ?? null, sessionId: request.guestSessionId };
}

/**
 * The owner a body names (add-to-card, add-to-wishlist): `userId` must be the caller's own id (401
 * without a token, 403 for another id); otherwise `sessionId` must be a well-formed guest session id.
 */
export function ownerFromBody(
  request: FastifyRequest,
  body: { userId?: string | null | undefined; sessionId?: string | null | undefined },
): Owner {
  if (body.userId) return customerOwner(requireSameCustomer(request, body.userId).id);
  return guestOwnerOf(body.sessionId);
}
