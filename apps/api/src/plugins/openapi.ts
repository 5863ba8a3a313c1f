import {
  BulkPricingSchema,
  BulkTierSchema,
  ErrorResponseSchema,
  GUEST_SESSION_HEADER,
  NullableProductSchema,
  ProductListSchema,
  ProductSchema,
} from '@souk/core';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { type $ZodType, toJSONSchema } from 'zod/v4/core';
import { TOKEN_COOKIE } from '../lib/tokens.js';
import type { App } from '../types.js';

type Json = Record<string, unknown>;

/** The document's tags, one per resource, in the order readers meet them. */
const TAGS = [
  {
    name: 'catalogue',
    description: 'Categories, products, banners, listings and search of a shop (spec §7 Catalogue).',
  },
  { name: 'reviews', description: 'Product reviews (spec §7 Reviews).' },
  {
    name: 'sellers',
    description:
      'Shop lookup, support info, social links, info pages, contact messages and the shop directory.',
  },
  { name: 'content', description: 'Shared info-page texts (spec §7 Seller).' },
  {
    name: 'cart',
    description: 'The cart of a signed-in customer or a guest session (spec §7 Cart and wishlist).',
  },
  { name: 'wishlist', description: 'The wishlist of a signed-in customer or a guest session.' },
  {
    name: 'recently-viewed',
    description:
      "A signed-in customer's recently viewed products per shop (issue 22); a guest's list stays in the browser.",
  },
  {
    name: 'subscriptions',
    description:
      "A shop's newsletter: double opt-in sign-up, the mailed confirm link and the signed one-click unsubscribe.",
  },
  {
    name: 'auth',
    description: 'Customer registration, sign-in, sign-out and password reset by mail (spec §7 Auth).',
  },
  { name: 'orders', description: 'Placing, listing, tracking and cancelling orders (spec §7 Orders).' },
  {
    name: 'payments',
    description: "A seller's payment configuration and the shopper's payment calls (spec §7 Payment).",
  },
  { name: 'webhooks', description: 'Notifications sent by payment providers, not by shoppers.' },
  {
    name: 'seller-account',
    description:
      'The seller console: sign-in and sign-out, sessions, password change and password reset by mail.',
  },
  {
    name: 'seller-payments',
    description: 'The seller console: the approval of offline payments, and notices of the shop.',
  },
  {
    name: 'seller-console',
    description:
      "The seller console's running of a shop: dashboard, orders and their workflow, messages, reviews.",
  },
  {
    name: 'seller-shop',
    description:
      "The seller console's shop content: categories, home banners, info pages and the shop's settings.",
  },
  { name: 'images', description: 'Demo images and the image proxy (spec §7 Other).' },
  { name: 'vitals', description: "Web-vitals reports of shoppers' browsers and their percentiles." },
  { name: 'security', description: 'Content-Security-Policy violation reports of browsers.' },
  { name: 'health', description: 'Liveness of the server and its database.' },
  { name: 'meta', description: 'This document.' },
] as const;

export type ApiTag = (typeof TAGS)[number]['name'];

type SecurityRequirement = Readonly<Record<string, readonly string[]>>;

const customer = [{ customer: [] }, { customerCookie: [] }] as const;

/**
 * Who may call a route, as the route's `schema.security`. Each list names alternatives; `{}` means an
 * anonymous call is accepted too.
 */
export const SECURITY = {
  /** Anyone; the call reads no identity. */
  public: [],
  /** A signed-in customer (401 without a token, 403 when the path names someone else). */
  customer,
  /** The customer by token, else the guest of the session header; anyone else gets 404 for the id. */
  customerOrGuest: [...customer, { guestSession: [] }],
  /** Anyone; a signed-in customer acts as themselves (a body `userId` must be theirs). */
  optionalCustomer: [{}, ...customer],
  /** Anyone; the customer by token, else the guest of the session header, owns what the call creates. */
  optionalCustomerOrGuest: [{}, ...customer, { guestSession: [] }],
  /**
   * Anyone; a guest session header adds what that guest owns (their cart and wishlist merged into the account
   * on sign-in, their orders' full contact details in a lookup).
   */
  optionalGuest: [{}, { guestSession: [] }],
  /** A signed-in seller (the seller console's token). */
  seller: [{ seller: [] }],
} as const satisfies Record<string, readonly SecurityRequirement[]>;

/** Raw OpenAPI for what zod does not describe: non-JSON bodies and answers, headers read by a handler. */
export interface OperationDocs {
  requestBody?: Json;
  /** Merged over the generated response of the same status. */
  responses?: Record<number, Json>;
  parameters?: Json[];
}

declare module 'fastify' {
  interface FastifySchema {
    /** Unique camelCase name of the call, for generated clients. */
    operationId?: string;
    /** One line on what the call does. */
    summary?: string;
    description?: string;
    tags?: readonly ApiTag[];
    security?: readonly SecurityRequirement[];
    /**
     * The error statuses the handler (or what it calls) answers, always `{ error }`. 400 (validation and
     * NUL characters), 413/415 (bodies) and 429 (rate limits) are added from the route's own options.
     */
    errors?: readonly ErrorStatus[];
    /** Media types the `body` schema is accepted in (default `application/json`). */
    consumes?: readonly string[];
    /** Documentation only: never read by validation or serialization. */
    openapi?: OperationDocs;
  }
}

