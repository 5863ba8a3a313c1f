import fc from 'fast-check';

/** The part of JSON Schema that `z.toJSONSchema` writes for this API's schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/**
 * Real ids of the fuzzed world by field name: a string field of that name draws from them half the time,
 * so calls reach past "not found" into the handlers' deeper paths.
 */
export type IdPool = Readonly<Record<string, readonly string[]>>;

const FORMATS: Record<string, () => fc.Arbitrary<string>> = {
  uuid: () => fc.uuid({ version: 4 }),
  email: () => fc.emailAddress(),
  uri: () => fc.webUrl(),
  url: () => fc.webUrl(),
  'date-time': () => fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  date: () => fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
};

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const format = schema.format ? FORMATS[schema.format] : undefined;
  if (format) return format();
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((value) => value.length <= (schema.maxLength ?? 10_000));
    } catch {
      // a pattern JavaScript cannot read as a RegExp: plain strings
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({
    unit: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...'abcdefghij klmnopqrstuvwxyz-_0123456789') },
      {
        weight: 1,
        arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
      },
    ),
    minLength,
    maxLength: Math.min(schema.maxLength ?? Math.max(minLength, 24), Math.max(minLength, 64)),
  });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 100_000);
  if (integer)
    return fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * An arbitrary of values valid for `schema` (as far as JSON Schema says: refinements zod checks in code
 * are missed, which the mutations cover anyway). Fields named in `ids` draw real ids half the time.
 */
export function arbitraryOf(
  schema: JsonSchema,
  ids: IdPool = {},
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const known = name ? ids[name] : undefined;
  if (known?.length && (schema.type === 'string' || schema.type === undefined))
    return fc.oneof(fc.constantFrom(...known), arbitraryOf(schema, {}, '', depth));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length)
    return fc.oneof(...alternatives.map((item) => arbitraryOf(item, ids, name, depth)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], ids, name, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 3, minLength + 3);
      if (schema.prefixItems)
        return fc.tuple(...schema.prefixItems.map((item) => arbitraryOf(item, ids, '', depth + 1)));
      return fc.array(arbitraryOf(schema.items ?? {}, ids, singular(name), depth + 1), {
        minLength,
        maxLength,
      });
    }
    case 'object':
      return objectOf(schema, ids, depth);
    default:
      // `{}`: anything JSON (zod's unknown, or what JSON Schema cannot say)
      return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

/** `ids` → `id`, `productIds` → `productId`: array items share the pool of their singular name. */
function singular(name: string): string {
  return name.endsWith('s') ? name.slice(0, -1) : name;
}

function objectOf(schema: JsonSchema, ids: IdPool, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  if (!schema.properties && typeof schema.additionalProperties === 'object') {
    return fc.dictionary(
      fc.string({ minLength: 1, maxLength: 12 }),
      arbitraryOf(schema.additionalProperties, ids, '', depth + 1),
      {
        maxKeys: 4,
      },
    );
  }
  const required = new Set(schema.required ?? []);
  const record = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [key, arbitraryOf(property, ids, key, depth + 1)]),
  );
  return fc.record(record, { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) });
}

/** Values nobody validates for: wrong types, edge numbers, hostile text, deep junk. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -0,
    1e308,
    -1e308,
    2 ** 53 + 1,
    -(2 ** 63),
    5e-324,
    1.5,
    '',
    ' ',
    'NaN',
    'Infinity',
    '-Infinity',
    'undefined',
    'null',
    'true',
    '0x1F',
    '1e309',
    '-1',
    '9'.repeat(400),
    '00000000-0000-0000-0000-000000000000',
    '../../etc/passwd',
    "' OR '1'='1",
    '<script>alert(1)</script>',
    '\u202Eevil\u202C',
    'مرحبا بالعالم',
    '👩‍👩‍👧‍👦🏳️‍🌈',
    'a\u0000b',
    '\uD800',
    '\uFEFF\u200B\u200D',
    'e\u0301\u0301\u0301',
    '%00',
    '%E0%A4%A',
    [],
    {},
    [null],
    { __proto__: { admin: true } },
    { constructor: { prototype: { polluted: true } } },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.constant(null).map(() => 'x'.repeat(100_000 + 7)),
  fc.integer({ min: 20, max: 60 }).map((depth) => nested(depth)),
  fc.jsonValue({ maxDepth: 3 }),
);

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

/** A path of keys into a JSON value (objects and arrays), chosen by `pick` at each level. */
function paths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  if (prefix.length > 6) return out;
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      out.push([...prefix, index]);
      paths(item, [...prefix, index], out);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      out.push([...prefix, key]);
      paths(item, [...prefix, key], out);
    }
  }
  return out;
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function setAt(root: unknown, path: (string | number)[], replace: (old: unknown) => unknown, remove = false) {
  let parent = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (remove) {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = replace(parent[last]);
}

export type Mutation =
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'remove'; pick: number }
  | { kind: 'extra'; pick: number; key: string; value: unknown }
  | { kind: 'whole'; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: hostileValue }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      pick: fc.nat(),
      key: fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('__proto__', 'constructor', 'id', 'sellerId', 'role'),
      ),
      value: hostileValue,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: hostileValue }) },
);

/** `value` changed by one mutation (a copy: the generated value is left as it was). */
export function mutate(value: unknown, change: Mutation): unknown {
  if (change.kind === 'whole') return change.value;
  const copy = clone(value);
  const targets = paths(copy);
  if (change.kind === 'extra') {
    const objects = [[], ...targets].filter((path) => {
      let node: unknown = copy;
      for (const key of path) node = (node as Record<string | number, unknown>)[key];
      return typeof node === 'object' && node !== null && !Array.isArray(node);
    });
    const path = objects[change.pick % Math.max(objects.length, 1)];
    if (!path) return change.value;
    let node = copy as Record<string, unknown>;
    for (const key of path) node = node[key] as Record<string, unknown>;
    Object.defineProperty(node, change.key, {
      value: change.value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return copy;
  }
  const path = targets[change.pick % Math.max(targets.length, 1)];
  if (!path) return change.kind === 'replace' ? change.value : copy;
  setAt(copy, path, () => (change.kind === 'replace' ? change.value : undefined), change.kind === 'remove');
  return copy;
}
