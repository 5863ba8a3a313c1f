import { describe, expect, it } from 'vitest';
import { parseProduct } from '../schemas/product.js';
import { bannerTarget } from './banner-target.js';

const product = parseProduct({ _id: 'p1', name: 'Tea', price: 4 });

describe('bannerTarget (spec §2 banner click)', () => {
  it('opens the quick view when the banner carries a product, whatever else it has', () => {
    expect(bannerTarget({ product, productSlug: 'tea', link: '/x' }, 'shop')).toEqual({
      kind: 'quick-view',
      product,
    });
  });
  it('goes to the product details by slug next', () => {
    expect(bannerTarget({ product: null, productSlug: 'green tea', link: '/x' }, 'tea-house')).toEqual({
      kind: 'navigate',
      href: '/tea-house/product/details/green%20tea',
    });
  });
  it('follows the link last: in-app paths navigate, http(s) addresses load', () => {
    expect(bannerTarget({ product: null, link: '/tea-house/shops' }, 'tea-house')).toEqual({
      kind: 'navigate',
      href: '/tea-house/shops',
    });
    expect(bannerTarget({ product: null, link: 'https://a.example/sale' }, 'x')).toEqual({
      kind: 'external',
      href: 'https://a.example/sale',
    });
  });
  it('leads nowhere for blank, protocol-relative or script links', () => {
    expect(bannerTarget({ product: null, productSlug: ' ', link: '' }, 'x')).toBeNull();
    expect(bannerTarget({ product: null, link: '//evil.example' }, 'x')).toBeNull();
    expect(bannerTarget({ product: null, link: 'javascript:alert(1)' }, 'x')).toBeNull();
  });
});
