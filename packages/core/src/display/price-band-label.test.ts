import { describe, expect, it } from 'vitest';
import { priceBandLabel } from './price-band-label.js';

describe('priceBandLabel', () => {
  it.each([
    [{ min: 0, max: 25 }, '$0 – $25'],
    [{ min: 25, max: 50 }, '$25 – $50'],
    [{ min: 12.5, max: 20 }, '$12.50 – $20'],
    [{ min: 200, max: null }, '$200 & above'],
    [{ min: 99.99, max: null }, '$99.99 & above'],
  ])('%o → %s', (band, label) => {
    expect(priceBandLabel(band)).toBe(label);
  });
});
