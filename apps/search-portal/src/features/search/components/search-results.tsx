import { foundProductsText, paths, SEARCH_PAGE_SIZE } from '@souk/core';
import {
  Breadcrumb,
  buttonVariants,
  cn,
  EmptyState,
  Link,
  Pagination,
  SortSelect,
  Spinner,
  ViewToggle,
} from '@souk/ui';
import { CircleAlert, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useRestoreScroll } from '../../../lib/scroll-memory.js';
import { setResultView, useResultView } from '../../../stores/result-view.js';
import { useSearchResults } from '../api/get-search-results.js';
import { RESULT_SORT_OPTIONS, type ResultsQuery, resultsPath } from '../search-query.js';
import { SEARCH_TEXTS } from '../search-texts.js';
import { DidYouMean } from './did-you-mean.js';
import { ResultCard } from './result-card.js';
import { SearchFilters } from './search-filters.js';

export interface SearchResultsProps {
  query: ResultsQuery;
}

function isSort(value: string): value is ResultsQuery['sort'] {
  return RESULT_SORT_OPTIONS.some((option) => option.value === value);
}

/**
 * The global search results (spec §2): breadcrumb, title, the count, sort and grid/list toggle, one page of
 * cards with the matches marked and the page buttons; a spinner while loading, 'No Products Found' with its
 * tips, 'Search Error' with Try Again. Beside them the filters (Category, Brand, Price: a sidebar on wide
 * screens, behind a Filters button on phones), and the engine's notes: 'Did you mean …?' and 'Showing
 * results for …'. Filters, page and sort live in the address, so a results page can be shared and the
 * back button returns to it.
 */
