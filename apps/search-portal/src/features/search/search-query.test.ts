import { describe, expect, it } from 'vitest';
import { readResultsQuery, resultsPath } from './search-query.js';

const read = (term: string | undefined, query = '') => readResultsQuery(term, new URLSearchParams(query));

describe('readResultsQuery', () => {
  it('reads the trimmed term, first page and high-to-low by default (spec §2, §9)', () => {
    expect(read('  red tea ')).toEqual({ term: 'red tea', page: 1, sort: 'high-to-low' });
  });

  it('reads the page and the low-to-high sort from the address', () => {
    expect(read('tea', 'page=3&sort=low-high')).toEqual({ term: 'tea', page: 3, sort: 'low-to-high' });
    expect(read('tea', 'sort=high-low')).toMatchObject({ sort: 'high-to-low' });
  });

  it('never searches a blank term (spec §5)', () => {
    expect(read('   ')).toBeNull();
    expect(read(undefined)).toBeNull();
  });

  it('falls back to the first page and default sort for values it does not know', () => {
    for (const page of ['0', '-2', '1.5', 'two', '']) {
      expect(read('tea', `page=${page}&sort=cheapest`)).toEqual({
        term: 'tea',
        page: 1,
        sort: 'high-to-low',
      });
    }
    expect(read('tea', 'page=99999')).toMatchObject({ page: 1000 });
  });
});

describe('readResultsQuery filters', () => {
  it('reads a category, a brand and a price band from the address', () => {
    expect(read('tea', 'category=Green+Tea&brand=Atlas%20Leaf&price=25-50')).toEqual({
      term: 'tea',
      page: 1,
      sort: 'high-to-low',
      category: 'Green Tea',
      brand: 'Atlas Leaf',
      price: { min: 25, max: 50 },
    });
    expect(read('tea', 'price=200-')).toMatchObject({ price: { min: 200, max: null } });
    expect(read('tea', 'price=12.5-19.99')).toMatchObject({ price: { min: 12.5, max: 19.99 } });
  });

  it('leaves out filters it cannot read, so a hand-edited address still shows results', () => {
    const unfiltered = { term: 'tea', page: 1, sort: 'high-to-low' };
    for (const query of [
      'category=&brand=%20%20',
      `category=${'x'.repeat(201)}`,
      'price=cheap',
      'price=50-25',
      'price=25-25',
      'price=-5-10',
      'price=25',
      'price=1e3-',
    ]) {
      expect(read('tea', query)).toStrictEqual(unfiltered);
    }
    expect(read('tea', 'category=%20Audio%20')).toMatchObject({ category: 'Audio' });
  });
});

describe('resultsPath', () => {
  it('encodes the term and leaves defaults out of the address', () => {
    expect(resultsPath({ term: 'red tea', page: 1, sort: 'high-to-low' })).toBe('/search-products/red%20tea');
    expect(resultsPath({ term: 'a/b?c', page: 2, sort: 'low-to-high' })).toBe(
      '/search-products/a%2Fb%3Fc?page=2&sort=low-high',
    );
  });

  it('writes the filters first, in a fixed order', () => {
    expect(
      resultsPath({
        term: 'tea',
        page: 2,
        sort: 'high-to-low',
        price: { min: 200, max: null },
        brand: 'Atlas & Co',
        category: 'Green Tea',
      }),
    ).toBe('/search-products/tea?category=Green+Tea&brand=Atlas+%26+Co&price=200-&page=2');
  });

  it('round-trips through readResultsQuery', () => {
    const query = {
      term: '100% cotton',
      page: 4,
      sort: 'low-to-high' as const,
      category: 'T-shirts & tops',
      brand: 'Ünïcode=brand?',
      price: { min: 25, max: 50 },
    };
    const url = new URL(resultsPath(query), 'http://portal.test');
    const term = decodeURIComponent(url.pathname.replace('/search-products/', ''));
    expect(readResultsQuery(term, url.searchParams)).toEqual(query);
  });
});
