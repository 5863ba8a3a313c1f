import type { FastifyInstance, FastifyTypeProvider } from 'fastify';
import * as z from 'zod/mini';
import { plainReason, type RequestPart, validationMessage } from '../lib/validation-message.js';
import { RequestValidationError } from './error-handler.js';

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
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const zodSchema = schema as unknown as AnySchema;
    const part = (httpPart ?? 'body') as RequestPart;
    return (data: unknown) => {
      // a schema's own message (a spec text, or a reason) wins; every other issue gets a plain reason
      const result = z.safeParse(zodSchema, data, { error: plainReason });
      if (!result.success) {
        return { error: new RequestValidationError(validationMessage(result.error.issues, part)) };
      }
      return { value: result.data };
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
