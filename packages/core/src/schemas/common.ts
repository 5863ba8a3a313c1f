import * as z from 'zod/mini';

/**
 * A record id as the wire carries it (`_id`, path ids): a non-empty string of sane length.
 * @example IdSchema.parse(' p1 ') // "p1"
 * @example IdSchema.safeParse('').success // false
 */
export const IdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(128));

/**
 * A required text field: trimmed, non-empty, bounded; `message` is the spec's text for a missing value.
 * @example requiredText('Name is required').safeParse('  ').success // false
 */
export function requiredText(message: string, max = 300) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max));
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A required email: 'Email is required' when missing, `invalidMessage` when malformed (the spec words it
 * differently per form).
 * @example requiredEmail('Invalid email').safeParse('x').success // false
 */
export function requiredEmail(invalidMessage: string) {
  return z
    .string({ error: /*i18n*/ 'Email is required' })
    .check(
      z.trim(),
      z.minLength(1, { error: /*i18n*/ 'Email is required' }),
      z.maxLength(320),
      z.regex(EMAIL_PATTERN, { error: invalidMessage }),
    );
}

/**
 * A non-negative, finite amount in major units (e.g. 19.99).
 * @example AmountSchema.parse(19.99) // 19.99
 * @example AmountSchema.safeParse(-1).success // false
 */
export const AmountSchema = z.number().check(z.nonnegative(), z.lte(1_000_000_000));

/**
 * A name/text field as the wire carries it; missing or null reads as empty.
 * @example TextSchema.parse(null) // ""
 */
export const TextSchema = z._default(z.catch(z.string(), ''), '');

/**
 * A number that reads as 0 when missing or malformed (display fields such as rating).
 * @example LenientNumberSchema.parse('4.5') // 4.5
 * @example LenientNumberSchema.parse('n/a') // 0
 */
export const LenientNumberSchema = z._default(
  z.catch(
    z.pipe(
      z.pipe(
        z.union([z.number(), z.string()]),
        z.transform((value: number | string) => toFiniteNumber(value)),
      ),
      z.number(),
    ),
    0,
  ),
  0,
);

/**
 * Reads a number from the wire, where numbers may come as numeric strings; anything else (an empty or
 * non-numeric string, `null`, `Infinity`) reads as NaN.
 * @example toFiniteNumber('19.99') // 19.99
 * @example toFiniteNumber('abc') // NaN
 */
export function toFiniteNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : Number.NaN;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/**
 * `{ message }` — the usual body of a successful mutation.
 * @example MessageResponseSchema.parse({ message: 'Product added to cart' }) // { message: 'Product added to cart' }
 */
export const MessageResponseSchema = z.object({ message: z.string() });
/**
 * A `{ message }` body as {@link MessageResponseSchema} parses it.
 * @example
 * ```ts
 * const body: MessageResponse = { message: 'Product added to cart' };
 * ```
 */
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/**
 * `{ error }` — the body of every failed call (spec §8; `message` is read too).
 * @example ErrorResponseSchema.parse({ error: 'Wishlist item not found' }).error // "Wishlist item not found"
 */
export const ErrorResponseSchema = z.object({ error: z.string() });
/**
 * A failed call's `{ error }` body as {@link ErrorResponseSchema} parses it (spec §8).
 * @example
 * ```ts
 * const body: ErrorResponse = { error: 'Wishlist item not found' };
 * ```
 */
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
