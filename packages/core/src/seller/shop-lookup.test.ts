import { describe, expect, it } from 'vitest';
import { shopLookupPath, shopNotFoundMessage } from './shop-lookup.js';

describe('shop lookup (spec §4, §7, §8)', () => {
  it('quotes the name in the not-found message', () => {
    expect(shopNotFoundMessage('tea-house')).toBe(
      'Shop "tea-house" not found. Please check the shop name and try again.',
    );
  });

  it('navigates to the lower-cased name', () => {
    expect(shopLookupPath('Tea-House')).toBe('/tea-house');
    expect(shopLookupPath('CAFÉ')).toBe('/caf%C3%A9');
  });
});
