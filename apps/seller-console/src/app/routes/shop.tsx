import { paths } from '@souk/core';
import { Link } from '@souk/ui';
import { buttonClass } from '../../components/button-class.js';
import { LoadFailed } from '../../components/load-failed.js';
import { PageHeader } from '../../components/page-header.js';
import { ImageField } from '../../features/media/components/image-field.js';
import {
  shopSettingsQueryOptions,
  useShopSettings,
} from '../../features/shop-content/api/shop-content-queries.js';
import { ShopSettingsForm } from '../../features/shop-content/components/shop-settings-form.js';
import { consolePaths } from '../../lib/console-paths.js';
import { errorMessage } from '../../lib/error-message.js';
import { ImageInputContext } from '../../lib/image-input.js';
import { usePageTitle } from '../../lib/page-title.js';
import { prefetch } from '../../lib/prefetch.js';

export function loader() {
  return prefetch(shopSettingsQueryOptions());
}

/** `/seller/shop`: the shop's details, with the way to its banners and info pages. */
export function Component() {
  usePageTitle('Shop');
  const settings = useShopSettings();
  const shop = settings.data?.shop;
  return (
    <>
      <PageHeader title="Shop" description="What shoppers see of your shop besides its products.">
        <Link href={consolePaths.banners()} className={buttonClass('outline', 'sm')}>
          Banners
        </Link>
        <Link href={consolePaths.pages()} className={buttonClass('outline', 'sm')}>
          Info pages
        </Link>
      </PageHeader>
      {settings.isPending && (
        <p role="status" className="py-8 text-center text-sm text-muted">
          Loading the shop settings…
        </p>
      )}
      {settings.isError && !shop && (
        <LoadFailed
          message={errorMessage(settings.error, 'Failed to load the shop settings')}
          onRetry={() => void settings.refetch()}
        />
      )}
      {shop && (
        <ImageInputContext value={ImageField}>
          <ShopSettingsForm key={shop.name} shop={shop} shopAddress={paths.shop(shop.name)} />
        </ImageInputContext>
      )}
    </>
  );
}
