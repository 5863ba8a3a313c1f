import { useSnapshot } from 'valtio';
import { DashboardSummary } from '../../features/dashboard/components/dashboard-summary.js';
import { useShop } from '../../shop/components/shop-context.js';
import { session } from '../../stores/session.js';

/** `/{sellerName}/dashboard` (spec §2): the order summary. */
export function Component() {
  const shop = useShop();
  const { customer } = useSnapshot(session);
  return <DashboardSummary sellerName={shop.name} customerId={customer?.id ?? null} />;
}