export function SearchResults({ query }: SearchResultsProps) {
  const navigate = useNavigate();
  const view = useResultView();
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const results = useSearchResults(query);
  // back from a product in its shop: the same page of results, where the shopper left it
  useRestoreScroll(!results.isPending);
  const go = (next: Partial<ResultsQuery>) => navigate(resultsPath({ ...query, ...next }));

  const data = results.data;
  const perPage = data?.parPage ?? SEARCH_PAGE_SIZE;
  const lastPage = data ? Math.max(Math.ceil(data.totalProduct / perPage), 1) : 1;

  // an address past the last page (results changed since it was shared) shows the last page instead
  if (data && !results.isPlaceholderData && data.products.length === 0 && query.page > lastPage) {
    return <Navigate to={resultsPath({ ...query, page: lastPage })} replace />;
  }

  const filtering = query.category !== undefined || query.brand !== undefined || query.price !== undefined;
  const facets = data?.facets;
  const showFilters =
    facets !== undefined &&
    (filtering || facets.categories.length + facets.brands.length + facets.prices.length > 0);
  const didYouMean = data?.didYouMean && (
    <DidYouMean
      suggestion={data.didYouMean}
      href={resultsPath({ term: data.didYouMean, page: 1, sort: query.sort })}
    />
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <div className="flex flex-col gap-3">
        <Breadcrumb
          items={[
            { label: SEARCH_TEXTS.breadcrumbHome, href: paths.home() },
            { label: SEARCH_TEXTS.breadcrumbCurrent },
          ]}
        />
        <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">
          {SEARCH_TEXTS.title(query.term)}
        </h1>
      </div>

      {results.isPending ? (
        <Spinner label={SEARCH_TEXTS.loading} className="py-16" />
      ) : results.isError ? (
        <EmptyState
          role="alert"
          title={SEARCH_TEXTS.errorTitle}
          description={SEARCH_TEXTS.errorBody}
          icon={<CircleAlert />}
        >
          <button
            type="button"
            onClick={() => results.refetch()}
            disabled={results.isFetching}
            className={buttonVariants()}
          >
            <RotateCw aria-hidden="true" className={cn(results.isFetching && 'animate-spin')} />
            {SEARCH_TEXTS.tryAgain}
          </button>
        </EmptyState>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3 border-y border-gray-100 py-3">
            <p role="status" className="text-sm text-muted">
              {foundProductsText(results.data.totalProduct)}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              {showFilters && (
                <button
                  type="button"
                  aria-expanded={filtersOpen}
                  aria-controls={filtersId}
                  onClick={() => setFiltersOpen(!filtersOpen)}
                  className={cn(buttonVariants({ variant: 'outline' }), 'lg:hidden')}
                >
                  {SEARCH_TEXTS.filters}
                </button>
              )}
              {results.data.products.length > 0 && (
                <>
                  <SortSelect
                    value={query.sort}
                    onChange={(value) => {
                      if (isSort(value)) go({ sort: value, page: 1 });
                    }}
                    options={RESULT_SORT_OPTIONS}
                    label={SEARCH_TEXTS.sortLabel}
                  />
                  <ViewToggle view={view} onViewChange={setResultView} />
                </>
              )}
            </div>
          </div>

          <div
            className={cn(
              showFilters && 'lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start lg:gap-8',
            )}
          >
            {showFilters && (
              <SearchFilters
                id={filtersId}
                facets={facets}
                query={query}
                // a new filter starts again at the first page
                onFilter={(filters) => go({ ...filters, page: 1 })}
                className={cn(
                  'rounded-lg border border-gray-200 bg-white p-4 max-lg:mb-6',
                  !filtersOpen && 'max-lg:hidden',
                )}
              />
            )}

            <div
              aria-busy={results.isPlaceholderData}
              className={cn('flex min-w-0 flex-col gap-6', results.isPlaceholderData && 'opacity-60')}
            >
              {results.data.showingResultsFor && (
                <div className="rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm">
                  <p className="font-semibold text-ink">
                    {SEARCH_TEXTS.showingResultsFor(results.data.showingResultsFor)}
                  </p>
                  <p className="text-muted">{SEARCH_TEXTS.noFullMatch(query.term)}</p>
                </div>
              )}

              {results.data.products.length === 0 ? (
                <EmptyState title={SEARCH_TEXTS.emptyTitle} description={SEARCH_TEXTS.emptyDescription}>
                  {didYouMean}
                  <ul className="list-disc space-y-1 pl-5 text-left">
                    {SEARCH_TEXTS.emptyTips.map((tip) => (
                      <li key={tip}>{tip}</li>
                    ))}
                  </ul>
                  <Link href={paths.home()} className={cn(buttonVariants({ variant: 'outline' }), 'mt-2')}>
                    Back to Home
                  </Link>
                </EmptyState>
              ) : (
                <>
                  {didYouMean}
                  <ul
                    aria-label="Search results"
                    className={cn(
                      view === 'grid'
                        ? 'grid grid-cols-1 gap-4 min-[321px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4'
                        : 'flex flex-col gap-4',
                    )}
                  >
                    {results.data.products.map((product, index) => (
                      <li key={product._id}>
                        <ResultCard
                          product={product}
                          view={view}
                          highlights={results.data.highlights?.[product._id]}
                          // the grid's column: 1/2/3/4 columns from 321, 768, 1280 px, beside the 15rem filters from 1024
                          imageSizes={
                            showFilters
                              ? '(min-width:1280px) 228px,(min-width:1024px) calc(33vw - 117px),(min-width:768px) calc(33vw - 27px),(min-width:640px) calc(50vw - 32px),(min-width:321px) calc(50vw - 24px),calc(100vw - 32px)'
                              : '(min-width:1280px) 296px,(min-width:768px) calc(33vw - 27px),(min-width:640px) calc(50vw - 32px),(min-width:321px) calc(50vw - 24px),calc(100vw - 32px)'
                          }
                          priority={index === 0}
                        />
                      </li>
                    ))}
                  </ul>
                </>
              )}

              <Pagination
                page={query.page}
                total={results.data.totalProduct}
                perPage={perPage}
                onPageChange={(page) => go({ page })}
              />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
