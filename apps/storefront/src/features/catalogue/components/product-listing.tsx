import { paths, type SortPrice } from '@souk/core';
import {
  CategoryCheckboxes,
  cn,
  EmptyState,
  HighlightedText,
  Link,
  Pagination,
  PriceRangeSlider,
  SortSelect,
  Spinner,
  t,
  useDebouncedValue,
  ViewToggle,
} from '@souk/ui';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { buttonClass } from '../../../components/button-class.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useShopMoney } from '../../../shop/components/shop-context.js';
import { listingView, setListingView } from '../../../stores/listing-view.js';
import { useCategories } from '../api/get-categories.js';
import { usePriceRange } from '../api/get-price-range.js';
import { listingParams, sliderRange, useProducts } from '../api/get-products.js';
import { LISTING_TEXTS } from '../listing-texts.js';
import { DidYouMean } from './did-you-mean.js';
import { type ProductCardActions, ProductGrid } from './product-grid.js';
import { SearchNotice } from './search-notice.js';

/** Sort choices of spec §2: the empty value is the server's own order. */
export const SORT_OPTIONS = [
  { value: '', label: /*i18n*/ 'Sort By' },
  { value: 'low-to-high', label: /*i18n*/ 'Low to High Price' },
  { value: 'high-to-low', label: /*i18n*/ 'High to Low Price' },
] satisfies { value: SortPrice | ''; label: string }[];

/** Let the slider settle before querying: one request per drag, not one per pixel. */
const PRICE_DEBOUNCE_MS = 300;

export interface ProductListingProps extends ProductCardActions {
  sellerId: string;
  sellerName: string;
  /** Default sort of the page (spec §2: high-to-low on the listing, empty on search results). */
  defaultSort: SortPrice | '';
  /** Category from the address (`?category=`), ticked on arrival. */
  initialCategory?: string;
  /** Search text from the address (`?value=`). */
  searchValue?: string;
}

function isSort(value: string): value is SortPrice | '' {
  return SORT_OPTIONS.some((option) => option.value === value);
}

/**
 * The filterable product listing of spec §2: category checkboxes, price slider, sort, grid/list toggle,
 * count, pagination when the total exceeds a page, and the empty state. Any filter change starts again
 * from page 1. For a search, the names show where they matched, above the results the search engine's
 * notes (the words the results match, a suggested spelling), and the empty state its suggestion.
 */
