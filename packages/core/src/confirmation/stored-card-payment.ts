/**
 * What the card-form gateway's payment page stores for the confirmation page (spec §4).
 * @example const stored: StoredCardPayment = { status: 'AUTHORIZED', transactionId: '7012345678', orderNumber: 'ORD1' };
 */
export interface StoredCardPayment {
  status?: string;
  transactionId?: string;
  orderNumber?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/**
 * Parses stored card-form payment data; `null` when missing or corrupt, which the confirmation page treats
 * as "no data" rather than failing.
 * @example parseStoredCardPayment('{"status":"AUTHORIZED","orderNumber":"ORD1"}') // { status: 'AUTHORIZED', orderNumber: 'ORD1' }
 * @example parseStoredCardPayment('{oops') // null
 */
export function parseStoredCardPayment(stored: string | null | undefined): StoredCardPayment | null {
  if (!stored) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const payment: StoredCardPayment = {};
  const status = text(record.status);
  const transactionId = text(record.transactionId);
  const orderNumber = text(record.orderNumber);
  if (status) payment.status = status;
  if (transactionId) payment.transactionId = transactionId;
  if (orderNumber) payment.orderNumber = orderNumber;
  return payment;
}
