import { ApiError } from '@souk/core';

/** The text to show for a failed call: core's ApiError carries the server's `error` or the call's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

/** True when the server refused because the thing changed meanwhile (an order's status, 409). */
export function isConflict(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
