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
import { Navigate, useNavigate } from 'react-router-dom';
import { useRestoreScroll } from '../../../lib/scroll-memory.js';
import { setResultView, useResultView } from '../../../stores/result-view.js';
import { useSearchResults } from '../api/get-search-results.js';
import { RESULT_SORT_OPTIONS, type ResultsQuery, resultsPath } from '../search-query.js';
import { SEARCH_TEXTS } from '../search-texts.js';
import { ResultCard } from './result-card.js';

export interface SearchResultsProps {
  query: ResultsQuery;
}

function isSort(value: string): value is ResultsQuery['sort'] {
  return RESULT_SORT_OPTIONS.some((option) => option.value === value);
}

/**
 * The global search results (spec §2): breadcrumb, title, the count, sort and grid/list toggle, one page of
 * cards and the page buttons; a spinner while loading, 'No Products Found' with its tips, 'Search Error'
 * with Try Again. Page and sort live in the address, so a results page can be shared and the back button
 * returns to it.
 */
export function SearchResults({ query }: SearchResultsProps) {
  const navigate = useNavigate();
  const view = useResultView();
  const results = useSearchResults(query);
  // back from a product in its shop: the same page of results, where the shopper left it
  useRestoreScroll(!results.isPending);
  const go = (next: Partial<ResultsQuery>) => navigate(resultsPath({ ...query, ...next }));

  const data = results.data;
  const perPage = data?.parPage ?? SEARCH_PAGE_SIZE;
  const lastPage = data ? Math.max(Math.ceil(data.totalProduct / perPage), 1) : 1;

  // an address past the last page (results changed since it was shared) shows the last page instead
  if (data && data.products.length === 0 && query.page > lastPage) {
    return <Navigate to={resultsPath({ ...query, page: lastPage })} replace />;
  }

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
            {results.data.products.length > 0 && (
              <div className="flex flex-wrap items-center gap-3">
                <SortSelect
                  value={query.sort}
                  onChange={(value) => {
                    if (isSort(value)) go({ sort: value, page: 1 });
                  }}
                  options={RESULT_SORT_OPTIONS}
                  label={SEARCH_TEXTS.sortLabel}
                />
                <ViewToggle view={view} onViewChange={setResultView} />
              </div>
            )}
          </div>

          {results.data.products.length === 0 ? (
            <EmptyState title={SEARCH_TEXTS.emptyTitle} description={SEARCH_TEXTS.emptyDescription}>
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
            <ul
              aria-label="Search results"
              className={cn(
                view === 'grid'
                  ? 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
                  : 'flex flex-col gap-4',
              )}
            >
              {results.data.products.map((product) => (
                <li key={product._id}>
                  <ResultCard product={product} view={view} />
                </li>
              ))}
            </ul>
          )}

          <Pagination
            page={query.page}
            total={results.data.totalProduct}
            perPage={perPage}
            onPageChange={(page) => go({ page })}
          />
        </>
      )}
    </div>
  );
}
