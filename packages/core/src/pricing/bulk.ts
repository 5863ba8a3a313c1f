import type { BulkTier } from '../schemas/product.js';
import { type Cents, multiplyCents, toCents } from './money.js';

/**
 * Price of a bulk option chosen on the product page: the tier's price times the pack count (spec §9).
 * @example bulkOptionPriceCents({ price: 80 }, 2) // 16000
 */
export function bulkOptionPriceCents(tier: Pick<BulkTier, 'price'>, packCount: number): Cents {
  return multiplyCents(toCents(tier.price), packCount);
}

/**
 * Units a bulk option buys: the tier's quantity times the pack count (spec §9).
 * @example bulkOptionUnits({ quantity: 10 }, 3) // 30
 */
export function bulkOptionUnits(tier: Pick<BulkTier, 'quantity'>, packCount: number): number {
  return tier.quantity * packCount;
}

/**
 * The bulk badge percent: what the tier saves against the full price of its units, rounded (spec §9).
 * Never negative: a tier dearer than unit pricing shows no saving.
 * @example bulkDiscountPercent({ quantity: 10, price: 80 }, 10) // 20
 */
export function bulkDiscountPercent(tier: Pick<BulkTier, 'quantity' | 'price'>, unitPrice: number): number {
  const full = multiplyCents(toCents(unitPrice), tier.quantity);
  if (full <= 0) return 0;
  const saving = full - toCents(tier.price);
  if (saving <= 0) return 0;
  return Math.round((saving * 100) / full);
}

/**
 * The per-item price of a tier: its `perItemPrice` when given, else price ÷ quantity, in cents.
 * @example tierPerItemCents({ quantity: 4, price: 10 }) // 250
 */
export function tierPerItemCents(tier: Pick<BulkTier, 'quantity' | 'price' | 'perItemPrice'>): Cents {
  if (tier.perItemPrice !== undefined) return toCents(tier.perItemPrice);
  return Math.round(toCents(tier.price) / tier.quantity);
}
