import { describe, expect, it } from 'vitest';
import { routePattern, vitalsEndpoint } from './report-web-vitals.js';

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
});

describe('vitalsEndpoint', () => {
  it('posts to the API the page talks to (on localhost, the local API)', () => {
    expect(vitalsEndpoint()).toBe('http://localhost:8000/api/vitals');
  });
});
