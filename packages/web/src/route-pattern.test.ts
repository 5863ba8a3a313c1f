import { describe, expect, it } from 'vitest';
import { routePattern } from './route-pattern.js';

describe('routePattern', () => {
  it('joins the matched routes into one pattern, skipping index and layout routes', () => {
    expect(
      routePattern([{ route: { path: '/:sellerName' } }, { route: { path: 'product/details/:slug' } }]),
    ).toBe('/:sellerName/product/details/:slug');
    expect(routePattern([{ route: { path: '/admin/:sellerName' } }, { route: {} }])).toBe(
      '/admin/:sellerName',
    );
    expect(
      routePattern([
        { route: { path: '/:sellerName' } },
        { route: {} },
        { route: { path: 'dashboard/my-orders' } },
      ]),
    ).toBe('/:sellerName/dashboard/my-orders');
    expect(routePattern([{ route: { path: '*' } }])).toBe('/*');
    expect(routePattern([])).toBe('/');
  });

  it('names the search portal screens by pattern, never the search term', () => {
    expect(routePattern([{ route: { path: '/' } }, { route: {} }])).toBe('/');
    expect(
      routePattern([{ route: { path: '/' } }, { route: { path: '/search-products/:searchValue' } }]),
    ).toBe('/search-products/:searchValue');
    expect(routePattern([{ route: { path: '/' } }, { route: { path: '*' } }])).toBe('/*');
  });
});
