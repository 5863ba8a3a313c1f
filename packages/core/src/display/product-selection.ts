import { bulkOptionUnits } from '../pricing/bulk.js';
import type { BulkTier } from '../schemas/product.js';
import { MIN_QUANTITY } from '../validation/quantity.js';

/**
 * What the product page's buy box holds (spec §4 Product page): a plain quantity, or a chosen bulk option
 * bought a number of packs at a time.
 * @example
 * ```ts
 * const selection: ProductSelection = { quantity: 1, bulk: { tier: { quantity: 10, price: 80 }, packs: 2 } };
 * selectionUnits(selection) // 20
 * ```
 */
export interface ProductSelection {
  quantity: number;
  bulk: { tier: BulkTier; packs: number } | null;
}

/**
 * A change to the buy box that {@link productSelection} applies: choose or clear a bulk option, set the plain
 * quantity or the pack count, or start again (spec §4).
 * @example
 * ```ts
 * const action: ProductSelectionAction = { type: 'set-quantity', quantity: 3 };
 * productSelection(INITIAL_PRODUCT_SELECTION, action) // { quantity: 3, bulk: null }
 * ```
 */
export type ProductSelectionAction =
  | { type: 'choose-bulk'; tier: BulkTier }
  | { type: 'clear-bulk' }
  | { type: 'set-quantity'; quantity: number }
  | { type: 'set-packs'; packs: number }
  | { type: 'reset' };

/**
 * A fresh buy box: one unit, no bulk option (also what a product change resets to, spec §4).
 * @example INITIAL_PRODUCT_SELECTION // { quantity: 1, bulk: null }
 */
export const INITIAL_PRODUCT_SELECTION: ProductSelection = { quantity: MIN_QUANTITY, bulk: null };

function sameTier(a: BulkTier, b: BulkTier): boolean {
  return a.quantity === b.quantity && a.price === b.price;
}

function atLeastOne(value: number): number {
  return Number.isSafeInteger(value) && value >= MIN_QUANTITY ? value : MIN_QUANTITY;
}

/**
 * The buy box's selection rules (spec §4): choosing a bulk option sets the pack count to 1 and clears the
 * plain quantity (back to 1); choosing the same option again deselects it; Clear Bulk returns to the plain
 * quantity; editing the plain quantity clears the bulk option. Counts never go below 1 (spec §5).
 * @example productSelection(INITIAL_PRODUCT_SELECTION, { type: 'choose-bulk', tier: { quantity: 10, price: 80 } })
 * // { quantity: 1, bulk: { tier: { quantity: 10, price: 80 }, packs: 1 } }
 */
export function productSelection(state: ProductSelection, action: ProductSelectionAction): ProductSelection {
  switch (action.type) {
    case 'choose-bulk':
      if (state.bulk && sameTier(state.bulk.tier, action.tier)) return { ...state, bulk: null };
      return { quantity: MIN_QUANTITY, bulk: { tier: action.tier, packs: MIN_QUANTITY } };
    case 'clear-bulk':
      return { ...state, bulk: null };
    case 'set-quantity':
      return { quantity: atLeastOne(action.quantity), bulk: null };
    case 'set-packs':
      return state.bulk ? { ...state, bulk: { ...state.bulk, packs: atLeastOne(action.packs) } } : state;
    case 'reset':
      return INITIAL_PRODUCT_SELECTION;
  }
}

/**
 * Units the selection puts in the cart: the tier's quantity times the packs, else the plain quantity.
 * @example selectionUnits({ quantity: 1, bulk: { tier: { quantity: 10, price: 80 }, packs: 3 } }) // 30
 */
export function selectionUnits(selection: ProductSelection): number {
  return selection.bulk ? bulkOptionUnits(selection.bulk.tier, selection.bulk.packs) : selection.quantity;
}
