import { GuestOrdersQuerySchema } from '../schemas/order.js';
import { fieldErrorsFromIssues, invalid, type ValidationResult, valid } from './result.js';

/**
 * The guest order lookup as sent: only the non-blank contact details, trimmed.
 * @example const lookup: GuestLookup = { email: 'ann@example.com' };
 */
export interface GuestLookup {
  email?: string;
  phone?: string;
}

/**
 * A field {@link validateGuestLookup} can give a message for.
 * @example const field: GuestLookupField = 'phone';
 */
export type GuestLookupField = keyof GuestLookup;

/**
 * Checks the guest order-tracking lookup (spec §5): an email or a phone number is needed. When both are
 * blank, both fields carry the message, since filling either one fixes it.
 * @example validateGuestLookup({ email: ' ', phone: '' }).ok // false: 'Please enter either email or phone number'
 * @example validateGuestLookup({ phone: ' 0821234567 ' }) // { ok: true, value: { phone: '0821234567' } }
 */
export function validateGuestLookup(input: {
  email?: string | null;
  phone?: string | null;
}): ValidationResult<GuestLookup, GuestLookupField> {
  const result = GuestOrdersQuerySchema.safeParse({
    email: input.email ?? undefined,
    phone: input.phone ?? undefined,
  });
  if (!result.success) {
    // the either-or rule is object-level: its issue has an empty path
    const { '': either, ...fields } = fieldErrorsFromIssues<GuestLookupField | ''>(result.error.issues);
    return invalid<GuestLookupField>(either ? { email: either, phone: either } : fields);
  }
  const lookup: GuestLookup = {};
  // blank details are dropped so the query never sends an empty email= or phone=
  if (result.data.email) lookup.email = result.data.email;
  if (result.data.phone) lookup.phone = result.data.phone;
  return valid(lookup);
}
