import { t } from '@souk/ui';

/**
 * The order and payment statuses as the shopper reads them: the English is the wire value itself (the
 * badges capitalise it with CSS), so the English text is unchanged; a status not listed shows as it came.
 */
const STATUS_TEXTS: Readonly<Record<string, string>> = {
  placed: /*i18n*/ 'placed',
  pending: /*i18n*/ 'pending',
  warehouse: /*i18n*/ 'warehouse',
  delivered: /*i18n*/ 'delivered',
  cancelled: /*i18n*/ 'cancelled',
  processing: /*i18n*/ 'processing',
  shipped: /*i18n*/ 'shipped',
  unpaid: /*i18n*/ 'unpaid',
  paid: /*i18n*/ 'paid',
  failed: /*i18n*/ 'failed',
  refunded: /*i18n*/ 'refunded',
};

/** A delivery or payment status in the active language (called at render). */
export function statusText(status: string): string {
  return Object.hasOwn(STATUS_TEXTS, status) ? t(STATUS_TEXTS[status] ?? status) : status;
}
