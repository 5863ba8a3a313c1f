/**
 * The error taxonomy of @souk/core: one type for failed HTTP calls, one for invalid input.
 * The spec's exact texts live next to the rule that raises them; these classes only carry them.
 * {@link ApiError} keeps the HTTP status and body of a failed call, {@link ValidationError} every field's
 * message, and {@link errorText} gives the text a screen shows for either. No runtime dependencies.
 *
 * @example
 * ```ts
 * import { ApiError, errorText } from '@souk/core/errors';
 * errorText(new ApiError('token: Reset link is invalid or has expired', 400), 'Password reset failed');
 * // "Reset link is invalid or has expired"
 * ```
 *
 * @module @souk/core/errors
 */

/**
 * A failed call to the Souk API (spec §8): the server's `error`/`message` text, else the call's fallback.
 * @example
 * ```ts
 * const error = new ApiError('Order not found', 404, { error: 'Order not found' });
 * error.status; // 404
 * error instanceof Error; // true
 * ```
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status of the response; 0 when no response arrived (network failure). */
  readonly status: number;
  /** Parsed response body, when there was one. */
  readonly body: unknown;

  constructor(message: string, status: number, body?: unknown, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
    this.body = body;
  }
}

/**
 * Field name → the spec's message for the first rule that field breaks.
 * @example const errors: FieldErrors<'email' | 'name'> = { email: 'Please enter a valid email' };
 */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

/**
 * Invalid input: `message` is the first field message; `fields` holds every field's message.
 * @example
 * ```ts
 * const error = new ValidationError({ email: 'Invalid email', name: 'Name is required' });
 * error.message; // "Invalid email"
 * error.fields.name; // "Name is required"
 * ```
 */
export class ValidationError<Field extends string = string> extends Error {
  override readonly name = 'ValidationError';
  readonly fields: FieldErrors<Field>;

  constructor(fields: FieldErrors<Field>, message?: string) {
    super(message ?? Object.values<string | undefined>(fields).find(Boolean) ?? 'Invalid input');
    this.fields = fields;
  }
}

/**
 * Reads the text a failed response carries: its `error` field, else its `message` field (spec §8).
 * @example messageFromBody({ error: 'Seller not found', message: 'Failed' }) // "Seller not found"
 * @example messageFromBody({ message: ' ' }) // undefined
 */
export function messageFromBody(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['error', 'message'] as const) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

// the API names the field it refuses before a whole sentence ('token: Reset link is invalid or has expired');
// a screen shows the sentence alone, next to the field it is about
const FIELD_BEFORE_SENTENCE = /^[a-z][\w.[\]]*: (?=[A-Z])/;

/**
 * The text a screen shows for a failed call: the server's message (an `ApiError` carries its `error`) or
 * `fallback`, without the field name the API puts before a whole sentence. A lower-case reason keeps its
 * field (`products[0].quantity: must be a whole number…`): it reads as nothing without it.
 * @example errorText(new ApiError('token: Reset link is invalid or has expired', 400), 'Failed') // "Reset link is invalid or has expired"
 * @example errorText(undefined, 'Failed') // "Failed"
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || error.message.trim() === '') return fallback;
  return error.message.replace(FIELD_BEFORE_SENTENCE, '');
}
