import { formatMoney, PAYMENT_METHOD_LABELS, type PaymentMethodId, toCents } from '@souk/core';

/**
 * An amount of the console's wire (major units) in its currency and the shop's locale (BCP 47, from
 * GET /seller/me; en-US until it is known).
 * @example moneyText(19.9, 'USD') // "$19.90"
 * @example moneyText(1299, 'ZAR', 'en-ZA') // "R 1 299,00" (no-break spaces)
 */
export function moneyText(amount: number, currency: string, locale?: string): string {
  return formatMoney(toCents(amount), { currency, locale });
}

function readDate(iso: string): Date | null {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : new Date(time);
}

// made on first use, once: building a formatter is the costly part (toLocaleString builds one per call)
let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** A date as the seller reads it ("12 Mar 2026"); an unreadable one is shown as written. */
export function dateText(iso: string): string {
  const date = readDate(iso);
  if (!date) return iso;
  dateFormat ??= new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
  return dateFormat.format(date);
}

/** A date and time ("12 Mar 2026, 14:05"). */
export function dateTimeText(iso: string): string {
  const date = readDate(iso);
  if (!date) return iso;
  dateTimeFormat ??= new Intl.DateTimeFormat(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return dateTimeFormat.format(date);
}

/**
 * A payment method's name: the storefront's tile names, with the offline wire value `cash` read as cash on
 * delivery; an unknown method as written.
 * @example methodLabel('eft') // "Bank Transfer"
 */
export function methodLabel(method: string | null | undefined): string {
  if (!method) return '—';
  if (method === 'cash') return PAYMENT_METHOD_LABELS.cashOnDelivery;
  return PAYMENT_METHOD_LABELS[method as PaymentMethodId] ?? method;
}

/** A status word for display ("cashOnDelivery" and "in_progress" read as words). */
export function statusText(status: string): string {
  const spaced = status
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
