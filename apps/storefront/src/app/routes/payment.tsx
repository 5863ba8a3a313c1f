import { useLocation } from 'react-router-dom';
import { PaymentPage } from '../../features/payment/components/payment-page.js';
import { readOrderSummary } from '../../features/payment/components/read-order-summary.js';
import { useShop } from '../../shop/components/shop-context.js';

/** Payment `/{sellerName}/payment` (spec §2): the order summary comes in navigation state. */
export function Component() {
  const shop = useShop();
  const location = useLocation();
  return <PaymentPage shop={shop} summary={readOrderSummary(location.state)} />;
}
