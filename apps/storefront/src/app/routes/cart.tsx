import { shopperIdentity } from '@souk/core';
import { getQueryClient } from '@souk/web';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { CartPage } from '../../features/cart/components/cart-page.js';
import { cartQueryOptions } from '../../shop/api/get-cart.js';
import { useShop } from '../../shop/components/shop-context.js';
import { session } from '../../stores/session.js';
import { loadShop, prefetch } from '../load-shop.js';

export async function loader({ params }: LoaderFunctionArgs) {
  const queryClient = getQueryClient();
  const shop = await loadShop(params.sellerName);
  if (!shop) return null;
  const identity = shopperIdentity({ userId: session.customer?.id, sessionId: session.guestSessionId });
  return prefetch(queryClient.ensureQueryData(cartQueryOptions(shop.id, identity)));
}

/** The cart `/{sellerName}/card` (spec §2 Cart). */
export function Component() {
  const shop = useShop();
  return <CartPage sellerId={shop.id} sellerName={shop.name} />;
}
