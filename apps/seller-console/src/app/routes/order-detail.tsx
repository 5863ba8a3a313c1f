import { type LoaderFunctionArgs, useParams } from 'react-router-dom';
import { useMe } from '../../features/account/api/get-me.js';
import { orderQueryOptions } from '../../features/orders/api/get-order.js';
import { OrderDetail } from '../../features/orders/components/order-detail.js';
import { consolePaths } from '../../lib/console-paths.js';
import { usePageTitle } from '../../lib/page-title.js';
import { prefetch } from '../../lib/prefetch.js';

export function loader({ params }: LoaderFunctionArgs) {
  return params.orderNumber ? prefetch(orderQueryOptions(params.orderNumber)) : null;
}

/** `/seller/orders/:orderNumber` */
export function Component() {
  const { orderNumber = '' } = useParams();
  usePageTitle(`Order #${orderNumber}`);
  const me = useMe();
  return (
    <OrderDetail
      orderNumber={orderNumber}
      shopName={me.data?.shop.shopName ?? ''}
      ordersHref={consolePaths.orders()}
      locale={me.data?.shop.locale}
    />
  );
}
