import { ConfirmationPage } from '../../features/confirmation/components/confirmation-page.js';
import { useShop } from '../../shop/components/shop-context.js';

/** Payment confirmation `/{sellerName}/order/confirm` (spec §2). */
export function Component() {
  const shop = useShop();
  return <ConfirmationPage shop={shop} />;
}
