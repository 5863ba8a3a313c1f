import { describe, expect, it } from 'vitest';
import { searchResultOriginalPrice, searchResultPrice } from './search-result-price.js';

describe('searchResultPrice (spec §2, §9)', () => {
  it.each([
    [19.9, '$19.90'],
    [5, '$5.00'],
    [0, '$0.00'],
    [1.005, '$1.01'],
    [1234.5, '$1,234.50'],
  ])('%s → %s', (price, text) => {
    expect(searchResultPrice(price)).toBe(text);
  });

  it('prints each product in its own currency, USD when it names none', () => {
    expect(searchResultPrice(1299, 'ZAR')).toBe('ZAR\u00a01,299.00');
    expect(searchResultPrice(19.99, 'USD')).toBe('$19.99');
    expect(searchResultOriginalPrice(80, 20, 'EUR')).toBe('€100.00');
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
