import { paths } from '@souk/core';
import { Outlet, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { GuestAccountLinks } from '../../features/account/components/guest-account-links.js';
import { SignOutButton } from '../../features/account/components/sign-out-button.js';
import { DashboardLayout } from '../../features/dashboard/components/dashboard-layout.js';
import { useAreaPath } from '../../lib/area-path.js';
import { useShop } from '../../shop/components/shop-context.js';
import { session } from '../../stores/session.js';

/** The dashboard area (spec §2): the side menu joined to the account actions (sign out, or sign in). */
export function Component() {
  const shop = useShop();
  const navigate = useNavigate();
  const area = useAreaPath();
  const { customer } = useSnapshot(session);
  return (
    <DashboardLayout
      sellerName={shop.name}
      customer={customer}
      account={
        customer ? (
          <SignOutButton onSignedOut={() => navigate(area(paths.shop(shop.name)))} />
        ) : (
          <GuestAccountLinks loginHref={paths.login(shop.name)} registerHref={paths.register(shop.name)} />
        )
      }
    >
      <Outlet />
    </DashboardLayout>
  );
}
