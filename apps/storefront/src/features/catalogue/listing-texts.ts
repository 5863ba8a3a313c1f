import { t } from '@souk/ui';

/**
 * Texts of the product listing and the in-shop search results (spec §2), and of the search engine's notes.
 * A plain text is the English message (shown through `t`); a function gives the text in the shopper's
 * language, worded as core's search notes word it for the portal.
 */
export const LISTING_TEXTS = {
  listingTitle: /*i18n*/ 'All Products',
  listingSearchTitle: (term: string) => t('Results for "{term}"', { term }),
  searchTitle: /*i18n*/ 'Search results',
  searchTermTitle: (term: string) => t('Search results for "{term}"', { term }),
  emptyTitle: /*i18n*/ 'No Products Found',
  emptyDescription: /*i18n*/ "We couldn't find products matching your selection.",
  emptyTips: [
    /*i18n*/ 'Try a different category or clear the category filter',
    /*i18n*/ 'Widen the price range',
    /*i18n*/ 'Check the spelling or use more general search words',
  ],
  clearFilters: /*i18n*/ 'Clear filters',
  browseAll: /*i18n*/ 'Browse all products',
  errorTitle: /*i18n*/ 'Something went wrong',
  errorFallback: /*i18n*/ 'Failed to query products',
  tryAgain: /*i18n*/ 'Try again',
  loading: /*i18n*/ 'Loading products...',
  /** The search engine's notes: core's `didYouMeanText` and `SEARCH_NOTES`, in the shopper's language. */
  didYouMean: (suggestion: string) => t('Did you mean "{suggestion}"?', { suggestion }),
  showingResultsFor: (words: string) => t('Showing results for "{words}"', { words }),
  noProductMatchesAll: (term: string) => t('No product matches all of "{term}".', { term }),
} as const;
