import { describe, expect, it } from 'vitest';
import { discountBadge } from './discount-badge.js';

describe('discountBadge (spec §2)', () => {
  it.each([
    [15, '-15% OFF'],
    [100, '-100% OFF'],
    [12.5, '-12.5% OFF'],
    [33.333, '-33.33% OFF'],
    [0, null],
    [-5, null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (discount, badge) => {
    expect(discountBadge(discount)).toBe(badge);
  });
});
