import { describe, expect, it } from 'vitest';
import { productsQueryFromSearch, searchFromProductsQuery } from './products-query.js';

describe('productsQueryFromSearch', () => {
  it('reads the known values from the address and drops defaults and the rest', () => {
    expect(
      productsQueryFromSearch(
        new URLSearchParams(
          'search=%20linen%20&category=Shirts&stock=low&published=draft&sort=price-desc&page=3&perPage=50&x=1',
        ),
      ),
    ).toEqual({
      search: 'linen',
      category: 'Shirts',
      stock: 'low',
      published: 'draft',
      sort: 'price-desc',
      page: 3,
      perPage: 50,
    });
    expect(
      productsQueryFromSearch(new URLSearchParams('stock=all&published=all&sort=newest&page=1&perPage=7')),
    ).toEqual({});
    expect(productsQueryFromSearch(new URLSearchParams('stock=some&sort=hack&page=-2'))).toEqual({});
  });

  it('round-trips through the address', () => {
    const query = { search: 'tea', stock: 'out-of-stock', page: 2 } as const;
    expect(productsQueryFromSearch(new URLSearchParams(searchFromProductsQuery(query)))).toEqual(query);
  });
});
