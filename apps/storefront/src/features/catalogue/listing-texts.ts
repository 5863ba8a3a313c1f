import { didYouMeanText, SEARCH_NOTES } from '@souk/core';

/** Texts of the product listing and the in-shop search results (spec §2), and of the search engine's notes. */
export const LISTING_TEXTS = {
  listingTitle: 'All Products',
  listingSearchTitle: (term: string) => `Results for "${term}"`,
  searchTitle: 'Search results',
  searchTermTitle: (term: string) => `Search results for "${term}"`,
  emptyTitle: 'No Products Found',
  emptyDescription: "We couldn't find products matching your selection.",
  emptyTips: [
    'Try a different category or clear the category filter',
    'Widen the price range',
    'Check the spelling or use more general search words',
  ],
  clearFilters: 'Clear filters',
  browseAll: 'Browse all products',
  errorTitle: 'Something went wrong',
  errorFallback: 'Failed to query products',
  tryAgain: 'Try again',
  loading: 'Loading products...',
  /** The search engine's notes, worded once in core for the portal and the shops. */
  didYouMean: didYouMeanText,
  showingResultsFor: SEARCH_NOTES.showingResultsFor,
  noProductMatchesAll: SEARCH_NOTES.noProductMatchesAll,
} as const;
