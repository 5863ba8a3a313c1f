import * as z from 'zod/mini';

/** Spec §5 email format message of the shipping form. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function required(message: string, max = 300) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }), z.maxLength(max));
}

/**
 * Shipping info (spec §3), all eight fields required with the spec's messages (§5). The extended
 * payment fields (state, postal code, country) are optional.
 */
export const ShippingInfoSchema = z.object({
  name: required('Name is required', 200),
  address: required('Address is required', 500),
  email: z
    .string({ error: 'Email is required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Email is required' }),
      z.maxLength(320),
      z.regex(EMAIL_PATTERN, { error: 'Please enter a valid email' }),
    ),
  phone: required('Phone is required', 40),
  post: required('Post is required', 40),
  province: required('Province is required', 200),
  city: required('City is required', 200),
  area: required('Area is required', 300),
  state: z.optional(z.string().check(z.maxLength(100))),
  stateCode: z.optional(z.string().check(z.maxLength(10))),
  postalCode: z.optional(z.string().check(z.maxLength(40))),
  zipCode: z.optional(z.string().check(z.maxLength(40))),
  country: z.optional(z.string().check(z.maxLength(100))),
});
export type ShippingInfo = z.infer<typeof ShippingInfoSchema>;
export type ShippingInfoInput = z.input<typeof ShippingInfoSchema>;

/** The eight required shipping fields, in form order. */
export const SHIPPING_FIELDS = [
  'name',
  'address',
  'email',
  'phone',
  'post',
  'province',
  'city',
  'area',
] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];

/** Shipping info as stored on an order: lenient, for reading back what was saved. */
export const StoredShippingInfoSchema = z.looseObject({
  name: z._default(z.string(), ''),
  address: z._default(z.string(), ''),
  email: z._default(z.string(), ''),
  phone: z._default(z.string(), ''),
  post: z._default(z.string(), ''),
  province: z._default(z.string(), ''),
  city: z._default(z.string(), ''),
  area: z._default(z.string(), ''),
  country: z.optional(z.string()),
});
export type StoredShippingInfo = z.infer<typeof StoredShippingInfoSchema>;
