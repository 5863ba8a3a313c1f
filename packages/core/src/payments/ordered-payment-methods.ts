import { PAYMENT_METHOD_IDS, type PaymentMethodId } from './payment-method-ids.js';

/**
 * Tile order when the seller sets none (spec §4, §9). The card-form gateway is not in it.
 * @example DEFAULT_PAYMENT_METHOD_ORDER // ['stripe', 'paypal', 'payfast', 'eft', 'cashOnDelivery']
 */
export const DEFAULT_PAYMENT_METHOD_ORDER: readonly PaymentMethodId[] = [
  'stripe',
  'paypal',
  'payfast',
  'eft',
  'cashOnDelivery',
];

/**
 * Methods treated as enabled before the seller's configuration has loaded (spec §4).
 * @example PRELOAD_PAYMENT_METHODS // ['stripe', 'paypal', 'eft']
 */
export const PRELOAD_PAYMENT_METHODS: readonly PaymentMethodId[] = ['stripe', 'paypal', 'eft'];

/**
 * Shown instead of the tiles when the seller offers no method (spec §2 Payment).
 * @example NO_PAYMENT_METHODS_TITLE // "No Payment Methods Available"
 */
export const NO_PAYMENT_METHODS_TITLE = /*i18n*/ 'No Payment Methods Available';

/**
 * What the tile order reads: the seller's payment-methods response, or nothing while it loads.
 * @example
 * ```ts
 * const settings: PaymentMethodSettings = { enabledMethods: ['eft', 'paypal'], paymentMethodOrder: ['eft', 'paypal'] };
 * orderedPaymentMethods(settings) // ['eft', 'paypal']
 * ```
 */
export interface PaymentMethodSettings {
  /** `undefined`/`null` while the configuration loads; `[]` when the seller offers no method. */
  enabledMethods?: readonly string[] | null;
  paymentMethodOrder?: readonly string[] | null;
}

function isPaymentMethodId(value: string): value is PaymentMethodId {
  return (PAYMENT_METHOD_IDS as readonly string[]).includes(value);
}

/**
 * The payment tiles to show, in order (spec §4 "Payment method selection"): the seller's
 * `paymentMethodOrder` (the default order when it is empty), keeping only enabled methods; so the card-form
 * gateway (cybersource) appears only when enabled. Before the configuration loads, stripe, paypal and eft
 * count as enabled.
 *
 * The spec does not say what happens to an enabled method the order list leaves out (cybersource is never
 * in the default order): such methods are appended after the ordered ones, in the order the seller enabled
 * them, so that enabling a method always offers it. Unknown ids and repeats are ignored.
 * @example orderedPaymentMethods({ enabledMethods: ['eft', 'stripe'], paymentMethodOrder: [] }) // ['stripe', 'eft']
 * @example orderedPaymentMethods({ enabledMethods: ['cybersource', 'eft'], paymentMethodOrder: ['eft'] }) // ['eft', 'cybersource']
 */
export function orderedPaymentMethods(settings: PaymentMethodSettings = {}): PaymentMethodId[] {
  const enabled = new Set((settings.enabledMethods ?? PRELOAD_PAYMENT_METHODS).filter(isPaymentMethodId));
  const configuredOrder = (settings.paymentMethodOrder ?? []).filter(isPaymentMethodId);
  const order = configuredOrder.length > 0 ? configuredOrder : DEFAULT_PAYMENT_METHOD_ORDER;
  const tiles = new Set<PaymentMethodId>();
  for (const method of order) if (enabled.has(method)) tiles.add(method);
  for (const method of enabled) tiles.add(method);
  return [...tiles];
}
