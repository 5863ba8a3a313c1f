import { useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { OrderDetails } from '../../features/dashboard/components/order-details.js';
import { useShop } from '../../shop/components/shop-context.js';
import { session } from '../../stores/session.js';

/** `/{sellerName}/dashboard/order/details/{orderNumber}` (spec §2). */
export function Component() {
  const shop = useShop();
  const { orderNumber = '' } = useParams();
  const { customer } = useSnapshot(session);
  return <OrderDetails sellerName={shop.name} orderNumber={orderNumber} customerId={customer?.id ?? null} />;
}
