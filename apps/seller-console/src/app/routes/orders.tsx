import { useSearchParams } from 'react-router-dom';
import { useMe } from '../../features/account/api/get-me.js';
import { ordersQueryOptions } from '../../features/orders/api/get-orders.js';
import { OrdersList } from '../../features/orders/components/orders-list.js';
import { ordersQueryFromSearch, searchFromOrdersQuery } from '../../features/orders/orders-query.js';
import { consolePaths } from '../../lib/console-paths.js';
import { usePageTitle } from '../../lib/page-title.js';
import { prefetch } from '../../lib/prefetch.js';

export function loader({ request }: { request: Request }) {
  return prefetch(ordersQueryOptions(ordersQueryFromSearch(new URL(request.url).searchParams)));
}

/** `/seller/orders?…`: the filters, sort and page live in the address. */
export function Component() {
  usePageTitle('Orders');
  const [search, setSearch] = useSearchParams();
  const me = useMe();
  return (
    <OrdersList
      query={ordersQueryFromSearch(search)}
      onQueryChange={(query) => setSearch(searchFromOrdersQuery(query))}
      orderHref={consolePaths.order}
      locale={me.data?.shop.locale}
    />
  );
}
