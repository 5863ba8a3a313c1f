import { paths } from '@souk/core';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { AccountSecurity } from '../../features/account/components/account-security.js';
import { BuyAgain } from '../../features/dashboard/components/buy-again.js';
import { DashboardSummary } from '../../features/dashboard/components/dashboard-summary.js';
import { useAreaPath } from '../../lib/area-path.js';
import { useShop } from '../../shop/components/shop-context.js';
import { session } from '../../stores/session.js';

/**
 * `/{sellerName}/dashboard` (spec §2): the order summary; signed in, Buy again (issue 22) and the account's
 * security below it.
 */
export function Component() {
  const shop = useShop();
  const navigate = useNavigate();
  const area = useAreaPath();
  const { customer } = useSnapshot(session);
  return (
    <div className="space-y-10">
      <DashboardSummary sellerName={shop.name} customerId={customer?.id ?? null} />
      {customer && <BuyAgain sellerName={shop.name} customerId={customer.id} />}
      {customer && <AccountSecurity onSignedOut={() => navigate(area(paths.shop(shop.name)))} />}
    </div>
  );
}
