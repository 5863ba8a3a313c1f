import { type FieldErrors, ValidationError } from '../errors.js';

/**
 * The one shape every validator of @souk/core returns: the normalized value, or each failing field's
 * message plus the first of them (the text a toast shows).
 * @example
 * ```ts
 * const result: ValidationResult<number, 'quantity'> = {
 *   ok: false, errors: { quantity: 'Please enter a valid quantity' }, message: 'Please enter a valid quantity',
 * };
 * ```
 */
export type ValidationResult<Value, Field extends string = string> =
  | { readonly ok: true; readonly value: Value }
  | { readonly ok: false; readonly errors: FieldErrors<Field>; readonly message: string };

/**
 * The failing branch of a {@link ValidationResult}.
 * @example
 * ```ts
 * const failure: ValidationFailure<'rating'> = invalid({ rating: 'Please select a rating' });
 * failure.message // "Please select a rating"
 * ```
 */
export type ValidationFailure<Field extends string = string> = Extract<
  ValidationResult<unknown, Field>,
  { ok: false }
>;

/**
 * Wraps a value that passed every rule.
 * @example valid(3) // { ok: true, value: 3 }
 */
export function valid<Value>(value: Value): { readonly ok: true; readonly value: Value } {
  return { ok: true, value };
}

/**
 * Builds a failure; `message` is the first field message in insertion order, so callers add fields in
 * the order the spec checks them.
 * @example invalid({ rating: 'Please select a rating' }).message // "Please select a rating"
 */
export function invalid<Field extends string>(errors: FieldErrors<Field>): ValidationFailure<Field> {
  const message = Object.values<string | undefined>(errors).find(Boolean) ?? 'Invalid input';
  return { ok: false, errors, message };
}

/**
 * The part of a zod issue the mapping reads; zod reports object fields in shape order.
 * @example const issue: Issue = { path: ['email'], message: 'Invalid email' };
 */
export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * Keeps the first message per top-level field, the one the shopper must fix first.
 * @example fieldErrorsFromIssues([{ path: ['email'], message: 'Email is required' }]) // { email: 'Email is required' }
 */
export function fieldErrorsFromIssues<Field extends string>(issues: readonly Issue[]): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as Field;
    if (errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Unwraps a result at a boundary that reports failures by throwing (the server's request handlers).
 * @example valueOrThrow(valid(2)) // 2
 * @throws {ValidationError} carrying the field messages when the result failed
 */
export function valueOrThrow<Value, Field extends string>(result: ValidationResult<Value, Field>): Value {
  if (result.ok) return result.value;
  throw new ValidationError<Field>(result.errors, result.message);
}
