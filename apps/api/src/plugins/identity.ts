import { GUEST_SESSION_HEADER } from '@souk/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../domain/errors.js';
import { customerOwner, guestOwnerOf, isSessionId, type Owner } from '../domain/owner.js';
import { TOKEN_COOKIE, type TokenCustomer, type TokenService } from '../lib/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, from the bearer token or the httpOnly cookie. */
    customer: TokenCustomer | null;
    /** The guest session id the browser sent, when any. */
    guestSessionId: string | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[TOKEN_COOKIE];
}

/** Reads who is calling on every request; routes then check ownership with the helpers below. */
export function registerIdentity(app: FastifyInstance, tokens: TokenService): void {
  app.decorateRequest('customer', null);
  app.decorateRequest('guestSessionId', null);
  // callback style: an anonymous request (no token) costs no promise
  app.addHook('onRequest', (request, _reply, done) => {
    const session = request.headers[GUEST_SESSION_HEADER];
    request.guestSessionId = isSessionId(session) ? session : null;
    const token = bearerToken(request);
    if (!token) {
      request.customer = null;
      done();
      return;
    }
    tokens.verify(token).then((customer) => {
      request.customer = customer;
      done();
    }, done);
  });
}

/** The signed-in customer, or 401. */
export function requireCustomer(request: FastifyRequest): TokenCustomer {
  if (!request.customer) throw unauthenticated();
  return request.customer;
}

/** A route whose path names a customer answers only to that customer (401 anonymous, 403 someone else). */
export function requireSameCustomer(request: FastifyRequest, customerId: string): TokenCustomer {
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
