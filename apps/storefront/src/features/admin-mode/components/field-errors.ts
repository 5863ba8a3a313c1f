/** What a zod `safeParse` failure carries that the editors read. */
interface Issues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/**
 * The first message per top-level field of a failed parse, for the fields' own error lines.
 * @example fieldErrors({ issues: [{ path: ['price'], message: 'Price cannot be negative' }] }) // { price: 'Price cannot be negative' }
 */
export function fieldErrors(error: Issues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A number typed in a text field: blank or not a number reads as NaN, which the schema words ("Price must
 * be a number") instead of a silent 0.
 * @example numberFromText(' 12.5 ') // 12.5
 * @example numberFromText('') // NaN
 */
export function numberFromText(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}
