import { BANNER_HEIGHTS } from '@souk/core';
import { getQueryClient } from '@souk/web';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { bannersQueryOptions } from '../../features/catalogue/api/get-banners.js';
import { ShopBanners } from '../../features/catalogue/components/shop-banners.js';
import { ContactPage } from '../../features/content/components/contact-page.js';
import { supportInfoQueryOptions, useSupportInfo } from '../../shop/api/get-support-info.js';
import { useShop } from '../../shop/components/shop-context.js';
import { loadShop, prefetch } from '../load-shop.js';
import { useProductActions } from '../use-product-actions.js';

export async function loader({ params }: LoaderFunctionArgs) {
  const queryClient = getQueryClient();
  const shop = await loadShop(params.sellerName);
  if (!shop) return null;
  return prefetch(
    queryClient.ensureQueryData(supportInfoQueryOptions(shop.id)),
    queryClient.ensureQueryData(bannersQueryOptions(shop.id)),
  );
}

/**
 * Contact page `/{sellerName}/contact` (spec §2): the home banners 200 px high, the seller's support card
 * (seller info loaded on mount) and the message form. Nothing renders without a seller name.
 */
export function Component() {
  const shop = useShop();
  const support = useSupportInfo(shop.id);
  const { openQuickView, quickView } = useProductActions();
  if (!shop.name) return null;
  const info = support.data;
  return (
    <ContactPage
      sellerId={shop.id}
      support={
        info && {
          address: info.supportInfo.address || info.seller.support.address,
          phone: info.supportInfo.mobileNo || info.seller.support.mobileNo,
          hours: info.supportInfo.supportHours || info.seller.support.supportHours,
          email: info.supportInfo.email || info.seller.support.email,
        }
      }
      banners={
        <>
          <ShopBanners
            sellerId={shop.id}
            sellerName={shop.name}
            height={BANNER_HEIGHTS.contact}
            fixedHeight
            onProductBanner={openQuickView}
          />
          {quickView}
        </>
      }
    />
  );
}
