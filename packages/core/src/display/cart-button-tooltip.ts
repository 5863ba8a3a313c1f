/**
 * The floating cart button's tooltip (spec §2 "View Cart (n item/items)").
 * @example cartButtonTooltip(1) // "View Cart (1 item)"
 * @example cartButtonTooltip(0) // "View Cart (0 items)"
 */
export function cartButtonTooltip(count: number): string {
  return `View Cart (${count} ${count === 1 ? 'item' : 'items'})`;
}
