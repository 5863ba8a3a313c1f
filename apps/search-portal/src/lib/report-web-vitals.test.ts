import { describe, expect, it } from 'vitest';
import { portalRoute, vitalsEndpoint } from './report-web-vitals.js';

describe('portalRoute', () => {
  it('names the screen pattern, never the search term', () => {
    expect(portalRoute('/')).toBe('/');
    expect(portalRoute('/search-products/green%20tea')).toBe('/search-products/:searchValue');
    expect(portalRoute('/somewhere/else')).toBe('/*');
  });
});

describe('vitalsEndpoint', () => {
  it('posts to the API the page talks to (on localhost, the local API)', () => {
    expect(vitalsEndpoint()).toBe('http://localhost:8000/api/vitals');
  });
});
