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

/**
 * The messages core's `moneyField('Price')` and `wholeNumberField('Stock', 0)` build for the quick edit's
 * two fields, written out for the message catalogue: their error lines show them through `t`.
 */
export const QUICK_EDIT_FIELD_MESSAGES: readonly string[] = [
  /*i18n*/ 'Price must be a number',
  /*i18n*/ 'Price cannot be negative',
  /*i18n*/ 'Price must be at most 1,000,000',
  /*i18n*/ 'Price can have at most two decimals',
  /*i18n*/ 'Stock must be a number',
  /*i18n*/ 'Stock must be a whole number',
  /*i18n*/ 'Stock cannot be negative',
  /*i18n*/ 'Stock must be at most 1,000,000',
];
