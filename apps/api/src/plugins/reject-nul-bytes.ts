import type { FastifyRequest } from 'fastify';
import { invalid } from '../domain/errors.js';

/** The 400 text of a field holding a NUL character, naming the field (`name`, `products[0].addons[1].text`). */
export function nulByteMessage(field: string): string {
  return `${field}: must not contain NUL characters`;
}

const UNPAIRED_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * `value` with every unpaired surrogate (half a UTF-16 pair, which JSON can carry as `"\ud800"`) replaced by
 * U+FFFD, as the driver's UTF-8 encoding of a text parameter does — a jsonb column would refuse it (22P02).
 */
function wellFormed(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(UNPAIRED_SURROGATES, '\uFFFD');
  if (depth > 32 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => wellFormed(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(out, wellFormed(key) as string, {
      value: wellFormed(item, depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** The path of the first string (or object key) holding a NUL character, or undefined. */
function nulBytePath(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 32 || typeof value !== 'object' || value === null) return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulBytePath(item, `${path}[${index}]`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return path || 'body';
    const found = nulBytePath(item, field, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character: a `%00` in a path id or a `\u0000` in a JSON string would
 * otherwise fail in the database with a 5xx. Refuses such requests with 400 naming the field, before
 * validation; a body's unpaired surrogates become U+FFFD (a jsonb column refuses them, also with a 5xx).
 * Registered once as a `preValidation` hook for everything under /api.
 */
export async function rejectNulBytes(request: FastifyRequest): Promise<void> {
  const field =
    nulBytePath(request.params, '') ??
    nulBytePath(request.query, '') ??
    (typeof request.body === 'string' ? nulBytePath(request.body, 'body') : nulBytePath(request.body, ''));
  if (field !== undefined) throw invalid(nulByteMessage(field || 'body'));
  if (request.body !== undefined && !Buffer.isBuffer(request.body)) request.body = wellFormed(request.body);
}
