import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import type * as z from 'zod/mini';
import { RequestValidationError } from '../errors.js';

type AnySchema = z.ZodMiniType;

/** Fastify type provider for the zod schemas of @souk/core (mini and classic alike). */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends AnySchema ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends AnySchema ? z.input<this['schema']> : unknown;
}

/**
 * Validates requests with the route's zod schemas and serializes responses with plain JSON. In tests,
 * responses are also checked against their schemas, so a handler that drifts from the wire contract fails.
 */
export function registerZodProvider(
  app: FastifyInstance,
  { checkResponses }: { checkResponses: boolean },
): void {
  app.setValidatorCompiler(({ schema }) => {
    const zodSchema = schema as unknown as AnySchema;
    return (data: unknown) => {
      const result = zodSchema['~standard'].validate(data);
      if (result instanceof Promise) throw new Error('async schemas are not supported');
      if (result.issues) {
        return { error: new RequestValidationError(result.issues[0]?.message || 'Invalid input') };
      }
      return { value: result.value };
    };
  });

  app.setSerializerCompiler(({ schema, url, method }) => {
    const zodSchema = schema as unknown as AnySchema;
    return (data: unknown) => {
      if (checkResponses) {
        const result = zodSchema['~standard'].validate(data);
        if (!(result instanceof Promise) && result.issues) {
          throw new Error(
            `Response of ${method} ${url} breaks its schema: ${JSON.stringify(result.issues.slice(0, 3))}`,
          );
        }
      }
      return JSON.stringify(data);
    };
  });
}
