import { getQueryClient } from '@souk/web';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { bannersQueryOptions } from '../../features/catalogue/api/get-banners.js';
import { ShopBanners } from '../../features/catalogue/components/shop-banners.js';
import { ShippingPage } from '../../features/checkout/components/shipping-page.js';
import { currentShopperIdentity } from '../../lib/shopper-identity.js';
import { cartQueryOptions } from '../../shop/api/get-cart.js';
import { useShop } from '../../shop/components/shop-context.js';
import { loadShop, prefetch } from '../load-shop.js';
import { useProductActions } from '../use-product-actions.js';

export async function loader({ params }: LoaderFunctionArgs) {
  const queryClient = getQueryClient();
  const shop = await loadShop(params.sellerName);
  if (!shop) return null;
  const identity = currentShopperIdentity();
  return prefetch(
    queryClient.ensureQueryData(bannersQueryOptions(shop.id)),
    queryClient.prefetchQuery(cartQueryOptions(shop.id, identity)),
  );
}

/** Shipping / Place Order `/{sellerName}/shipping` (spec §2), with the shop's banner carousel. */
export function Component() {
  const shop = useShop();
  const { openQuickView, quickView } = useProductActions();
  return (
    <ShippingPage
      sellerId={shop.id}
      sellerName={shop.name}
      banners={
        <>
          <ShopBanners
            sellerId={shop.id}
            sellerName={shop.name}
            height={200}
            onProductBanner={openQuickView}
          />
          {quickView}
        </>
      }
    />
  );
}
