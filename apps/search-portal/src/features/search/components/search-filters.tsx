import { type PriceBand, priceBandLabel, type SearchFacets } from '@souk/core';
import { cn } from '@souk/ui';
import type * as React from 'react';
import { useId } from 'react';
import type { ResultsQuery } from '../search-query.js';
import { SEARCH_TEXTS } from '../search-texts.js';

export interface SearchFiltersProps extends React.ComponentProps<'section'> {
  facets: SearchFacets;
  query: ResultsQuery;
  /** Called with the one filter that changes: the value chosen, or `undefined` to remove it. */
  onFilter: (filter: Pick<ResultsQuery, 'category' | 'brand' | 'price'>) => void;
}

interface FacetGroupProps<T> {
  title: string;
  values: { value: T; label: string; count: number }[];
  chosen: T | undefined;
  same?: (a: T, b: T) => boolean;
  onChoose: (value: T | undefined) => void;
}

/** One facet: its values as toggle buttons named with their counts, and Clear while one is chosen. */
function FacetGroup<T>({ title, values, chosen, same = Object.is, onChoose }: FacetGroupProps<T>) {
  if (values.length === 0 && chosen === undefined) return null;
  return (
    <div>
      <div className="mb-2 flex items-center justify-between">
        <h3 className="text-sm font-semibold">{title}</h3>
        {chosen !== undefined && (
          <button
            type="button"
            onClick={() => onChoose(undefined)}
            className="text-xs font-medium text-brand-700 hover:underline"
          >
            {SEARCH_TEXTS.clearFilter} <span className="sr-only">{title}</span>
          </button>
        )}
      </div>
      <ul>
        {values.map(({ value, label, count }) => {
          const pressed = chosen !== undefined && same(value, chosen);
          return (
            <li key={label}>
              <button
                type="button"
                aria-pressed={pressed}
                disabled={!pressed && count === 0}
                // choosing the chosen value again removes it
                onClick={() => onChoose(pressed ? undefined : value)}
                className={cn(
                  'flex w-full cursor-pointer justify-between gap-3 rounded-md px-2 py-1.5 text-left text-sm disabled:opacity-50',
                  pressed ? 'bg-brand-50 font-semibold text-brand-700' : 'hover:bg-gray-100',
                )}
              >
                {label}{' '}
                <span className="text-muted">
                  <span className="sr-only">(</span>
                  {count}
                  <span className="sr-only">)</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const sameBand = (a: PriceBand, b: PriceBand) => a.min === b.min && a.max === b.max;
const named = (list: SearchFacets['categories']) => list.map((value) => ({ ...value, label: value.value }));

/**
 * The search's filter panel: Category, Brand and Price, each value with the number of matches it leaves
 * (counted by the server in the same answer as the page). One value per facet: choosing another replaces
 * it; choosing it again, or Clear, removes it.
 */
export function SearchFilters({ facets, query, onFilter, className, ...props }: SearchFiltersProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-5 text-ink', className)} {...props}>
      <h2 id={headingId} className="font-semibold">
        {SEARCH_TEXTS.filters}
      </h2>
      <FacetGroup
        title={SEARCH_TEXTS.filterCategory}
        values={named(facets.categories)}
        chosen={query.category}
        onChoose={(category) => onFilter({ category })}
      />
      <FacetGroup
        title={SEARCH_TEXTS.filterBrand}
        values={named(facets.brands)}
        chosen={query.brand}
        onChoose={(brand) => onFilter({ brand })}
      />
      <FacetGroup
        title={SEARCH_TEXTS.filterPrice}
        values={facets.prices.map(({ min, max, count }) => ({
          value: { min, max },
          label: priceBandLabel({ min, max }),
          count,
        }))}
        chosen={query.price}
        same={sameBand}
        onChoose={(price) => onFilter({ price })}
      />
    </section>
  );
}
