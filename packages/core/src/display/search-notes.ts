/**
 * The notes a search answer's `showingResultsFor` and `didYouMean` put above the results, in the portal
 * and in a shop alike.
 * @example SEARCH_NOTES.showingResultsFor('blue tea') // 'Showing results for "blue tea"'
 */
export const SEARCH_NOTES = {
  /** 'Did you mean "{suggestion}"?': the words around the suggested spelling (a link where it is shown). */
  didYouMean: ['Did you mean "', '"?'] as const,
  /** No product matched every word: the results match these words. */
  showingResultsFor: (words: string) => `Showing results for "${words}"`,
  /** 'No product matches all of "{term}".': no product holds every word of the search. */
  noProductMatchesAll: (term: string) => `No product matches all of "${term}".`,
};

/**
 * The whole 'Did you mean' sentence.
 * @example didYouMeanText('headphones') // 'Did you mean "headphones"?'
 */
export function didYouMeanText(suggestion: string): string {
  const [before, after] = SEARCH_NOTES.didYouMean;
  return `${before}${suggestion}${after}`;
}
