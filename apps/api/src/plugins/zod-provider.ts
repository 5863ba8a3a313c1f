import type { FastifyInstance, FastifySchema, FastifyTypeProvider } from 'fastify';
import * as z from 'zod/mini';
import { toJSONSchema } from 'zod/v4/core';
import { RequestValidationError } from '../errors.js';
import { plainReason, type RequestPart, validationMessage } from '../lib/validation-message.js';

type AnySchema = z.ZodMiniType;

/** Fastify type provider for the zod schemas of @souk/core (mini and classic alike). */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends AnySchema ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends AnySchema ? z.input<this['schema']> : unknown;
}

function isZodSchema(value: unknown): value is AnySchema {
  return typeof value === 'object' && value !== null && '_zod' in value;
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

interface CollectedRoute {
  method: string;
  url: string;
  schema: FastifySchema;
}

function jsonSchemaOf(schema: unknown, io: 'input' | 'output'): unknown {
  if (!isZodSchema(schema)) return {};
  return toJSONSchema(schema, { io, unrepresentable: 'any' });
}

/** Builds the OpenAPI 3.1 document from the routes' zod schemas (served at /api/openapi.json). */
export function collectOpenApi(app: FastifyInstance): () => Record<string, unknown> {
  const routes: CollectedRoute[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.url.includes('*')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD')
        routes.push({ method: method.toLowerCase(), url: route.url, schema: route.schema });
    }
  });

  return () => {
    const paths: Record<string, Record<string, unknown>> = {};
    for (const route of routes) {
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const parameters: unknown[] = [];
      for (const [location, source] of [
        ['path', route.schema.params],
        ['query', route.schema.querystring],
      ] as const) {
        const json = jsonSchemaOf(source, 'input') as {
          properties?: Record<string, unknown>;
          required?: string[];
        };
        for (const [name, property] of Object.entries(json.properties ?? {})) {
          parameters.push({
            name,
            in: location,
            required: location === 'path' || json.required?.includes(name),
            schema: property,
          });
        }
      }
      const responses: Record<string, unknown> = {};
      for (const [status, schema] of Object.entries(
        (route.schema.response ?? {}) as Record<string, unknown>,
      )) {
        responses[status] = {
          description: status,
          content: { 'application/json': { schema: jsonSchemaOf(schema, 'output') } },
        };
      }
      paths[path] ??= {};
      paths[path][route.method] = {
        parameters,
        ...(route.schema.body
          ? {
              requestBody: {
                content: { 'application/json': { schema: jsonSchemaOf(route.schema.body, 'input') } },
              },
            }
          : {}),
        responses: Object.keys(responses).length ? responses : { 200: { description: 'OK' } },
      };
    }
    return {
      openapi: '3.1.0',
      info: { title: 'Souk API', version: '1.0.0', description: 'Every call of the storefront spec §7.' },
      servers: [{ url: '/' }],
      paths,
    };
  };
}
