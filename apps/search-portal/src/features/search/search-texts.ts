/** Texts of the global search screen, as spec §2 and §8 word them. */
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
} as const;
