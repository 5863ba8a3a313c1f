import { paths, preferSinglePacks } from '@souk/core';
import { EmptyState, Link, Spinner, t } from '@souk/ui';
import { getQueryClient, useDocumentMeta } from '@souk/web';
import { ArrowRight } from 'lucide-react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { buttonClass } from '../../components/button-class.js';
import { bannersQueryOptions } from '../../features/catalogue/api/get-banners.js';
import { categoriesQueryOptions, useCategories } from '../../features/catalogue/api/get-categories.js';
import { homeProductsQueryOptions, useHomeProducts } from '../../features/catalogue/api/get-home-products.js';
import { CategoryList } from '../../features/catalogue/components/category-list.js';
import { ProductGrid } from '../../features/catalogue/components/product-grid.js';
import { ShopBanners } from '../../features/catalogue/components/shop-banners.js';
import { errorMessage } from '../../lib/error-message.js';
import { supportInfoQueryOptions, useSupportInfo } from '../../shop/api/get-support-info.js';
import { useShop } from '../../shop/components/shop-context.js';
import { loadShop, prefetch } from '../load-shop.js';
import { RecentlyViewedSlot } from '../recently-viewed-slot.js';
import { useProductActions } from '../use-product-actions.js';

export async function loader({ params }: LoaderFunctionArgs) {
  const queryClient = getQueryClient();
  const shop = await loadShop(params.sellerName);
  if (!shop) return null;
  return prefetch(
    queryClient.ensureQueryData(homeProductsQueryOptions(shop.id)),
    queryClient.ensureQueryData(categoriesQueryOptions(shop.id)),
    queryClient.ensureQueryData(bannersQueryOptions(shop.id)),
    queryClient.ensureQueryData(supportInfoQueryOptions(shop.id)),
  );
}

/**
 * Shop home (spec §2): SEO meta from the seller, banners with their click rule, categories, Featured
 * Products (single packs preferred) and View All Products; below them the shopper's recently viewed products.
 */
export function Component() {
  const shop = useShop();
  const support = useSupportInfo(shop.id);
  const categories = useCategories(shop.id);
  const home = useHomeProducts(shop.id);
  const { cardActions, openQuickView, quickView } = useProductActions();

  const shopName = support.data?.seller.shopInfo.shopName || shop.name;
  const categoryNames = (categories.data ?? []).map((category) => category.name);
  useDocumentMeta({
    title: t('{shopName} | Online Shop', { shopName }),
    description:
      categoryNames.length > 0
        ? t('Shop {shopName} online: {categories}. Secure checkout and friendly support.', {
            shopName,
            categories: categoryNames.join(', '),
          })
        : t('Shop {shopName} online. Secure checkout and friendly support.', { shopName }),
  });

  const featured = preferSinglePacks(home.data?.products ?? []);

  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-6 sm:px-6 lg:py-8">
      {/* the page's main heading for assistive technology; the header and banner show the name visually */}
      <h1 className="sr-only">{shopName}</h1>
      <ShopBanners sellerId={shop.id} sellerName={shop.name} height={320} onProductBanner={openQuickView} />

      {categoryNames.length > 0 && (
        <section aria-labelledby="categories-heading" className="flex flex-col gap-4">
          <h2 id="categories-heading" className="text-xl font-bold text-ink sm:text-2xl">
            {t('Shop by Category')}
          </h2>
          <CategoryList categories={categories.data ?? []} sellerName={shop.name} />
        </section>
      )}

      <section aria-labelledby="featured-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="featured-heading" className="text-xl font-bold text-ink sm:text-2xl">
            {t('Featured Products')}
          </h2>
          <Link
            href={paths.shops(shop.name)}
            // a 24 px tall target (WCAG 2.5.8): beside the heading it sits close to the first cards' buttons
            className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('See everything')}
          </Link>
        </div>
        {home.isPending ? (
          <Spinner label={t('Loading products...')} className="py-16" />
        ) : home.isError ? (
          <EmptyState
            title={t('Something went wrong')}
            description={t(errorMessage(home.error, /*i18n*/ 'Failed to fetch products'))}
          />
        ) : featured.length === 0 ? (
          <EmptyState
            title={t('No Products Found')}
            description={t('This shop has not added any products yet.')}
          />
        ) : (
          <ProductGrid products={featured} sellerName={shop.name} {...cardActions} />
        )}
        <div className="flex justify-center pt-2">
          <Link href={paths.shops(shop.name)} className={buttonClass('primary', 'lg')}>
            {t('View All Products')}
            <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </div>
      </section>
      <RecentlyViewedSlot sellerId={shop.id} sellerName={shop.name} grid={ProductGrid} {...cardActions} />
      {quickView}
    </main>
  );
}
