import { ApiError } from '@souk/core';

// the API names the field it refuses before the spec's sentence ('token: Reset link is invalid or has
// expired'); the sentence alone is what a form shows, next to the field it is about
const FIELD_BEFORE_SENTENCE = /^[a-z][\w.[\]]*: (?=[A-Z])/;

/**
 * The text to show for a failed call: core's ApiError carries the server's `error` or the call's fallback;
 * a field name the server put before a whole sentence is left out.
 * @example errorMessage(new ApiError('token: Reset link is invalid or has expired', 400), 'Failed') // "Reset link is invalid or has expired"
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || error.message.trim() === '') return fallback;
  return error.message.replace(FIELD_BEFORE_SENTENCE, '');
}

/** True when the server refused because the thing changed meanwhile (an order's status, 409). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
