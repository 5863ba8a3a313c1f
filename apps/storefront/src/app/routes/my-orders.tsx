import { useSnapshot } from 'valtio';
import { MyOrders } from '../../features/dashboard/components/my-orders.js';
import { useShop } from '../../shop/components/shop-context.js';
import { session } from '../../stores/session.js';

/** `/{sellerName}/dashboard/my-orders` (spec §2): My Orders, or Track Orders for guests. */
export function Component() {
  const shop = useShop();
  const { customer } = useSnapshot(session);
  return <MyOrders sellerName={shop.name} customerId={customer?.id ?? null} />;
}
