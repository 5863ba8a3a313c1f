/**
 * Spec §9: no quantity, stepper value or bulk pack count goes below this.
 * @example MIN_QUANTITY // 1
 */
export const MIN_QUANTITY = 1;

const DIGITS = /^\d+$/;

/**
 * Reads a typed quantity: positive integers only (spec §5). Anything else gives `null`, so the field
 * keeps its last good value (or stays empty until blur).
 * @example parseQuantityInput('12') // 12
 * @example parseQuantityInput('1.5') // null
 */
export function parseQuantityInput(text: string): number | null {
  const trimmed = text.trim();
  if (!DIGITS.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return Number.isSafeInteger(quantity) && quantity >= MIN_QUANTITY ? quantity : null;
}

/**
 * The quantity a field settles on when it loses focus: an empty or below-1 value becomes 1 (spec §5).
 * @example quantityOnBlur('') // 1
 * @example quantityOnBlur(4) // 4
 */
export function quantityOnBlur(value: number | string | null | undefined): number {
  const quantity = typeof value === 'string' ? parseQuantityInput(value) : value;
  if (quantity === null || quantity === undefined || !Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.max(MIN_QUANTITY, Math.floor(quantity));
}

/**
 * The minus button: does nothing at 1 or less, and never goes below 1 (spec §5).
 * @example decrementQuantity(3) // 2
 * @example decrementQuantity(1) // 1
 */
export function decrementQuantity(quantity: number): number {
  return quantity > MIN_QUANTITY ? Math.max(MIN_QUANTITY, quantity - 1) : quantity;
}

/**
 * The plus button; from an empty or invalid field it lands on 1.
 * @example incrementQuantity(1) // 2
 */
export function incrementQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return MIN_QUANTITY;
  return Math.max(MIN_QUANTITY, Math.floor(quantity) + 1);
}
