import { type ShippingField, type ShippingInfo, ShippingInfoSchema } from '../schemas/shipping.js';
import { fieldErrorsFromIssues, invalid, type ValidationResult, valid } from './result.js';

/**
 * What the shipping form holds while the shopper edits it; untouched fields may be missing.
 * @example
 * ```ts
 * const input: ShippingFormInput = { name: 'Ann', email: 'ann@example.com', phone: null };
 * validateShippingInfo(input).ok // false
 * ```
 */
export type ShippingFormInput = { [Field in keyof ShippingInfo]?: string | null };

/**
 * Fields a shipping validation can flag: the eight required ones, plus the optional payment extras.
 * @example const field: ShippingInfoField = 'province';
 */
export type ShippingInfoField = keyof ShippingInfo;

function withoutNulls(input: ShippingFormInput): Record<string, string | undefined> {
  // a cleared input may hold null: read it as absent so the optional extras pass and the required
  // fields report their own spec message rather than a type error
  return Object.fromEntries(Object.entries(input).map(([key, value]) => [key, value ?? undefined]));
}

/**
 * Validates the shipping form on submit (spec §5): every one of the eight fields is required, the email
 * must look like one; each failing field gets its first message. Order notes are kept apart and never
 * checked here.
 * @example validateShippingInfo({ name: 'Ann', email: 'ann@' })
 * // { ok: false, errors: { address: 'Address is required', email: 'Please enter a valid email', … }, message: 'Address is required' }
 */
export function validateShippingInfo(
  input: ShippingFormInput,
): ValidationResult<ShippingInfo, ShippingInfoField> {
  const result = ShippingInfoSchema.safeParse(withoutNulls(input));
  if (result.success) return valid(result.data);
  return invalid(fieldErrorsFromIssues<ShippingInfoField>(result.error.issues));
}

/**
 * Revalidates one field as the shopper types (spec §5 "revalidation on change"), with the same message
 * the submit would show.
 * @example validateShippingField('email', 'ann@') // { ok: false, errors: { email: 'Please enter a valid email' }, … }
 */
export function validateShippingField(
  field: ShippingField,
  value: string | null | undefined,
): ValidationResult<string, ShippingField> {
  const result = ShippingInfoSchema.shape[field].safeParse(value ?? undefined);
  if (result.success) return valid(result.data);
  return invalid<ShippingField>({ [field]: result.error.issues[0]?.message });
}
