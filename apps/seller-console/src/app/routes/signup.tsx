import { Navigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { SignupForm } from '../../features/signup/components/signup-form.js';
import { consolePaths } from '../../lib/console-paths.js';
import { usePageTitle } from '../../lib/page-title.js';
import { sellerSession } from '../../stores/seller-session.js';

/** `/seller/signup`: open a shop (public). A signed-in seller has a shop already: the dashboard. */
export function Component() {
  usePageTitle('Open your shop');
  const { token } = useSnapshot(sellerSession);
  if (token) return <Navigate to={consolePaths.dashboard()} replace />;
  return <SignupForm host={window.location.host} loginHref={consolePaths.login()} />;
}
