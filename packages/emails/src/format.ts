import { currencySymbol, formatMoney } from '@souk/core';

/**
 * Money as every mail prints it: the shop's currency symbol and two decimals (core's rule).
 * @example money(1999, 'USD') // "$19.99"
 */
export function money(cents: number, currency: string): string {
  return formatMoney(cents, currencySymbol(currency));
}

/**
 * One line of a subject: whatever a shopper typed (a contact subject, a name) cannot add a header line.
 * @example subjectLine('Sizes\r\nBcc: x') // "Sizes Bcc: x"
 */
export function subjectLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
