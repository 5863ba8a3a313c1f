import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors.js';

export const NUL_BYTE_MESSAGE = 'Request contains invalid characters';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * PostgreSQL text cannot hold a NUL character: a `%00` in a path id or a `\u0000` in a JSON string would
 * otherwise fail in the database with a 5xx. Refuses such requests with 400 before validation.
 * Registered once as a `preValidation` hook for everything under /api.
 */
export async function rejectNulBytes(request: FastifyRequest): Promise<void> {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw badRequest(NUL_BYTE_MESSAGE);
  }
}
