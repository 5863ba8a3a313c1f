import { describe, expect, it } from 'vitest';
import { isPortalPath } from './portal-paths.js';

describe('isPortalPath', () => {
  it('knows the landing page and the search results as the portal', () => {
    expect(isPortalPath('/')).toBe(true);
    expect(isPortalPath('/search-products/tea?page=2')).toBe(true);
  });

  it('sends shops and their products to the storefront', () => {
    expect(isPortalPath('/pixel-forge')).toBe(false);
    expect(isPortalPath('/unknown/product/details/mint')).toBe(false);
    expect(isPortalPath('/search-products-elsewhere')).toBe(false);
  });
});
