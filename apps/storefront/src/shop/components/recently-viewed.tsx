import { errorText, type Product } from '@souk/core';
import { t } from '@souk/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect, useId } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../stores/session.js';
import {
  clearRecentlyViewed,
  recentlyViewedApi,
  recentlyViewedIds,
  recentlyViewedKeys,
  recordView,
} from '../api/recently-viewed.js';

/** What a failed Clear says when the server gives no text. */
export const CLEAR_FAILED = /*i18n*/ 'Failed to clear recently viewed products';

/** What a shopper can do from a card: the page's own actions, passed through to its grid. */
export interface RecentlyViewedCardActions {
  onAddToCart?: (product: Product) => void;
  onAddToWishlist?: (product: Product) => void;
  onQuickView?: (product: Product) => void;
}

export interface RecentlyViewedProps extends RecentlyViewedCardActions {
  sellerId: string;
  sellerName: string;
  /** The product this page shows: recorded as viewed, and left out of the section. */
  viewedProductId?: string;
  /**
   * The grid the page shows product cards with (the route passes the catalogue's grid of `@souk/ui`
   * product cards): this chunk carries no card code.
   */
  grid: ComponentType<RecentlyViewedCardActions & { products: readonly Product[]; sellerName: string }>;
}

/**
 * "Recently viewed" (issue 22): the shopper's last viewed products in this shop, newest first, as the shop
 * sells them now (fetched by id: current price, stock and image; products gone since are left out), with a
 * Clear button. Rendered only in the browser, after hydration, below the page's main content, and nothing
 * at all until there is a product to show, so it shifts nothing the page already shows.
 */
export function RecentlyViewed({
  sellerId,
  sellerName,
  viewedProductId,
  grid: Grid,
  ...actions
}: RecentlyViewedProps) {
  const headingId = useId();
  // mounted after hydration only: the live session, the customer's list on the account, else this browser's
  const customerId = useSnapshot(session).customer?.id ?? null;
  const queryClient = useQueryClient();
  const listKey = recentlyViewedKeys.list(sellerId, customerId);
  const list = useQuery({ queryKey: listKey, queryFn: () => recentlyViewedIds(sellerId, customerId) });

  useEffect(() => {
    if (!viewedProductId) return;
    recordView(sellerId, viewedProductId, customerId).then(
      (ids) => queryClient.setQueryData(recentlyViewedKeys.list(sellerId, customerId), ids),
      // a view that could not be recorded only leaves the list as it was
      () => undefined,
    );
  }, [queryClient, sellerId, viewedProductId, customerId]);

  const shownIds = (list.data ?? []).filter((id) => id !== viewedProductId);
  const products = useQuery({
    queryKey: recentlyViewedKeys.products(sellerId, shownIds),
    queryFn: async () => (await recentlyViewedApi.productsByIds(sellerId, shownIds)).products,
    enabled: shownIds.length > 0,
    // the list moves when this page's view is recorded: keep the cards until the new answer is in
    placeholderData: keepPreviousData,
  });

  const clear = useMutation({
    mutationFn: () => clearRecentlyViewed(sellerId, customerId),
    onSuccess: () => queryClient.setQueryData(listKey, []),
  });

  const shown = shownIds.length > 0 ? (products.data ?? []) : [];
  if (shown.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 border-t border-gray-100 pt-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-bold text-ink sm:text-2xl">
          {t('Recently viewed')}
        </h2>
        <button
          type="button"
          onClick={() => clear.mutate()}
          disabled={clear.isPending}
          aria-label={t('Clear recently viewed')}
          // a 24 px tall target (WCAG 2.5.8), like the home's "See everything" link beside its heading
          className="inline-flex min-h-6 items-center text-sm font-semibold text-brand-700 hover:underline disabled:opacity-60"
        >
          {t('Clear')}
        </button>
      </div>
      <Grid products={shown} sellerName={sellerName} {...actions} />
      {clear.isError && (
        <p role="alert" className="text-sm text-sale">
          {t(errorText(clear.error, CLEAR_FAILED))}
        </p>
      )}
    </section>
  );
}

// the shop pages load this module with React's `lazy`, which takes its default export
export default RecentlyViewed;
export { mergeGuestRecentlyViewed, recentlyViewedKeys } from '../api/recently-viewed.js';
