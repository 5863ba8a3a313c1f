import { ApiError } from '@souk/core';

// the text of a failed call, as every front end shows it (core's errorText: the field before a sentence left out)
export { errorText as errorMessage } from '@souk/core';

/** True when the server refused because the thing changed meanwhile (an order's status, 409). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
