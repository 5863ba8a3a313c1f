import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.js';

/**
 * Walks every route of the OpenAPI document with bad input — each body field, path parameter and query
 * parameter given a value of the wrong kind — and checks the answer: never a 5xx, and every 400 says which
 * field is wrong (issue: "errors name the field").
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

let ctx: TestContext;
let document: { paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  ctx = await createTestContext();
  document = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(() => ctx.close());

/** `paymentMethod`, `shipping_fee`, `products[0].quantity` → their words, lower-case. */
function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function containsRun(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0) return false;
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((word, index) => haystack[start + index] === word)) return true;
  }
  return false;
}

/** Every property name a schema mentions, at any depth. */
function fieldNames(schema: JsonSchema | undefined, into = new Set<string>()): Set<string> {
  if (!schema) return into;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    into.add(name);
    fieldNames(property, into);
  }
  fieldNames(schema.items, into);
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    fieldNames(option, into);
  }
  return into;
}

const PART_NAMES = ['body', 'query', 'path'];

/**
 * A message names a field when it is `field…: reason` with a field of the request (or the part itself), or a
 * sentence of the spec that says the field's name ('Name is required', 'Payment method required').
 */
function namesField(message: string, fields: Set<string>): boolean {
  const prefixed = /^([A-Za-z_][\w]*)(?:\[\d+\]|\.[A-Za-z_]\w*)*: \S/.exec(message);
  if (prefixed) return fields.has(prefixed[1] ?? '') || PART_NAMES.includes(prefixed[1] ?? '');
  const said = words(message);
  return [...fields].some((field) => containsRun(said, words(field)));
}

function typeOf(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  return option ? typeOf(option) : undefined;
}

/** A JSON value no schema of that type accepts. */
function wrongValue(schema: JsonSchema | undefined): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return 'not a number';
    case 'boolean':
      return 'maybe';
    case 'array':
      return 'not a list';
    case 'object':
      return ['not an object'];
    default:
      return { unexpected: true };
  }
}

/** A path or query value no id, number, enum or bounded text accepts. */
const BAD_TEXT = 'x'.repeat(129);
const BAD_QUERY_VALUES = ['not a number', '-5', 'x'.repeat(2100)];

interface Probe {
  route: string;
  request: { method: string; url: string; payload?: unknown };
  fields: Set<string>;
}

function probes(): Probe[] {
  const list: Probe[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const route = `${method.toUpperCase()} ${path}`;
      const parameters = operation.parameters ?? [];
      const pathValues = (override?: [string, string]) =>
        path.replace(/\{(\w+)\}/g, (_, name: string) =>
          encodeURIComponent(override?.[0] === name ? override[1] : 'abcdefgh123'),
        );
      // a message may name any field of the call: its parameters (path, query, headers) or its body's
      const parameterFields = new Set(parameters.map((parameter) => parameter.name));

      for (const parameter of parameters) {
        if (parameter.in === 'path') {
          list.push({
            route,
            request: { method, url: pathValues([parameter.name, BAD_TEXT]) },
            fields: parameterFields,
          });
        } else if (parameter.in === 'query') {
          for (const value of BAD_QUERY_VALUES) {
            list.push({
              route,
              request: { method, url: `${pathValues()}?${parameter.name}=${encodeURIComponent(value)}` },
              fields: parameterFields,
            });
          }
        }
      }

      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      const fields = fieldNames(schema, new Set(parameterFields));
      list.push({ route, request: { method, url: pathValues(), payload: ['not', 'an', 'object'] }, fields });
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        list.push({
          route,
          request: { method, url: pathValues(), payload: { [name]: wrongValue(property) } },
          fields,
        });
      }
    }
  }
  return list;
}

describe('bad input on every route', () => {
  it('never answers 5xx, and every 400 names the field that is wrong', async () => {
    const all = probes();
    const refused = new Set<string>();
    let validated = 0;
    let address = 0;
    for (const probe of all) {
      const response = await ctx.app.inject({
        method: probe.request.method.toUpperCase() as 'GET',
        url: probe.request.url,
        ...(probe.request.payload === undefined ? {} : { payload: probe.request.payload as object }),
        // rate limits key on the address: each probe comes from its own
        remoteAddress: `10.77.${Math.floor(++address / 250)}.${address % 250}`,
      });
      const where = `${probe.route} ${probe.request.url} ${JSON.stringify(probe.request.payload ?? null)}`;
      expect(response.statusCode, `${where} → ${response.body}`).toBeLessThan(500);
      if (response.statusCode !== 400) continue;
      const { error } = response.json();
      expect(typeof error, where).toBe('string');
      expect(namesField(error, probe.fields), `${where} → "${error}" names no field`).toBe(true);
      validated++;
      refused.add(probe.route);
    }
    // the walk really walked: most routes take input, and most probes were refused by validation
    expect(refused.size).toBeGreaterThanOrEqual(40);
    expect(validated).toBeGreaterThanOrEqual(150);
  });

  it('tells the checks apart: a field and a reason, or the spec’s own sentence', () => {
    const fields = new Set(['quantity', 'paymentMethod', 'name', 'email']);
    expect(
      namesField('products[0].quantity: must be a whole number from 1 to 10000', new Set(['products'])),
    ).toBe(true);
    expect(namesField('Payment method required', fields)).toBe(true);
    expect(namesField('Name is required', fields)).toBe(true);
    expect(namesField('Invalid input', fields)).toBe(false);
    expect(namesField('Invalid input: expected string, received undefined', fields)).toBe(false);
    expect(namesField('sellerId: must be at most 128 characters long', fields)).toBe(false);
  });
});
