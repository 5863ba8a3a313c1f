import { SHIPPING_FIELDS } from '@souk/core';

/** The checkout's names of the shipping fields (its form's labels). */
const LABELS: Record<string, string> = {
  name: 'Name',
  address: 'Address',
  email: 'Email',
  phone: 'Phone',
  post: 'Postal Code',
  province: 'Province',
  city: 'City',
  area: 'Area',
  state: 'State',
  stateCode: 'State code',
  postalCode: 'Postal code',
  zipCode: 'ZIP code',
  country: 'Country',
};

/**
 * An order's shipping details as labelled lines, in the checkout form's order, then any other field; empty
 * values are left out.
 * @example shippingLines({ city: 'Cairo', name: 'Amal' }) // [{ key: 'name', label: 'Name', value: 'Amal' }, { key: 'city', … }]
 */
export function shippingLines(info: Record<string, string>): { key: string; label: string; value: string }[] {
  const known: readonly string[] = SHIPPING_FIELDS;
  const keys = [
    ...SHIPPING_FIELDS.filter((key) => key in info),
    ...Object.keys(info).filter((key) => !known.includes(key)),
  ];
  return keys
    .map((key) => ({ key, label: LABELS[key] ?? key, value: (info[key] ?? '').trim() }))
    .filter((line) => line.value !== '');
}