/** The 4xx (and 502) answers, always `{ error }` from the one error mapping (src/errors.ts). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502;

const ERROR_RESPONSES: Record<ErrorStatus, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'Invalid request: the first failing field of the parameters or the body, a rule of the call, or a NUL character anywhere in the request.',
  },
  401: { name: 'Unauthorized', description: 'Not signed in, or the token is invalid or expired.' },
  403: { name: 'Forbidden', description: 'Signed in, but the call names another customer.' },
  404: {
    name: 'NotFound',
    description: "Unknown id, or not the caller's: someone else's data answers like missing data.",
  },
  409: {
    name: 'Conflict',
    description:
      'The current state does not allow the call (stock, one seller per cart, already paid or cancelled…).',
  },
  413: { name: 'PayloadTooLarge', description: 'The request body (or the proxied image) is too large.' },
  415: {
    name: 'UnsupportedMediaType',
    description: "The body's content type is not accepted (or the proxied address is not an image).",
  },
  429: {
    name: 'TooManyRequests',
    description: 'Too many calls from this address or for this account; try again later.',
  },
  502: { name: 'BadGateway', description: 'The payment provider failed or could not be reached.' },
};

const jsonSchemas = new WeakMap<object, Json>();

/**
 * Core's lenient parsers read `unknown` and drop invalid items, which JSON Schema cannot say: the document
 * describes the items the server sends and a client should send.
 */
const LENIENT_SCHEMAS = new Map<unknown, () => Json>([
  [ProductListSchema, () => ({ type: 'array', items: jsonSchemaOf(ProductSchema), default: [] })],
  [NullableProductSchema, () => ({ anyOf: [jsonSchemaOf(ProductSchema), { type: 'null' }], default: null })],
  [BulkPricingSchema, () => ({ type: 'array', items: jsonSchemaOf(BulkTierSchema), default: [] })],
]);

function describeLenient({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: Json }): void {
  const described = LENIENT_SCHEMAS.get(zodSchema)?.();
  if (!described) return;
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
  Object.assign(jsonSchema, described);
}

/** Any schema in an `anyOf` that is empty matches everything: the whole `anyOf` is then empty too. */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (typeof node !== 'object' || node === null) return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$schema') continue;
    out[key] = simplify(value);
  }
  const anyOf = out.anyOf;
  if (
    Array.isArray(anyOf) &&
    anyOf.some((item) => typeof item === 'object' && Object.keys(item).length === 0)
  )
    delete out.anyOf;
  return out;
}

/**
 * The JSON Schema of a zod schema as the wire carries it. Responses too use the *input* side: the
 * serializer checks a handler's answer as the schema's input and sends it as it is (zod-provider.ts).
 */
function jsonSchemaOf(schema: unknown): Json {
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) return {};
  let json = jsonSchemas.get(schema);
  if (!json) {
    json = simplify(
      toJSONSchema(schema as $ZodType, { io: 'input', unrepresentable: 'any', override: describeLenient }),
    ) as Json;
    jsonSchemas.set(schema, json);
  }
  return json;
}

const errorRef = (status: ErrorStatus) => ({
  $ref: `#/components/responses/${ERROR_RESPONSES[status].name}`,
});

interface CollectedRoute {
  method: string;
  url: string;
  schema: FastifySchema;
  rateLimited: boolean;
  publicCache: boolean;
}

