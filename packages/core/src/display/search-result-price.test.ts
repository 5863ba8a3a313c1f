import { describe, expect, it } from 'vitest';
import { searchResultOriginalPrice, searchResultPrice } from './search-result-price.js';

describe('searchResultPrice (spec §2, §9)', () => {
  it.each([
    [19.9, '$19.90'],
    [5, '$5.00'],
    [0, '$0.00'],
    [1.005, '$1.01'],
    [1234.5, '$1234.50'],
  ])('%s → %s', (price, text) => {
    expect(searchResultPrice(price)).toBe(text);
  });
});

describe('searchResultOriginalPrice (spec §2)', () => {
  it.each([
    [80, 20, '$100.00'],
    [10, 15, '$11.76'],
    [80, 0, null],
    [80, null, null],
    [80, undefined, null],
    [80, 100, null],
    [80, -10, null],
  ])('%s at %s%% off → %s', (price, discount, text) => {
    expect(searchResultOriginalPrice(price, discount)).toBe(text);
  });
});
