import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError, type DomainErrorKind } from '../domain/errors.js';
import {
  DATABASE_UNAVAILABLE,
  type DatabaseOutage,
  isDatabaseUnreachable,
  OUTAGE_RETRY_AFTER_SECONDS,
} from '../lib/database-outage.js';

/** The one mapping of domain errors to HTTP: nothing else in the server knows a status code. */
export const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unsupported: 415,
  'too-many-attempts': 429,
  // a provider's refusal of the payment is the call's failure (the shopper may try another card)
  'payment-rejected': 400,
  'provider-failed': 502,
  // answered with Retry-After: the balancer and the shopper's browser try again shortly
  unavailable: 503,
};

/** A request-validation failure: the first issue's message (the spec's wording where it has one). */
export class RequestValidationError extends Error {
  override readonly name = 'RequestValidationError';
  readonly statusCode = 400;
}

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Invalid content length' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Request body is not valid JSON' },
};

const UNAVAILABLE_PAGE = `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Souk</title><p>${DATABASE_UNAVAILABLE}</p></html>`;

/** PostgreSQL errors that only bad input can cause: answered 400, never 5xx. */
const POSTGRES_INPUT_ERRORS: Record<string, string> = {
  '22021': 'Request contains invalid characters',
  '22P05': 'Request contains invalid characters',
  '22003': 'A number in the request is out of range',
};

/** The SQLSTATE of a database error, also when Drizzle wraps the driver's error in `cause`. */
function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 3; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The one place errors become HTTP answers: domain errors by their kind (`STATUS_OF`), request validation
 * 400, Fastify's and PostgreSQL's input errors 4xx, a database that cannot be reached 503 with
 * `Retry-After` (logged once per outage by `outage`) — always `{ error }`. Anything unexpected is logged
 * and answered 500 without details; tests treat any 5xx but those 503s as a bug.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  { outage }: { outage?: DatabaseOutage } = {},
): void {
  app.setErrorHandler((error: FastifyError | DomainError | RequestValidationError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.kind === 'unavailable') reply.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      return reply.status(STATUS_OF[error.kind]).send({ error: error.message });
    }
    if (isDatabaseUnreachable(error)) {
      outage?.failed(error);
      reply.status(503).header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      // a page the browser asked for (not an API call) says the same as a page
      if (!request.url.startsWith('/api') && request.headers.accept?.includes('text/html')) {
        return reply.type('text/html; charset=utf-8').send(UNAVAILABLE_PAGE);
      }
      return reply.send({ error: DATABASE_UNAVAILABLE });
    }
    if (error instanceof RequestValidationError) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    const postgresCode = databaseErrorCode(error);
    const postgres = postgresCode ? POSTGRES_INPUT_ERRORS[postgresCode] : undefined;
    if (postgres) return reply.status(400).send({ error: postgres });
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send({ error: known.message });
    if (error.validation) return reply.status(400).send({ error: error.message });
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Something went wrong. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
