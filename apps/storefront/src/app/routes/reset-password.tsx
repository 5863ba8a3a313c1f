import { paths } from '@souk/core';
import { useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form.js';
import { useShop } from '../../shop/components/shop-context.js';

/** `/{sellerName}/reset-password?token=…` (issue 17): where the mailed reset link leads. */
export function Component() {
  const shop = useShop();
  const [search] = useSearchParams();
  return (
    <ResetPasswordForm
      token={search.get('token') ?? ''}
      loginHref={paths.login(shop.name)}
      forgotHref={paths.forgotPassword(shop.name)}
    />
  );
}
