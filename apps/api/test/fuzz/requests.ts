import fc from 'fast-check';
import { arbitraryOf, type IdPool, type JsonSchema, type Mutation, mutate, mutation } from './arbitrary.js';
import { ROLES, type Role } from './world.js';

/** One call of the OpenAPI document, with the schemas the fuzzer draws from. */
export interface Operation {
  method: string;
  /** OpenAPI form: `/api/seller/products/{id}`. */
  path: string;
  pathParams: Record<string, JsonSchema>;
  query: JsonSchema;
  body: JsonSchema | undefined;
  consumes: string[];
}

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
}

/** The operations of the app's OpenAPI document (every route under /api). */
export function operationsOf(document: {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }
    >
  >;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
      const content = operation.requestBody?.content ?? {};
      return {
        method: method.toUpperCase(),
        path,
        pathParams: Object.fromEntries(
          parameters
            .filter((parameter) => parameter.in === 'path')
            .map((parameter) => [parameter.name, parameter.schema]),
        ),
        query: {
          type: 'object',
          properties: Object.fromEntries(
            queryParameters.map((parameter) => [parameter.name, parameter.schema]),
          ),
          required: queryParameters
            .filter((parameter) => parameter.required)
            .map((parameter) => parameter.name),
        },
        body: Object.values(content)[0]?.schema,
        consumes: Object.keys(content),
      };
    }),
  );
}

/** How the body goes on the wire: the route's own media type, or one the route should refuse. */
type Encoding = 'declared' | 'text' | 'form' | 'malformed' | 'empty' | 'xml' | 'oversized' | 'multipart';

export interface FuzzCase {
  role: Role;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** Which part the mutation changed, if any (the rest is valid as far as the schemas say). */
  mutated: 'none' | 'params' | 'query' | 'body';
  change: Mutation;
  encoding: Encoding;
  address: string;
}

export function fuzzCase(operation: Operation, ids: IdPool): fc.Arbitrary<FuzzCase> {
  // about half the inputs valid (as far as the schemas say) and sent as declared, so calls get past
  // validation into their handlers; the other half mutated in one part
  const parts: fc.WeightedArbitrary<FuzzCase['mutated']>[] = [
    { weight: 5, arbitrary: fc.constant('none') },
    { weight: 1, arbitrary: fc.constant('query') },
  ];
  if (Object.keys(operation.pathParams).length) parts.push({ weight: 2, arbitrary: fc.constant('params') });
  if (operation.body) parts.push({ weight: 3, arbitrary: fc.constant('body') });
  const encodings: Encoding[] = operation.body
    ? ['text', 'form', 'malformed', 'empty', 'xml', 'oversized']
    : [];
  if (operation.consumes.includes('multipart/form-data')) encodings.push('multipart', 'multipart');
  const encoding = encodings.length
    ? fc.oneof(
        { weight: 12, arbitrary: fc.constant<Encoding>('declared') },
        { weight: encodings.length, arbitrary: fc.constantFrom(...encodings) },
      )
    : fc.constant<Encoding>('declared');
  return fc.record({
    role: fc.constantFrom(...ROLES),
    params: arbitraryOf(
      { type: 'object', properties: operation.pathParams, required: Object.keys(operation.pathParams) },
      ids,
    ),
    query: arbitraryOf(operation.query, ids),
    body: operation.body ? arbitraryOf(operation.body, ids) : fc.constant(undefined),
    mutated: fc.oneof(...parts),
    change: mutation,
    encoding,
    address: fc.tuple(fc.nat(255), fc.nat(255)).map(([a, b]) => `10.200.${a}.${b}`),
  }) as fc.Arbitrary<FuzzCase>;
}

