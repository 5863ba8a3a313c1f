import { describe, expect, it } from 'vitest';
import { cartButtonTooltip } from './cart-button-tooltip.js';

describe('cartButtonTooltip (spec §2)', () => {
  it.each([
    [0, 'View Cart (0 items)'],
    [1, 'View Cart (1 item)'],
    [2, 'View Cart (2 items)'],
    [15, 'View Cart (15 items)'],
  ])('%s → %s', (count, text) => {
    expect(cartButtonTooltip(count)).toBe(text);
  });
});
