import { paths } from '@souk/core';
import { useNavigate } from 'react-router-dom';
import { AuthForm } from '../../features/account/components/auth-form.js';
import { useAreaPath } from '../../lib/area-path.js';
import { useShop } from '../../shop/components/shop-context.js';

/**
 * `/{sellerName}/login` (issue 6): on success the customer lands on the dashboard; a forgotten password
 * is reset by mail (issue 17).
 */
export function Component() {
  const shop = useShop();
  const navigate = useNavigate();
  const area = useAreaPath();
  return (
    <AuthForm
      mode="login"
      switchHref={paths.register(shop.name)}
      forgotHref={paths.forgotPassword(shop.name)}
      onSuccess={() => navigate(area(paths.dashboard(shop.name)), { replace: true })}
    />
  );
}