/** A path or query value as text: strings as they are, anything else as JSON (`[object Object]` tells nothing). */
function text(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** Lone surrogates as U+FFFD, as a client encoding the text would send them (`encodeURIComponent` throws). */
function wellFormed(value: string): string {
  return value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return `?${encodeURIComponent(wellFormed(text(query)))}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // an array repeats the key, as a browser form would
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined) search.append(key, text(item));
  }
  const out = search.toString();
  return out ? `?${out}` : '';
}

export interface Request {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
}

function multipartBody(body: unknown): { payload: Buffer; type: string } {
  const boundary = 'fuzzboundary0123456789';
  const content = Buffer.from(text(body));
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${text(body)
        .slice(0, 20)
        .replace(/["\r\n]/g, '')}.png"\r\ncontent-type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, type: `multipart/form-data; boundary=${boundary}` };
}

/** The HTTP request of a case, as `app.inject` takes it. */
export function requestOf(
  operation: Operation,
  input: FuzzCase,
  roleHeaders: Record<string, string>,
): Request {
  const change = input.mutated !== 'none' ? input.change : undefined;
  const params = input.mutated === 'params' && change ? mutate(input.params, change) : input.params;
  const query = input.mutated === 'query' && change ? mutate(input.query, change) : input.query;
  const body = input.mutated === 'body' && change ? mutate(input.body, change) : input.body;
  const values = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>;
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = name in values ? values[name] : params;
    // a lone surrogate cannot be percent-encoded: a client sends U+FFFD in its place
    return encodeURIComponent(wellFormed(text(value)));
  });
  const request: Request = {
    method: operation.method,
    url: `${path}${queryString(query)}`,
    headers: { ...roleHeaders },
    remoteAddress: input.address,
  };
  if (!operation.body) return request;
  const declared = operation.consumes[0] ?? 'application/json';
  switch (input.encoding) {
    case 'declared':
      if (declared === 'application/x-www-form-urlencoded') {
        request.headers['content-type'] = declared;
        request.payload = queryString(body).slice(1);
      } else if (declared === 'multipart/form-data') {
        const multipart = multipartBody(body);
        request.headers['content-type'] = multipart.type;
        request.payload = multipart.payload;
      } else {
        request.headers['content-type'] = 'application/json';
        request.payload = JSON.stringify(body) ?? 'null';
      }
      break;
    case 'multipart': {
      const multipart = multipartBody(body);
      request.headers['content-type'] = multipart.type;
      request.payload = multipart.payload;
      break;
    }
    case 'text':
      request.headers['content-type'] = 'text/plain';
      request.payload = JSON.stringify(body) ?? '';
      break;
    case 'form':
      request.headers['content-type'] = 'application/x-www-form-urlencoded';
      request.payload = queryString(body).slice(1);
      break;
    case 'malformed': {
      const json = JSON.stringify(body) ?? '{';
      request.headers['content-type'] = 'application/json';
      request.payload = `${json.slice(0, Math.max(1, json.length - 1))},`;
      break;
    }
    case 'empty':
      request.headers['content-type'] = 'application/json';
      request.payload = '';
      break;
    case 'xml':
      request.headers['content-type'] = 'application/xml';
      request.payload = `<body>${text(body)}</body>`;
      break;
    case 'oversized':
      request.headers['content-type'] = 'application/json';
      request.payload = JSON.stringify({ padding: 'x'.repeat(300 * 1024), body });
      break;
  }
  return request;
}

/** A request as a reader can replay it: method, url, role, headers, the body (cut at 2 000 characters). */
export function describeRequest(request: Request, role: Role): string {
  const payload = request.payload === undefined ? '' : String(request.payload);
  const shown = payload.length > 2000 ? `${payload.slice(0, 2000)}… (${payload.length} characters)` : payload;
  return [
    `${request.method} ${request.url.length > 500 ? `${request.url.slice(0, 500)}… (${request.url.length} characters)` : request.url}`,
    `role: ${role}, from ${request.remoteAddress}`,
    `headers: ${JSON.stringify(request.headers)}`,
    ...(payload ? [`body: ${shown}`] : []),
  ].join('\n');
}