/** `:id` → `{id}`, and a trailing wildcard becomes the `path` parameter. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');

function parametersOf(route: CollectedRoute, path: string): Json[] {
  const parameters: Json[] = [];
  for (const [location, source] of [
    ['path', route.schema.params],
    ['query', route.schema.querystring],
  ] as const) {
    const json = jsonSchemaOf(source) as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const { description, ...schema } = property;
      parameters.push({
        name: name === '*' ? 'path' : name,
        in: location,
        required: location === 'path' || Boolean(json.required?.includes(name)),
        ...(typeof description === 'string' ? { description } : {}),
        schema,
      });
    }
  }
  // a path segment without a params schema is still a parameter
  for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
    if (name && !parameters.some((parameter) => parameter.in === 'path' && parameter.name === name))
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
  return [...parameters, ...(route.schema.openapi?.parameters ?? [])];
}

function requestBodyOf(route: CollectedRoute): Json | undefined {
  if (route.schema.openapi?.requestBody) return route.schema.openapi.requestBody;
  if (!route.schema.body) return undefined;
  const schema = jsonSchemaOf(route.schema.body);
  const mediaTypes = route.schema.consumes ?? ['application/json'];
  return { required: true, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}

const SUCCESS_TEXT: Record<string, string> = { 200: 'OK', 201: 'Created', 204: 'No content' };

function responsesOf(route: CollectedRoute, hasBody: boolean): Record<string, Json> {
  const responses: Record<string, Json> = {};
  for (const [status, schema] of Object.entries((route.schema.response ?? {}) as Record<string, unknown>)) {
    responses[status] = {
      description: SUCCESS_TEXT[status] ?? status,
      content: { 'application/json': { schema: jsonSchemaOf(schema) } },
    };
  }
  for (const [status, extra] of Object.entries(route.schema.openapi?.responses ?? {})) {
    responses[status] = { ...responses[status], ...extra };
  }
  if (route.publicCache) {
    responses[304] ??= { description: 'Not modified: the `If-None-Match` ETag is still current.' };
  }
  // besides the handler's own, what every route of this shape answers: the NUL check and validation
  // (400), the body parser (413, 415), the rate limiter (429)
  const errors = new Set<ErrorStatus>([400, ...(route.schema.errors ?? [])]);
  if (hasBody) errors.add(413).add(415);
  if (route.rateLimited) errors.add(429);
  for (const status of errors) responses[status] ??= errorRef(status);
  return Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
}

function operationOf(route: CollectedRoute, path: string): Json {
  const { operationId, summary, description, tags, security } = route.schema;
  const requestBody = requestBodyOf(route);
  return {
    ...(operationId ? { operationId } : {}),
    ...(summary ? { summary } : {}),
    ...(description ? { description } : {}),
    ...(tags ? { tags } : {}),
    ...(security ? { security } : {}),
    parameters: parametersOf(route, path),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(route, requestBody !== undefined),
  };
}

function components(paths: Record<string, Record<string, Json>>): Json {
  const used = new Set<string>();
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations))
      for (const response of Object.values(operation.responses as Record<string, Json>)) {
        if (typeof response.$ref === 'string') used.add(response.$ref.split('/').pop() ?? '');
      }
  const responses: Record<string, Json> = {};
  for (const { name, description } of Object.values(ERROR_RESPONSES)) {
    if (used.has(name))
      responses[name] = {
        description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
      };
  }
  return {
    schemas: { ErrorResponse: jsonSchemaOf(ErrorResponseSchema) },
    responses,
    securitySchemes: {
      customer: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'The customer token answered by `registerCustomer` and `loginCustomer` (valid 7 days).',
      },
      customerCookie: {
        type: 'apiKey',
        in: 'cookie',
        name: TOKEN_COOKIE,
        description:
          'The same token in the httpOnly cookie that `registerCustomer` and `loginCustomer` set (`__Host-souk_token` when PUBLIC_URL is https); the `Authorization` header wins when both are sent. A token counts only while its session is live: logout, sign out everywhere, a password change (other sessions) and a reset end it.',
      },
      guestSession: {
        type: 'apiKey',
        in: 'header',
        name: GUEST_SESSION_HEADER,
        description:
          "A guest's session id, a lowercase UUID created by the browser (`crypto.randomUUID()`): the guest's only credential for their cart, wishlist and orders. Any other value is refused with 400.",
      },
      seller: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'The seller console token answered by `loginSeller`; customer tokens are refused.',
      },
    },
  };
}

export interface OpenApi {
  /** The document (built once, on first use: every route is registered by then). */
  document(): Json;
  /** Serves the document at `/openapi.json` of the given (`/api`) scope. */
  route(api: App): void;
}

/**
 * Builds the OpenAPI 3.1 document of the calls under `/api` from the routes' own schemas: zod for
 * parameters, bodies and JSON answers, the documentation keys of `schema` (`operationId`, `summary`,
 * `tags`, `security`…) for the rest. The front ends' pages and assets are not part of it.
 */
export function collectOpenApi(app: FastifyInstance): OpenApi {
  const routes: CollectedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const config = (route.config ?? {}) as { rateLimit?: unknown; publicCache?: unknown };
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method: method.toLowerCase(),
        url: route.url,
        schema: route.schema ?? {},
        rateLimited: Boolean(config.rateLimit),
        publicCache: Boolean(config.publicCache),
      });
    }
  });

  let built: Json | undefined;
  const document = () => {
    if (built) return built;
    const paths: Record<string, Record<string, Json>> = {};
    for (const route of routes) {
      const path = openApiPath(route.url);
      paths[path] ??= {};
      paths[path][route.method] = operationOf(route, path);
    }
    built = {
      openapi: '3.1.0',
      info: {
        title: 'Souk API',
        version: '1.0.0',
        description:
          'Every call of the storefront spec §7, plus the seller console and provider webhooks. Errors always answer `{ "error": string }`.',
        license: { name: 'MIT', identifier: 'MIT' },
      },
      // relative: the origin that serves this document, whatever PUBLIC_URL or proxy is in front
      servers: [{ url: '/', description: 'The server that answers this document' }],
      tags: TAGS,
      paths,
      components: components(paths),
    };
    return built;
  };

  return {
    document,
    route(api) {
      api.get(
        '/openapi.json',
        {
          schema: {
            operationId: 'getOpenApiDocument',
            summary: 'This OpenAPI document',
            tags: ['meta'],
            security: SECURITY.public,
            openapi: {
              responses: {
                200: {
                  description: 'The OpenAPI 3.1 document of every call under /api',
                  content: { 'application/json': { schema: { type: 'object' } } },
                },
              },
            },
          },
        },
        async () => document(),
      );
    },
  };
}
