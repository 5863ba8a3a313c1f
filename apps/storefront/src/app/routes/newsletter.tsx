import { paths } from '@souk/core';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { ConfirmSubscription } from '../../features/newsletter/components/confirm-subscription.js';
import { Unsubscribe } from '../../features/newsletter/components/unsubscribe.js';
import { useAreaPath } from '../../lib/area-path.js';
import { useShop } from '../../shop/components/shop-context.js';

/**
 * `/{sellerName}/newsletter/confirm?token=…` and `/{sellerName}/newsletter/unsubscribe?token=…` (issue 22):
 * where the newsletter's mails lead. Any other `newsletter/…` is no page.
 */
export function Component() {
  const shop = useShop();
  const area = useAreaPath();
  const { link } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const shopHref = area(paths.shop(shop.name));
  if (link === 'confirm') return <ConfirmSubscription token={token} shopHref={shopHref} />;
  if (link === 'unsubscribe') return <Unsubscribe token={token} shopHref={shopHref} />;
  return <Navigate to={paths.notFound()} replace />;
}
