import type { FastifyError, FastifyInstance } from 'fastify';

/** An error with its HTTP status and the `{ error }` text the client shows (spec §8). */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this resource') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message = 'Too many requests, please try again later') =>
  new HttpError(429, message);

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
 * The one place errors become HTTP answers: invalid input 400, unauthenticated 401, not yours 403/404,
 * unknown 404, conflict 409 — always `{ error }`. Anything unexpected is logged and answered 500 without
 * details; tests treat any 5xx as a bug.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | RequestValidationError, request, reply) => {
    if (error instanceof HttpError || error instanceof RequestValidationError) {
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
