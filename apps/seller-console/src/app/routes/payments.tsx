import { useMe } from '../../features/account/api/get-me.js';
import { pendingPaymentsQueryOptions } from '../../features/payments/api/get-pending-payments.js';
import { PendingPayments } from '../../features/payments/components/pending-payments.js';
import { consolePaths } from '../../lib/console-paths.js';
import { usePageTitle } from '../../lib/page-title.js';
import { prefetch } from '../../lib/prefetch.js';

export function loader() {
  return prefetch(pendingPaymentsQueryOptions());
}

/** `/seller/payments`: bank transfers and cash on delivery awaiting approval. */
export function Component() {
  usePageTitle('Payments awaiting approval');
  const me = useMe();
  return <PendingPayments orderHref={consolePaths.order} locale={me.data?.shop.locale} />;
}
