import { MyWishlist } from '../../features/dashboard/components/my-wishlist.js';
import { useShop } from '../../shop/components/shop-context.js';

/** `/{sellerName}/dashboard/my-wishlist` (spec §2): the wishlist grid. */
export function Component() {
  const shop = useShop();
  return <MyWishlist sellerName={shop.name} />;
}
