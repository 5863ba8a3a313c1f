import type * as z from 'zod/mini';

/** The part of a request a schema validates (Fastify's `httpPart`). */
export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

type RawIssue = z.core.$ZodRawIssue;
type Issue = z.core.$ZodIssue;

const PART_NAMES: Record<RequestPart, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

const TYPE_NOUNS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  bigint: 'a whole number',
};

/** A reason reads as the end of "field …"; a sentence (a spec text) starts with a capital and stands alone. */
function isReason(message: string): boolean {
  return /^[a-z]/.test(message);
}

function sizeReason(
  issue: { origin?: string; exact?: boolean; inclusive?: boolean },
  bound: number | bigint,
  side: 'at least' | 'at most',
): string {
  const exact = issue.exact ? 'exactly' : side;
  switch (issue.origin) {
    case 'string':
      if (side === 'at least' && bound === 1 && !issue.exact) return 'must not be empty';
      return `must be ${exact} ${bound} characters long`;
    case 'array':
    case 'set':
      if (side === 'at least' && bound === 1 && !issue.exact) return 'must not be empty';
      return `must hold ${exact} ${bound} items`;
    default:
      if (issue.inclusive === false)
        return `must be ${side === 'at least' ? 'greater' : 'less'} than ${bound}`;
      return `must be ${exact} ${bound}`;
  }
}

/**
 * The plain-words reason for an issue whose schema sets no message of its own (zod's per-parse error map):
 * "is required", "must be a number", "must be at most 128 characters long"…
 */
export function plainReason(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return `must be ${TYPE_NOUNS[issue.expected] ?? issue.expected}`;
    case 'too_small':
      return sizeReason(issue, issue.minimum, 'at least');
    case 'too_big':
      return sizeReason(issue, issue.maximum, 'at most');
    case 'invalid_format':
      if (issue.format === 'email') return 'must be a valid email address';
      if (issue.format === 'url') return 'must be a valid URL';
      if (issue.format === 'regex') return 'is not in the expected format';
      return `must be a valid ${issue.format}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${JSON.stringify(issue.values[0])}`
        : `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'unrecognized_keys':
      return `has unknown fields: ${issue.keys.join(', ')}`;
    default:
      return 'is not valid';
  }
}

/** `products[0].quantity` from `['products', 0, 'quantity']`. */
function pathText(path: readonly PropertyKey[]): string {
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text ? `.${String(key)}` : String(key);
  }
  return text;
}

/** How far an issue's branch got: every missing field counts against it (it is probably the wrong shape). */
function missingFields(issues: readonly Issue[]): number {
  return issues.filter((issue) => issue.message === 'is required').length;
}

/**
 * The issue that tells what to fix: for a value that matched no shape of a union, the first issue of the
 * shape it came closest to (fewest missing fields, then fewest issues), its path joined to the union's.
 */
function decisiveIssue(issue: Issue): Issue {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return issue;
  const closest = [...issue.errors].sort(
    (a, b) => missingFields(a) - missingFields(b) || a.length - b.length,
  )[0];
  const first = closest?.[0];
  if (!first) return issue;
  return decisiveIssue({ ...first, path: [...issue.path, ...first.path] } as Issue);
}

/**
 * THE message of a request that failed validation, for every route: the field and what is wrong with it in
 * plain words (`products[0].quantity: must be a whole number from 1 to 10000`) — or, where the schema carries
 * a sentence of the spec (§5, §8: 'Name is required', 'Please enter either email or phone number'), exactly
 * that sentence. Reasons set on a schema start lower-case and get the field put before them.
 * @example validationMessage([{ code: 'invalid_type', expected: 'number', path: ['price'], message: 'is required' }], 'body')
 * // 'price: is required'
 */
export function validationMessage(issues: readonly Issue[], part: RequestPart): string {
  const first = issues[0];
  if (!first) return `${PART_NAMES[part]}: is not valid`;
  const issue = decisiveIssue(first);
  if (!isReason(issue.message)) return issue.message;
  // a root-level issue, or an element of a root-level list, is named after the part: `body`, `body[0]`
  const path =
    typeof issue.path[0] === 'string' ? pathText(issue.path) : `${PART_NAMES[part]}${pathText(issue.path)}`;
  return `${path}: ${issue.message}`;
}
