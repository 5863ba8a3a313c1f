import type { FastifyRequest } from 'fastify';
import { invalid } from '../domain/errors.js';

/** The 400 text of a field holding a NUL character, naming the field (`name`, `products[0].addons[1].text`). */
export function nulByteMessage(field: string): string {
  return `${field}: must not contain NUL characters`;
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
 * validation. Registered once as a `preValidation` hook for everything under /api.
 */
export async function rejectNulBytes(request: FastifyRequest): Promise<void> {
  const field =
    nulBytePath(request.params, '') ??
    nulBytePath(request.query, '') ??
    (typeof request.body === 'string' ? nulBytePath(request.body, 'body') : nulBytePath(request.body, ''));
  if (field !== undefined) throw invalid(nulByteMessage(field || 'body'));
}
