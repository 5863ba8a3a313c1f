import { paths } from '@souk/core';
import { useSearchParams } from 'react-router-dom';
import { useMe } from '../../features/account/api/get-me.js';
import { checklistQueryOptions } from '../../features/dashboard/api/get-checklist.js';
import { dashboardQueryOptions, rangeFromSearch } from '../../features/dashboard/api/get-dashboard.js';
import { ChecklistCard } from '../../features/dashboard/components/checklist-card.js';
import { Dashboard } from '../../features/dashboard/components/dashboard.js';
import { consolePaths } from '../../lib/console-paths.js';
import { usePageTitle } from '../../lib/page-title.js';
import { prefetch } from '../../lib/prefetch.js';

export function loader({ request }: { request: Request }) {
  prefetch(checklistQueryOptions());
  return prefetch(dashboardQueryOptions(rangeFromSearch(new URL(request.url).searchParams.get('range'))));
}

/** `/seller?range=today|7d|30d`: the shop's figures. */
export function Component() {
  usePageTitle('Dashboard');
  const [search, setSearch] = useSearchParams();
  const me = useMe();
  const shopName = me.data?.shop.name;
  return (
    <Dashboard
      range={rangeFromSearch(search.get('range'))}
      onRangeChange={(range) => setSearch({ range }, { replace: true })}
      paymentsHref={consolePaths.payments()}
      // paid (or cash on delivery) orders wait in `pending` until the seller starts on them, oldest first
      toShipHref={consolePaths.orders({ status: 'pending', sort: 'createdAt', direction: 'asc' })}
      productHref={(slug) => (shopName ? paths.productDetails(shopName, slug) : '#')}
      notice={<ChecklistCard />}
      locale={me.data?.shop.locale}
    />
  );
}
