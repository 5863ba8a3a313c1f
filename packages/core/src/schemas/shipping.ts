import * as z from 'zod/mini';
import { requiredEmail, requiredText } from './common.js';

/**
 * Shipping info (spec §3), all eight fields required with the spec's messages (§5). The extended
 * payment fields (state, postal code, country) are optional.
 * @example
 * ```ts
 * ShippingInfoSchema.safeParse({ name: 'Ama Mensah' }).error?.issues[0]?.message
 * // "Address is required"
 * ```
 */
export const ShippingInfoSchema = z.object({
  name: requiredText(/*i18n*/ 'Name is required', 200),
  address: requiredText(/*i18n*/ 'Address is required', 500),
  email: requiredEmail(/*i18n*/ 'Please enter a valid email'),
  phone: requiredText(/*i18n*/ 'Phone is required', 40),
  post: requiredText(/*i18n*/ 'Post is required', 40),
  province: requiredText(/*i18n*/ 'Province is required', 200),
  city: requiredText(/*i18n*/ 'City is required', 200),
  area: requiredText(/*i18n*/ 'Area is required', 300),
  state: z.optional(z.string().check(z.maxLength(100))),
  stateCode: z.optional(z.string().check(z.maxLength(10))),
  postalCode: z.optional(z.string().check(z.maxLength(40))),
  zipCode: z.optional(z.string().check(z.maxLength(40))),
  country: z.optional(z.string().check(z.maxLength(100))),
});
/**
 * Shipping info as {@link ShippingInfoSchema} parses it: trimmed, every required field present (spec §3).
 * @example
 * ```ts
 * const info: ShippingInfo = {
 *   name: 'Ama Mensah', address: '12 Long Street', email: 'ama@example.com', phone: '+27 82 555 0100',
 *   post: '8001', province: 'Western Cape', city: 'Cape Town', area: 'City Bowl',
 * };
 * ```
 */
export type ShippingInfo = z.infer<typeof ShippingInfoSchema>;
/**
 * Shipping info as a caller may send it, before {@link ShippingInfoSchema} trims and checks it.
 * @example
 * ```ts
 * const input: ShippingInfoInput = {
 *   name: ' Ama Mensah ', address: '12 Long Street', email: 'ama@example.com', phone: '+27 82 555 0100',
 *   post: '8001', province: 'Western Cape', city: 'Cape Town', area: 'City Bowl', country: 'ZA',
 * };
 * ```
 */
export type ShippingInfoInput = z.input<typeof ShippingInfoSchema>;

/**
 * The eight required shipping fields, in form order.
 * @example SHIPPING_FIELDS // ['name', 'address', 'email', 'phone', 'post', 'province', 'city', 'area']
 */
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
/**
 * The name of one of the eight required shipping fields ({@link SHIPPING_FIELDS}).
 * @example
 * ```ts
 * const field: ShippingField = 'province';
 * ```
 */
export type ShippingField = (typeof SHIPPING_FIELDS)[number];

/**
 * Shipping info as stored on an order: lenient, for reading back what was saved.
 * @example
 * ```ts
 * StoredShippingInfoSchema.parse({ name: 'Ama Mensah', landmark: 'Blue gate' })
 * // { name: 'Ama Mensah', address: '', email: '', …, area: '', landmark: 'Blue gate' }
 * ```
 */
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
/**
 * Shipping info read back from an order as {@link StoredShippingInfoSchema} parses it: missing fields read
 * as empty, unknown fields kept.
 * @example
 * ```ts
 * const stored: StoredShippingInfo = StoredShippingInfoSchema.parse({
 *   name: 'Ama Mensah', city: 'Cape Town',
 * });
 * ```
 */
export type StoredShippingInfo = z.infer<typeof StoredShippingInfoSchema>;
