import { GUEST_SESSION_HEADER } from '@souk/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../errors.js';
import { TOKEN_COOKIE, type TokenCustomer, type TokenService } from '../lib/tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, from the bearer token or the httpOnly cookie. */
    customer: TokenCustomer | null;
    /** The guest session id the browser sent, when any. */
    guestSessionId: string | null;
  }
}

const SESSION_ID = /^[A-Za-z0-9_-]{8,128}$/;

/** A guest session id must be an unguessable token: it is the guest's only credential. */
export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID.test(value);
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
  if (!request.customer) throw unauthorized();
  return request.customer;
}

/** A route whose path names a customer answers only to that customer (401 anonymous, 403 someone else). */
export function requireSameCustomer(request: FastifyRequest, customerId: string): TokenCustomer {
  const customer = requireCustomer(request);
  if (customer.id !== customerId) throw forbidden();
  return customer;
}

/** Who owns what this request touches: the customer, else the guest session. */
export interface Owner {
  customerId: string | null;
  sessionId: string | null;
}

export function ownerOf(request: FastifyRequest): Owner {
  return { customerId: request.customer?.id ?? null, sessionId: request.guestSessionId };
}

/** True when a row with these owner columns belongs to the caller. */
export function owns(owner: Owner, row: { customerId: string | null; sessionId: string | null }): boolean {
  if (row.customerId) return owner.customerId === row.customerId;
  return row.sessionId !== null && owner.sessionId === row.sessionId;
}
