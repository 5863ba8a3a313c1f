import { describe, expect, it } from 'vitest';
import { didYouMeanText, SEARCH_NOTES } from './search-notes.js';

describe('search notes', () => {
  it('word the suggestion and the partial match', () => {
    expect(didYouMeanText('headphones')).toBe('Did you mean "headphones"?');
    expect(SEARCH_NOTES.showingResultsFor('red mug')).toBe('Showing results for "red mug"');
    expect(SEARCH_NOTES.noProductMatchesAll('red mug zebra')).toBe(
      'No product matches all of "red mug zebra".',
    );
  });
});
