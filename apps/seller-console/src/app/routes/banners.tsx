import { ImageField } from '../../features/media/components/image-field.js';
import { bannersQueryOptions } from '../../features/shop-content/api/shop-content-queries.js';
import { BannersScreen } from '../../features/shop-content/components/banners-screen.js';
import { ImageInputContext } from '../../lib/image-input.js';
import { usePageTitle } from '../../lib/page-title.js';
import { prefetch } from '../../lib/prefetch.js';

export function loader() {
  return prefetch(bannersQueryOptions());
}

/** `/seller/shop/banners` */
export function Component() {
  usePageTitle('Banners');
  return (
    <ImageInputContext value={ImageField}>
      <BannersScreen />
    </ImageInputContext>
  );
}
