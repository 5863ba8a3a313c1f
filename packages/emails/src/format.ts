import { formatMoney, type MoneyFormat } from '@souk/core';

/**
 * Money as every mail prints it: core's `formatMoney`, in the amount's currency and the shop's locale.
 * @example money(1999, { currency: 'USD' }) // "$19.99"
 * @example money(129900, { currency: 'ZAR', locale: 'en-ZA' }) // "R 1 299,00" (no-break spaces)
 */
export function money(cents: number, format: MoneyFormat): string {
  return formatMoney(cents, format);
}

/**
 * One line of a subject: whatever a shopper typed (a contact subject, a name) cannot add a header line.
 * @example subjectLine('Sizes\r\nBcc: x') // "Sizes Bcc: x"
 */
export function subjectLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
