/**
 * The logging a service may do. Fastify's request logger (pino) fits it, so services log without knowing
 * Fastify; tests pass a silent one.
 */
export interface Logger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}
