import { getQueryClient } from '@souk/web';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { CartPage } from '../../features/cart/components/cart-page.js';
import { currentShopperIdentity } from '../../lib/shopper-identity.js';
import { cartQueryOptions } from '../../shop/api/get-cart.js';
import { wishlistQueryOptions } from '../../shop/api/get-wishlist.js';
import { useShop } from '../../shop/components/shop-context.js';
import { loadShop, prefetch } from '../load-shop.js';

export async function loader({ params }: LoaderFunctionArgs) {
  const queryClient = getQueryClient();
  const shop = await loadShop(params.sellerName);
  if (!shop) return null;
  const identity = currentShopperIdentity();
  // the header's wishlist count too: on the server the cart is rendered whole for its guest (issue 21)
  return prefetch(
    queryClient.ensureQueryData(cartQueryOptions(shop.id, identity)),
    queryClient.ensureQueryData(wishlistQueryOptions(identity)),
  );
}

/** The cart `/{sellerName}/card` (spec §2 Cart). */
export function Component() {
  const shop = useShop();
  return <CartPage sellerId={shop.id} sellerName={shop.name} />;
}
