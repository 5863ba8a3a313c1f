/**
 * Spec §9: country code used for chat numbers when the seller names none.
 * @example DEFAULT_COUNTRY_CODE // "27"
 */
export const DEFAULT_COUNTRY_CODE = '27';

const NON_DIGITS = /\D/g;

/**
 * A phone number as chat links need it (spec §5): non-digits removed, a leading 0 (a national number)
 * replaced by the seller's country code, numbers already carrying a country code kept. A blank or
 * non-numeric country code falls back to the default, 27 (spec §9).
 * Only one leading 0 is replaced, as the spec words it: an international `00` prefix is not recognised.
 * @example normalizePhone('082 123 4567') // "27821234567"
 * @example normalizePhone('+1 (555) 010-9999') // "15550109999"
 * @example normalizePhone('0612345678', '+33') // "33612345678"
 */
export function normalizePhone(
  raw: string | null | undefined,
  countryCode: string | null = DEFAULT_COUNTRY_CODE,
): string {
  const digits = (raw ?? '').replace(NON_DIGITS, '');
  if (!digits.startsWith('0')) return digits;
  const code = (countryCode ?? '').replace(NON_DIGITS, '') || DEFAULT_COUNTRY_CODE;
  return `${code}${digits.slice(1)}`;
}
