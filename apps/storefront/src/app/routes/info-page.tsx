import { BANNER_HEIGHTS, paths } from '@souk/core';
import { getQueryClient } from '@souk/web';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import { bannersQueryOptions } from '../../features/catalogue/api/get-banners.js';
import { ShopBanners } from '../../features/catalogue/components/shop-banners.js';
import { linksContentQueryOptions } from '../../features/content/api/get-links-content.js';
import { InfoPage } from '../../features/content/components/info-page.js';
import { useAreaPath } from '../../lib/area-path.js';
import { useSupportInfo } from '../../shop/api/get-support-info.js';
import { useShop } from '../../shop/components/shop-context.js';
import { loadShop, prefetch } from '../load-shop.js';
import { useProductActions } from '../use-product-actions.js';

export async function loader({ params }: LoaderFunctionArgs) {
  const queryClient = getQueryClient();
  const shop = await loadShop(params.sellerName);
  if (!shop) return null;
  return prefetch(
    queryClient.ensureQueryData(linksContentQueryOptions(shop.id)),
    queryClient.ensureQueryData(bannersQueryOptions(shop.id)),
  );
}

/** Info page `/{sellerName}/page/{pageName}` (spec §2): banners 220 px high without arrows or dots. */
export function Component() {
  const shop = useShop();
  const { pageName = '' } = useParams();
  const support = useSupportInfo(shop.id);
  const area = useAreaPath();
  const { openQuickView, quickView } = useProductActions();
  return (
    <InfoPage
      sellerId={shop.id}
      shopName={support.data?.seller.shopInfo.shopName || shop.name}
      pageName={pageName}
      homeHref={area(paths.shop(shop.name))}
      banners={
        <>
          <ShopBanners
            sellerId={shop.id}
            sellerName={shop.name}
            height={BANNER_HEIGHTS.infoPage}
            fixedHeight
            onProductBanner={openQuickView}
          />
          {quickView}
        </>
      }
    />
  );
}
