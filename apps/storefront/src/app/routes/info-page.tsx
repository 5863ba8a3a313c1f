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
  const seller = await loadShop(params.sellerName);
  if (!seller) return null;
  return prefetch(
    queryClient.ensureQueryData(linksContentQueryOptions(seller.id)),
    queryClient.ensureQueryData(bannersQueryOptions(seller.id)),
  );
}

/** Info page `/{sellerName}/page/{pageName}` (spec §2): banners 220 px high without arrows or dots. */
export function Component() {
  const seller = useShop();
  const { pageName = '' } = useParams();
  const support = useSupportInfo(seller.id);
  const area = useAreaPath();
  const { openQuickView, quickView } = useProductActions();
  return (
    <InfoPage
      sellerId={seller.id}
      shopName={support.data?.seller.shopInfo.shopName || seller.name}
      pageName={pageName}
      homeHref={area(paths.shop(seller.name))}
      banners={
        <>
          <ShopBanners
            sellerId={seller.id}
            sellerName={seller.name}
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
