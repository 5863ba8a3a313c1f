import { describe, expect, it } from 'vitest';
import { INITIAL_PRODUCT_SELECTION, productSelection, selectionUnits } from './product-selection.js';

const ten = { quantity: 10, price: 80 };
const fifty = { quantity: 50, price: 350 };

describe('productSelection (spec §4 product page)', () => {
  it('choosing a bulk option sets one pack and clears the plain quantity', () => {
    const typed = productSelection(INITIAL_PRODUCT_SELECTION, { type: 'set-quantity', quantity: 7 });
    expect(productSelection(typed, { type: 'choose-bulk', tier: ten })).toEqual({
      quantity: 1,
      bulk: { tier: ten, packs: 1 },
    });
  });
  it('choosing the same option again deselects it; another option replaces it with one pack', () => {
    let state = productSelection(INITIAL_PRODUCT_SELECTION, { type: 'choose-bulk', tier: ten });
    state = productSelection(state, { type: 'set-packs', packs: 3 });
    expect(productSelection(state, { type: 'choose-bulk', tier: fifty }).bulk).toEqual({
      tier: fifty,
      packs: 1,
    });
    expect(productSelection(state, { type: 'choose-bulk', tier: { ...ten } }).bulk).toBeNull();
  });
  it('Clear Bulk and editing the quantity both drop the option', () => {
    const chosen = productSelection(INITIAL_PRODUCT_SELECTION, { type: 'choose-bulk', tier: ten });
    expect(productSelection(chosen, { type: 'clear-bulk' })).toEqual({ quantity: 1, bulk: null });
    expect(productSelection(chosen, { type: 'set-quantity', quantity: 4 })).toEqual({
      quantity: 4,
      bulk: null,
    });
  });
  it('never goes below one and ignores pack counts without an option', () => {
    expect(productSelection(INITIAL_PRODUCT_SELECTION, { type: 'set-quantity', quantity: 0 }).quantity).toBe(
      1,
    );
    expect(productSelection(INITIAL_PRODUCT_SELECTION, { type: 'set-packs', packs: 4 })).toBe(
      INITIAL_PRODUCT_SELECTION,
    );
    const chosen = productSelection(INITIAL_PRODUCT_SELECTION, { type: 'choose-bulk', tier: ten });
    expect(productSelection(chosen, { type: 'set-packs', packs: -2 }).bulk?.packs).toBe(1);
  });
  it('reset returns to one unit', () => {
    const chosen = productSelection(INITIAL_PRODUCT_SELECTION, { type: 'choose-bulk', tier: ten });
    expect(productSelection(chosen, { type: 'reset' })).toEqual(INITIAL_PRODUCT_SELECTION);
  });
});

describe('selectionUnits', () => {
  it('is tier quantity × packs for a bulk option, else the quantity', () => {
    expect(selectionUnits({ quantity: 1, bulk: { tier: ten, packs: 3 } })).toBe(30);
    expect(selectionUnits({ quantity: 4, bulk: null })).toBe(4);
  });
});