export function ProductListing({
  sellerId,
  sellerName,
  defaultSort,
  initialCategory = '',
  searchValue = '',
  ...actions
}: ProductListingProps) {
  const categories = useCategories(sellerId);
  const priceRange = usePriceRange(sellerId);
  const { view } = useSnapshot(listingView);

  const money = useShopMoney();
  const [category, setCategory] = useState(initialCategory);
  const [chosenPrice, setChosenPrice] = useState<[number, number] | null>(null);
  const [sort, setSort] = useState<SortPrice | ''>(defaultSort);
  const [page, setPage] = useState(1);

  const range = priceRange.data ? sliderRange(priceRange.data.priceRange) : null;
  const price = chosenPrice ?? (range ? ([range.low, range.high] as [number, number]) : null);
  const settledPrice = useDebouncedValue(price, PRICE_DEBOUNCE_MS);
  // the first query waits for the price range so it matches what the route loader prefetched
  const queryPrice = chosenPrice ? settledPrice : price;

  const products = useProducts(
    sellerId,
    listingParams({ category, price: queryPrice, sort, page, searchValue }),
    { enabled: !priceRange.isPending },
  );

  const toggleCategory = (name: string) => {
    // the query takes one category: ticking another replaces it, unticking shows all
    setCategory((current) => (current === name ? '' : name));
    setPage(1);
  };
  const changePrice = (value: [number, number]) => {
    setChosenPrice(value);
    setPage(1);
  };
  const changeSort = (value: string) => {
    if (!isSort(value)) return;
    setSort(value);
    setPage(1);
  };
  const resetFilters = () => {
    setCategory('');
    setChosenPrice(null);
    setPage(1);
  };

  const data = products.data;
  const filtered = category !== '' || chosenPrice !== null;

  return (
    <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
      <aside
        aria-label={t('Filters')}
        className="flex flex-col gap-6 self-start rounded-xl border border-gray-100 bg-white p-4 shadow-xs lg:sticky lg:top-4"
      >
        <CategoryCheckboxes
          categories={categories.data ?? []}
          selected={category ? [category] : []}
          onToggle={toggleCategory}
        />
        {range && price && (
          <PriceRangeSlider
            range={range}
            value={price}
            currency={money.currency}
            locale={money.locale}
            onValueChange={changePrice}
          />
        )}
        {filtered && (
          <button type="button" onClick={resetFilters} className={buttonClass('outline', 'sm')}>
            {t(LISTING_TEXTS.clearFilters)}
          </button>
        )}
      </aside>

      <section aria-label={t('Products')} className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gray-100 bg-white px-4 py-3 shadow-xs">
          <p className="text-sm font-medium text-ink" aria-live="polite">
            {data ? t('Found {count} product(s)', { count: data.totalProduct }) : '\u00a0'}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <SortSelect
              value={sort}
              onChange={changeSort}
              options={SORT_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
              label={t('Sort')}
            />
            <ViewToggle view={view} onViewChange={setListingView} />
          </div>
        </div>

        {products.isError && !data ? (
          <EmptyState
            title={t(LISTING_TEXTS.errorTitle)}
            description={t(errorMessage(products.error, LISTING_TEXTS.errorFallback))}
          >
            <button type="button" onClick={() => products.refetch()} className={buttonClass('primary')}>
              {t(LISTING_TEXTS.tryAgain)}
            </button>
          </EmptyState>
        ) : !data ? (
          <Spinner label={t(LISTING_TEXTS.loading)} className="py-16" />
        ) : data.products.length === 0 ? (
          <EmptyState title={t(LISTING_TEXTS.emptyTitle)} description={t(LISTING_TEXTS.emptyDescription)}>
            {data.didYouMean && (
              <DidYouMean
                sellerName={sellerName}
                suggestion={data.didYouMean}
                category={category}
                className="text-base"
              />
            )}
            <ul className="list-disc space-y-1 ps-5 text-start text-sm text-muted">
              {LISTING_TEXTS.emptyTips.map((tip) => (
                <li key={tip}>{t(tip)}</li>
              ))}
            </ul>
            <div className="mt-4 flex flex-wrap justify-center gap-2">
              {filtered && (
                <button type="button" onClick={resetFilters} className={buttonClass('primary')}>
                  {t(LISTING_TEXTS.clearFilters)}
                </button>
              )}
              <Link href={paths.shops(sellerName)} className={buttonClass('outline')}>
                {t(LISTING_TEXTS.browseAll)}
              </Link>
            </div>
          </EmptyState>
        ) : (
          <div
            className={cn(
              'flex flex-col gap-4',
              products.isPlaceholderData && 'opacity-60 transition-opacity',
            )}
          >
            <SearchNotice
              sellerName={sellerName}
              searchValue={searchValue}
              category={category}
              showingResultsFor={data.showingResultsFor}
              didYouMean={data.didYouMean}
            />
            <ProductGrid
              products={data.products}
              sellerName={sellerName}
              view={view}
              headingLevel={2}
              nameContent={(product) => {
                const ranges = data.highlights?.[product._id];
                return ranges ? <HighlightedText text={product.name} ranges={ranges} /> : undefined;
              }}
              // the grid beside the 16rem filters from 1024 px
              imageSizes="(min-width:1280px) 224px,(min-width:1024px) calc(33vw - 123px),(min-width:768px) calc(33vw - 27px),(min-width:321px) calc(50vw - 24px),calc(100vw - 32px)"
              {...actions}
            />
          </div>
        )}

        {data && (
          <Pagination
            page={page}
            total={data.totalProduct}
            perPage={data.parPage}
            onPageChange={(next) => {
              setPage(next);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
            className="pt-2"
          />
        )}
      </section>
    </div>
  );
}
