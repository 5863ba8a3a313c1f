import {
  PRODUCT_PAGE_SIZES,
  PRODUCT_PUBLISHED_FILTERS,
  PRODUCT_SORTS,
  PRODUCT_STOCK_FILTERS,
  type SellerCategory,
} from '@souk/core';
import { useDebouncedValue } from '@souk/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { FIELD_CLASS } from '../../../components/text-field.js';
import { PRODUCT_FILTER_KEYS, type ProductsQuery, SORT_LABELS } from '../products-query.js';

export interface ProductsFiltersProps {
  query: ProductsQuery;
  categories: readonly SellerCategory[];
  /** A change of filters or sort (the page goes back to 1). */
  onChange: (changes: Partial<ProductsQuery>) => void;
  onClear: () => void;
}

const STOCK_LABELS: Record<(typeof PRODUCT_STOCK_FILTERS)[number], string> = {
  all: 'Any stock',
  'in-stock': 'In stock',
  low: 'Low stock',
  'out-of-stock': 'Out of stock',
};
const PUBLISHED_LABELS: Record<(typeof PRODUCT_PUBLISHED_FILTERS)[number], string> = {
  all: 'All statuses',
  published: 'Published',
  draft: 'Drafts',
};

/** How long the search box waits for typing to stop before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-muted">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${FIELD_CLASS} border-gray-300 py-2`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The products list's search box (asks as the seller types), filters and sort; all live in the address. */
export function ProductsFilters({ query, categories, onChange, onClear }: ProductsFiltersProps) {
  const searchId = useId();
  const [text, setText] = useState(query.search ?? '');
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const searched = useRef(query.search ?? '');
  // back and forward move the address: the box follows it
  useEffect(() => {
    searched.current = query.search ?? '';
    setText(query.search ?? '');
  }, [query.search]);
  useEffect(() => {
    const search = settled.trim();
    if (search === searched.current) return;
    searched.current = search;
    onChange({ search: search || undefined });
  }, [settled, onChange]);
  const filtered = PRODUCT_FILTER_KEYS.some((key) => query[key] !== undefined);
  const categoryOptions = [
    { value: '', label: 'All categories' },
    ...categories.map((category) => ({ value: category.name, label: category.name })),
  ];
  if (query.category && !categories.some((category) => category.name === query.category)) {
    categoryOptions.push({ value: query.category, label: query.category });
  }

  return (
    <div className="mb-4 space-y-3 rounded-xl border border-gray-200 bg-white p-4">
      {/* biome-ignore lint/a11y/useSemanticElements: a form's search role is the landmark every reader knows; <search> is new */}
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className="sr-only">
          Search products
        </label>
        <input
          id={searchId}
          type="search"
          value={text}
          maxLength={200}
          placeholder="Search by name, slug or brand"
          onChange={(event) => setText(event.target.value)}
          className={`${FIELD_CLASS} border-gray-300 py-2`}
        />
      </form>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <Select
          label="Category"
          value={query.category ?? ''}
          options={categoryOptions}
          onChange={(category) => onChange({ category: category || undefined })}
        />
        <Select
          label="Stock"
          value={query.stock ?? 'all'}
          options={PRODUCT_STOCK_FILTERS.map((value) => ({ value, label: STOCK_LABELS[value] }))}
          onChange={(stock) =>
            onChange({ stock: stock === 'all' ? undefined : (stock as ProductsQuery['stock']) })
          }
        />
        <Select
          label="Status"
          value={query.published ?? 'all'}
          options={PRODUCT_PUBLISHED_FILTERS.map((value) => ({ value, label: PUBLISHED_LABELS[value] }))}
          onChange={(published) =>
            onChange({
              published: published === 'all' ? undefined : (published as ProductsQuery['published']),
            })
          }
        />
        <Select
          label="Sort by"
          value={query.sort ?? 'newest'}
          options={PRODUCT_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
          onChange={(sort) =>
            onChange({ sort: sort === 'newest' ? undefined : (sort as ProductsQuery['sort']) })
          }
        />
        <Select
          label="Per page"
          value={String(query.perPage ?? 25)}
          options={PRODUCT_PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          onChange={(perPage) => onChange({ perPage: perPage === '25' ? undefined : Number(perPage) })}
        />
        <div className="flex items-end">
          <button
            type="button"
            disabled={!filtered}
            onClick={() => {
              searched.current = '';
              setText('');
              onClear();
            }}
            className={buttonClass('outline', 'md', 'w-full')}
          >
            Clear filters
          </button>
        </div>
      </div>
    </div>
  );
}
