import { SEARCH_NOTES } from '@souk/core';

/** Texts of the global search screen, as spec §2 and §8 word them, and of the search engine's additions. */
export const SEARCH_TEXTS = {
  breadcrumbHome: 'Home',
  breadcrumbCurrent: 'Search Results',
  title: (term: string) => `Search Results for "${term}"`,
  sortLabel: 'Sort by',
  emptyTitle: 'No Products Found',
  emptyDescription: "We couldn't find any products matching your search.",
  emptyTips: ['Try different keywords', 'Check your spelling', 'Use more general terms'],
  errorTitle: 'Search Error',
  errorBody: 'Failed to load search results',
  tryAgain: 'Try Again',
  loading: 'Loading search results',
  viewDetails: 'View Details',
  visitShop: 'Visit Shop',
  /** The search engine's notes, worded once in core for the portal and the shops. */
  didYouMean: SEARCH_NOTES.didYouMean,
  showingResultsFor: SEARCH_NOTES.showingResultsFor,
  noFullMatch: SEARCH_NOTES.noProductMatchesAll,
  filters: 'Filters',
  filterCategory: 'Category',
  filterBrand: 'Brand',
  filterPrice: 'Price',
  clearFilter: 'Clear',
} as const;
