/**
 * Spec §5: the masked card number's longest form, 16 digits in groups of 4 with their 3 spaces.
 * @example
 * ```ts
 * CARD_NUMBER_MASK_LENGTH // 19
 * maskCardNumber('4111 1111 1111 1111 999') // "4111 1111 1111 1111"
 * ```
 */
export const CARD_NUMBER_MASK_LENGTH = 19;

function digits(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * Masks the card number field as the shopper types (spec §5): digits only, grouped by 4 with spaces,
 * at most 19 characters.
 * @example maskCardNumber('4111-1111 11111111') // "4111 1111 1111 1111"
 */
export function maskCardNumber(text: string): string {
  const grouped = digits(text).replace(/(\d{4})(?=\d)/g, '$1 ');
  return grouped.slice(0, CARD_NUMBER_MASK_LENGTH);
}

/**
 * Masks the expiry field (spec §5): at most 4 digits, MMYY.
 * @example maskExpiry('12/29') // "1229"
 */
export function maskExpiry(text: string): string {
  return digits(text).slice(0, 4);
}

/**
 * Masks the security code field (spec §5): digits only, at most 4.
 * @example maskSecurityCode('12a34') // "1234"
 */
export function maskSecurityCode(text: string): string {
  return digits(text).slice(0, 4);
}
