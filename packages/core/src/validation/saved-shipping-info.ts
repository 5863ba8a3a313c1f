import { type ShippingInfo, ShippingInfoSchema } from '../schemas/shipping.js';

/**
 * Reads the shipping info saved in local storage (spec §5, §9). Corrupt JSON or an object that no longer
 * passes the shipping rules gives `null`; the caller then removes the entry so it is not read again.
 * @example parseSavedShippingInfo('{oops') // null
 * @example
 * ```ts
 * const info: ShippingInfo = { name: 'Ann', address: '12 Long St', email: 'ann@example.com', phone: '0821234567',
 *   post: '8001', province: 'Western Cape', city: 'Cape Town', area: 'City Bowl' };
 * parseSavedShippingInfo(serializeShippingInfo(info))?.name // "Ann"
 * ```
 */
export function parseSavedShippingInfo(raw: string | null | undefined): ShippingInfo | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const result = ShippingInfoSchema.safeParse(parsed);
  return result.success ? result.data : null;
}

/**
 * The text saved to local storage for a validated shipping info; read back with `parseSavedShippingInfo`.
 * @example
 * ```ts
 * const info: ShippingInfo = { name: 'Ann', address: '12 Long St', email: 'ann@example.com', phone: '0821234567',
 *   post: '8001', province: 'Western Cape', city: 'Cape Town', area: 'City Bowl' };
 * serializeShippingInfo(info) // '{"name":"Ann","address":"12 Long St",…}'
 * ```
 */
export function serializeShippingInfo(info: ShippingInfo): string {
  return JSON.stringify(info);
}
