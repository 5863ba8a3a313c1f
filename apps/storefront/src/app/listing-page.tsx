import { paths, type SortPrice } from '@souk/core';
import { Breadcrumb, t } from '@souk/ui';
import { getQueryClient } from '@souk/web';
import { useLocation } from 'react-router-dom';
import { bannersQueryOptions } from '../features/catalogue/api/get-banners.js';
import { categoriesQueryOptions, useCategories } from '../features/catalogue/api/get-categories.js';
import { priceRangeQueryOptions } from '../features/catalogue/api/get-price-range.js';
import { listingParams, productsQueryOptions, sliderRange } from '../features/catalogue/api/get-products.js';
import { CategoryBar } from '../features/catalogue/components/category-bar.js';
import { ProductListing } from '../features/catalogue/components/product-listing.js';
import { ShopBanners } from '../features/catalogue/components/shop-banners.js';
import { useShop } from '../shop/components/shop-context.js';
import { loadShop, prefetch } from './load-shop.js';
import { useProductActions } from './use-product-actions.js';

export interface ListingQuery {
  category: string;
  searchValue: string;
}

/** Prefetches a listing screen: its first page is exactly what the screen asks for on arrival. */
export async function loadListing(
  sellerName: string | undefined,
  defaultSort: SortPrice | '',
  query: ListingQuery,
) {
  const shop = await loadShop(sellerName);
  if (!shop) return null;
  const queryClient = getQueryClient();
  const firstPage = queryClient.ensureQueryData(priceRangeQueryOptions(shop.id)).then(({ priceRange }) => {
    const range = sliderRange(priceRange);
    const params = listingParams({ ...query, price: [range.low, range.high], sort: defaultSort, page: 1 });
    return queryClient.ensureQueryData(productsQueryOptions(shop.id, params));
  });
  return prefetch(
    firstPage,
    queryClient.ensureQueryData(categoriesQueryOptions(shop.id)),
    queryClient.ensureQueryData(bannersQueryOptions(shop.id)),
  );
}

export interface ListingPageProps extends ListingQuery {
  title: string;
  defaultSort: SortPrice | '';
}

/**
 * The frame of the listing screens (spec §2): breadcrumb and title, banner and category bar, then the
 * filterable listing. A new address (a header category link, a new search) starts with fresh filters.
 */
export function ListingPage({ title, defaultSort, category, searchValue }: ListingPageProps) {
  const shop = useShop();
  const location = useLocation();
  const categories = useCategories(shop.id);
  const { cardActions, openQuickView, quickView } = useProductActions();

  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-8">
      <ShopBanners sellerId={shop.id} sellerName={shop.name} height={200} onProductBanner={openQuickView} />
      <div className="flex flex-col gap-3">
        <Breadcrumb
          items={[
            { label: t('Home'), href: paths.shop(shop.name) },
            ...(category || searchValue
              ? [{ label: t('Products'), href: paths.shops(shop.name) }, { label: title }]
              : [{ label: title }]),
          ]}
        />
        <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{title}</h1>
      </div>
      <CategoryBar categories={categories.data ?? []} sellerName={shop.name} current={category} />
      <ProductListing
        key={location.pathname + location.search}
        sellerId={shop.id}
        sellerName={shop.name}
        defaultSort={defaultSort}
        initialCategory={category}
        searchValue={searchValue}
        {...cardActions}
      />
      {quickView}
    </main>
  );
}
