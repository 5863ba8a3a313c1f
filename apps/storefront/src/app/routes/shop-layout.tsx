import { paths, SELLER_CONSOLE_TOKEN_KEY, type SellerIdentity, supportChatLink } from '@souk/core';
import { FloatingActions, FloatingChatButton, LinkProvider, t } from '@souk/ui';
import { getQueryClient, pageUrl, useHydrated } from '@souk/web';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useLayoutEffect, useState } from 'react';
import { type LoaderFunctionArgs, Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { pageTitle } from '../../config/page-title.js';
import { categoriesQueryOptions, useCategories } from '../../features/catalogue/api/get-categories.js';
import { socialMediaQueryOptions } from '../../features/shell/api/get-social-media.js';
import { ShopShell } from '../../features/shell/components/shop-shell.js';
import { type AdminSlots, AdminSlotsContext } from '../../lib/admin-slots.js';
import { AdminAreaLink, useAdminMode } from '../../lib/area-path.js';
import { seedFreshGuest } from '../../shop/api/fresh-guest.js';
import { shopQueryOptions, useStoredShop } from '../../shop/api/get-shop.js';
import { supportInfoQueryOptions, useSupportInfo } from '../../shop/api/get-support-info.js';
import { ShopContext, ShopMoneyContext } from '../../shop/components/shop-context.js';
import { local, setAdminMode } from '../../stores/session.js';
import { loadShop, prefetch } from '../load-shop.js';

/**
 * The shop and what the shell shows on every screen: support info, categories and the footer's social
 * links (in the server's render too: the footer is whole before the app starts, which then fetches nothing
 * for it and does not render the shell again).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const shop = await loadShop(params.sellerName);
  if (!shop) return null;
  const queryClient = getQueryClient();
  seedFreshGuest(queryClient, shop.id);
  return prefetch(
    queryClient.ensureQueryData(supportInfoQueryOptions(shop.id)),
    queryClient.ensureQueryData(categoriesQueryOptions(shop.id)),
    queryClient.ensureQueryData(socialMediaQueryOptions(shop.id)),
  );
}

// a seller's admin mode (issue 18): its own chunk, fetched only when the console's token is in this browser
const AdminMode = lazy(() => import('../../features/admin-mode/components/admin-mode.js'));

/**
 * The shop area (spec §2), at `/{sellerName}/*` and, in admin mode, at `/admin/{sellerName}/*`: resolves the
 * name to a seller before any shop screen shows — a loading text while resolving, an error text when
 * resolution fails, `/not-found` when no seller exists — then wraps the screens in the shop shell.
 */
export function Component() {
  const { sellerName = '' } = useParams();
  const admin = useAdminMode();
  const resolution = useQuery(shopQueryOptions(sellerName));
  // no token on the server: admin mode joins after hydration, so the first render matches the server's
  const hydrated = useHydrated();
  const [adminSlots, setAdminSlots] = useState<AdminSlots | null>(null);

  // a layout effect, so a screen's own title (set in its passive effect) is applied after this one
  useLayoutEffect(() => {
    setAdminMode(admin);
    document.title = pageTitle(admin);
  }, [admin]);

  if (!sellerName) return null;
  if (resolution.isPending) {
    return (
      <WithSupportChat>
        <p role="status" className="p-8 text-center text-muted">
          {t('Loading shop…')}
        </p>
      </WithSupportChat>
    );
  }
  if (resolution.isError) {
    return (
      <WithSupportChat>
        <p role="alert" className="p-8 text-center text-sale">
          {t('We could not open this shop right now. Please try again.')}
        </p>
      </WithSupportChat>
    );
  }
  if (resolution.data.status === 'not-found') return <Navigate to={paths.notFound()} replace />;
  const area = (
    <ShopContext.Provider value={resolution.data.seller}>
      <AdminSlotsContext.Provider value={adminSlots}>
        {hydrated && local.getItem(SELLER_CONSOLE_TOKEN_KEY) && (
          <Suspense>
            <AdminMode shop={resolution.data.seller} onSlots={setAdminSlots} />
          </Suspense>
        )}
        <Shell shop={resolution.data.seller}>
          <Outlet />
        </Shell>
      </AdminSlotsContext.Provider>
    </ShopContext.Provider>
  );
  // in admin mode the UI kit's links keep the /admin prefix, so the mode survives navigation
  return admin ? <LinkProvider component={AdminAreaLink}>{area}</LinkProvider> : area;
}

/** A screen shown before the shop shell (resolving, failed): it has the support chat button too (spec §1). */
function WithSupportChat({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <>
      {children}
      <FloatingActions>
        <FloatingChatButton href={supportChatLink(pageUrl(`${location.pathname}${location.search}`))} />
      </FloatingActions>
    </>
  );
}

/**
 * The shell with the shop's support info and categories, prices in the shop's currency and locale (the app joins the seller and catalogue features);
 * the shop's seller identity is kept in the browser's storages (spec §3).
 */
function Shell({ shop, children }: { shop: SellerIdentity; children: ReactNode }) {
  useStoredShop(shop);
  const support = useSupportInfo(shop.id);
  const categories = useCategories(shop.id);
  return (
    // the seller's currency and locale, as loaded (one object per answer): en-US until then
    <ShopMoneyContext.Provider value={support.data?.seller}>
      <ShopShell shop={shop} supportInfo={support.data} categories={categories.data}>
        {children}
      </ShopShell>
    </ShopMoneyContext.Provider>
  );
}
