import type { OfflinePaymentMethod } from '../schemas/payment.js';

/**
 * Whether a payment method settles offline, awaiting the seller's approval (spec §4, §9): bank transfer
 * (`eft`) and cash on delivery (tile id `cashOnDelivery`, wire value `cash`).
 * @example isOfflineMethod('cashOnDelivery') // true
 * @example isOfflineMethod('stripe') // false
 */
export function isOfflineMethod(method: string | null | undefined): boolean {
  return method === 'eft' || method === 'cashOnDelivery' || method === 'cash';
}

/**
 * The `paymentMethod` value POST /order/create-offline-payment expects for an offline tile (spec §7, §9);
 * `null` for online methods.
 * @example offlinePaymentValue('cashOnDelivery') // 'cash'
 */
export function offlinePaymentValue(method: string | null | undefined): OfflinePaymentMethod | null {
  if (method === 'eft') return 'eft';
  if (method === 'cashOnDelivery' || method === 'cash') return 'cash';
  return null;
}
