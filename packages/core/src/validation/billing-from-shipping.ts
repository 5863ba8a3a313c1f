import type { BillingAddress } from '../schemas/payment.js';
import type { ShippingInfo } from '../schemas/shipping.js';

/**
 * Spec §5: the sample billing details used for any field that neither the billing form nor the shipping
 * info fills (the gateway's test-profile shape).
 * @example SAMPLE_BILLING_DEFAULTS.city // "San Francisco"
 */
export const SAMPLE_BILLING_DEFAULTS: Readonly<BillingAddress> = {
  firstName: 'John',
  lastName: 'Doe',
  address1: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  postalCode: '94105',
  country: 'US',
  email: 'test@example.com',
  phoneNumber: '4158880000',
};

/**
 * Billing as typed so far: any field may be missing or blank.
 * @example
 * ```ts
 * const billing: BillingInput = { firstName: 'Ann', lastName: '', state: null };
 * billingFromShipping(billing, null).lastName // "Doe"
 * ```
 */
export type BillingInput = { [Field in keyof BillingAddress]?: string | null };

/**
 * Shipping info as the payment page receives it, with any of its extended field names (spec §3).
 * @example
 * ```ts
 * const shipping: ShippingSource = { name: 'Ann van Wyk', city: 'Durban', province: 'KwaZulu-Natal', post: '4001' };
 * billingFromShipping({}, shipping).postalCode // "4001"
 * ```
 */
export type ShippingSource = { [Field in keyof ShippingInfo]?: string | null };

function firstFilled(...values: (string | null | undefined)[]): string | undefined {
  for (const value of values) {
    const trimmed = value?.trim();
    if (trimmed) return trimmed;
  }
  return undefined;
}

/**
 * Fills the card-form gateway's billing fields (spec §5): each field keeps what the shopper typed, else
 * takes it from the shipping info, else from {@link SAMPLE_BILLING_DEFAULTS}. The shipping name is split
 * at its first space into first and last name.
 * @example billingFromShipping({}, { name: 'Ann van Wyk', city: 'Durban' }).lastName // "van Wyk"
 */
export function billingFromShipping(
  billing: BillingInput,
  shipping: ShippingSource | null | undefined,
): BillingAddress {
  const [first = '', ...rest] = shipping?.name?.trim().split(/\s+/) ?? [];
  const fill = (field: keyof BillingAddress, ...fromShipping: (string | null | undefined)[]): string =>
    firstFilled(billing[field], ...fromShipping) ?? SAMPLE_BILLING_DEFAULTS[field];
  return {
    firstName: fill('firstName', first),
    lastName: fill('lastName', rest.join(' ')),
    address1: fill('address1', shipping?.address),
    city: fill('city', shipping?.city),
    // spec §3 lists province, state and stateCode as forms of one field; the first present wins
    state: fill('state', shipping?.state, shipping?.province, shipping?.stateCode),
    postalCode: fill('postalCode', shipping?.post, shipping?.postalCode, shipping?.zipCode),
    country: fill('country', shipping?.country),
    email: fill('email', shipping?.email),
    phoneNumber: fill('phoneNumber', shipping?.phone),
  };
}
