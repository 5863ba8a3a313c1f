import { paths } from '@souk/core';
import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form.js';
import { useShop } from '../../shop/components/shop-context.js';

/** `/{sellerName}/forgot-password` (issue 17): a reset link by mail, leading back to this shop. */
export function Component() {
  const shop = useShop();
  return <ForgotPasswordForm sellerName={shop.name} loginHref={paths.login(shop.name)} />;
}
