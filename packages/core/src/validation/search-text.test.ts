import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareSearch } from './search-text.js';

describe('prepareSearch', () => {
  it('trims and URL-encodes the text', () => {
    expect(prepareSearch('  red tea ')).toEqual({ term: 'red tea', encoded: 'red%20tea' });
    expect(prepareSearch('tea & honey/50%')).toEqual({
      term: 'tea & honey/50%',
      encoded: 'tea%20%26%20honey%2F50%25',
    });
    expect(prepareSearch('café')).toEqual({ term: 'café', encoded: 'caf%C3%A9' });
  });

  it.each(['', '   ', '\t\n', null, undefined])('never submits blank text (%j)', (text) => {
    expect(prepareSearch(text)).toBeNull();
  });

  it('encodes the trimmed text reversibly', () => {
    const noLoneSurrogates = fc.string({ unit: 'grapheme' });
    fc.assert(
      fc.property(noLoneSurrogates, (text) => {
        const search = prepareSearch(text);
        if (text.trim() === '') {
          expect(search).toBeNull();
        } else {
          expect(search?.term).toBe(text.trim());
          expect(decodeURIComponent(search?.encoded ?? '')).toBe(text.trim());
          expect(search?.encoded).not.toMatch(/[\s/?&#]/);
        }
      }),
    );
  });
});
