import { infoPagesQueryOptions } from '../../features/shop-content/api/shop-content-queries.js';
import { InfoPagesList } from '../../features/shop-content/components/info-pages-list.js';
import { usePageTitle } from '../../lib/page-title.js';
import { prefetch } from '../../lib/prefetch.js';

export function loader() {
  return prefetch(infoPagesQueryOptions());
}

/** `/seller/shop/pages` */
export function Component() {
  usePageTitle('Info pages');
  return <InfoPagesList />;
}
