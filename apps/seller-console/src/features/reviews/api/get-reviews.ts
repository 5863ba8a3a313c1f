import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-roots.js';
import { type ReviewsQuery, type ReviewVisibility, reviewsApi } from './reviews-api.js';

/** Query keys of the shop's reviews: one list per page and filters. */
export const reviewKeys = {
  all: queryRoots.reviews,
  lists: () => [...reviewKeys.all, 'list'] as const,
  list: (query: ReviewsQuery) => [...reviewKeys.lists(), query] as const,
};

const VISIBILITIES: readonly ReviewVisibility[] = ['all', 'visible', 'hidden'];

/** The list's filters from the address (`?rating=4&visibility=hidden&page=2`); unknown values are dropped. */
export function reviewsQueryFromSearch(search: URLSearchParams): ReviewsQuery {
  const page = Number(search.get('page'));
  const rating = Number(search.get('rating'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    visibility: VISIBILITIES.find((value) => value === search.get('visibility')) ?? 'all',
  };
}

export function reviewsQueryOptions(query: ReviewsQuery) {
  return queryOptions({ queryKey: reviewKeys.list(query), queryFn: () => reviewsApi.list(query) });
}

export function useReviews(query: ReviewsQuery) {
  return useQuery({ ...reviewsQueryOptions(query), placeholderData: keepPreviousData });
}
