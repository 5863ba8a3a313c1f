import { onlySinglePacks, paths, productJsonLd, scriptJson } from '@souk/core';
import { Breadcrumb, EmptyState, Link, Spinner, t } from '@souk/ui';
import { getQueryClient, pageUrl } from '@souk/web';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useLocation, useParams } from 'react-router-dom';
import { buttonClass } from '../../components/button-class.js';
import { ProductGrid } from '../../features/catalogue/components/product-grid.js';
import {
  type ProductRef,
  productKeys,
  productQueryOptions,
  useProduct,
} from '../../features/product/api/get-product.js';
import { ProductDetails } from '../../features/product/components/product-details.js';
import { reviewsQueryOptions, useReviews } from '../../features/reviews/api/get-reviews.js';
import { ReviewsTab } from '../../features/reviews/components/reviews-tab.js';
import { supportInfoQueryOptions } from '../../shop/api/get-support-info.js';
import { useShop } from '../../shop/components/shop-context.js';
import { loadShop, prefetch } from '../load-shop.js';
import { RecentlyViewedSlot } from '../recently-viewed-slot.js';
import { useProductActions } from '../use-product-actions.js';

/** Spec §9: the not-found state waits this long, so a slow answer never flashes it. */
export const NOT_FOUND_DELAY_MS = 600;

function productRef(params: { slug?: string; productId?: string }): ProductRef {
  return params.productId !== undefined ? { productId: params.productId } : { slug: params.slug ?? '' };
}

export async function loader({ params }: LoaderFunctionArgs) {
  const queryClient = getQueryClient();
  const shop = await loadShop(params.sellerName);
  if (!shop) return null;
  const product = queryClient
    .ensureQueryData(productQueryOptions(shop.id, productRef(params)))
    .then(({ product: found }) => found && queryClient.ensureQueryData(reviewsQueryOptions(found._id, 1)));
  return prefetch(product, queryClient.ensureQueryData(supportInfoQueryOptions(shop.id)));
}

function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(false);
    if (!on) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [on, delayMs]);
  return on && shown;
}

/**
 * Product details by slug or by id (spec §2), with the Reviews tab and Related Products; the view is recorded
 * in the shopper's recently viewed products, shown below without this product.
 */
export function Component() {
  const shop = useShop();
  const params = useParams();
  const location = useLocation();
  const client = useQueryClient();
  const query = useProduct(shop.id, productRef(params));
  const { cardActions, quickView, addToCart, addToWishlist, isAdding } = useProductActions();

  const product = query.data?.product ?? null;
  const reviews = useReviews(product?._id ?? '', 1);
  // spec §4: no valid product, or a failed fetch, clears the product; the not-found text waits 600 ms
  const missing = (query.isSuccess && !product) || query.isError;
  const showNotFound = useDelayedFlag(missing, NOT_FOUND_DELAY_MS);

  if (showNotFound) {
    return (
      <main className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6">
        <EmptyState
          title={t('Product Not Found')}
          description={t("The product you're looking for doesn't exist or has been removed.")}
        >
          <Link href={paths.shops(shop.name)} className={buttonClass('primary')}>
            {t('Back to Shop')}
          </Link>
        </EmptyState>
      </main>
    );
  }
  if (!product) {
    return (
      <main className="mx-auto w-full max-w-7xl px-4 py-24 sm:px-6">
        <Spinner label={t('Loading product details...')} />
      </main>
    );
  }

  const related = onlySinglePacks(query.data?.relatedProducts ?? []).filter(
    (item) => item._id !== product._id,
  );

  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-6 sm:px-6 lg:py-8">
      <Breadcrumb
        items={[
          { label: t('Home'), href: paths.shop(shop.name) },
          ...(product.category
            ? [{ label: product.category, href: paths.products(shop.name, { category: product.category }) }]
            : []),
          { label: product.name },
        ]}
      />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped by scriptJson so it cannot close the element
        dangerouslySetInnerHTML={{
          __html: scriptJson(
            productJsonLd(product, {
              url: pageUrl(location.pathname),
              reviewCount: reviews.data?.totalReview ?? 0,
            }),
          ),
        }}
      />
      <ProductDetails
        product={product}
        sellerId={shop.id}
        pageUrl={pageUrl(location.pathname)}
        reviewCount={reviews.data?.totalReview ?? 0}
        isAdding={isAdding}
        onAddToCart={({ quantity, addons }) => addToCart({ product, quantity, addons })}
        onAddToWishlist={() => addToWishlist(product)}
        reviews={
          <ReviewsTab
            productId={product._id}
            rating={product.rating}
            onSubmitted={() => client.invalidateQueries({ queryKey: productKeys.shop(shop.id) })}
          />
        }
      />
      {related.length > 0 && (
        <section
          aria-labelledby="related-heading"
          className="flex flex-col gap-4 border-t border-gray-100 pt-8"
        >
          <h2 id="related-heading" className="text-xl font-bold text-ink sm:text-2xl">
            {t('Related Products')}
          </h2>
          <ProductGrid products={related} sellerName={shop.name} {...cardActions} />
        </section>
      )}
      <RecentlyViewedSlot
        sellerId={shop.id}
        sellerName={shop.name}
        viewedProductId={product._id}
        grid={ProductGrid}
        {...cardActions}
      />
      {quickView}
    </main>
  );
}
