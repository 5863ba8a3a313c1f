import { describe, expect, it } from 'vitest';
import { searchResultLinks } from './search-result-links.js';

describe('searchResultLinks (spec §2 global search card)', () => {
  it('links to the product details and the shop', () => {
    expect(searchResultLinks({ slug: 'mint', sellerName: 'tea', shopName: 'Tea House' })).toEqual({
      shopLabel: 'Tea House',
      viewDetails: '/tea/product/details/mint',
      visitShop: '/tea',
    });
  });

  it('uses the shop name when no seller name is given', () => {
    expect(searchResultLinks({ slug: 'mint', shopName: 'teahouse' })).toEqual({
      shopLabel: 'teahouse',
      viewDetails: '/teahouse/product/details/mint',
      visitShop: '/teahouse',
    });
  });

  it("falls back to 'unknown'", () => {
    for (const product of [{ slug: 'mint' }, { slug: 'mint', sellerName: ' ', shopName: null }]) {
      expect(searchResultLinks(product)).toEqual({
        shopLabel: 'unknown',
        viewDetails: '/unknown/product/details/mint',
        visitShop: '/unknown',
      });
    }
  });

  it('encodes the shop and slug', () => {
    expect(searchResultLinks({ slug: 'a b', sellerName: 'x/y' }).viewDetails).toBe(
      '/x%2Fy/product/details/a%20b',
    );
  });
});
