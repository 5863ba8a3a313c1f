import { describe, expect, it } from 'vitest';
import { portalRoute } from './report-web-vitals.js';

describe('portalRoute', () => {
  it('names the screen pattern, never the search term', () => {
    expect(portalRoute('/')).toBe('/');
    expect(portalRoute('/search-products/green%20tea')).toBe('/search-products/:searchValue');
    expect(portalRoute('/somewhere/else')).toBe('/*');
  });
});
