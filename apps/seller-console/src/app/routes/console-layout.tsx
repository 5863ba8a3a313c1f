import { getQueryClient } from '@souk/web';
import { Navigate, Outlet, redirect, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { meQueryOptions } from '../../features/account/api/get-me.js';
import { consolePaths } from '../../lib/console-paths.js';
import { sellerSession } from '../../stores/seller-session.js';
import { ConsoleLayout } from '../layout.js';

function here(url: URL | Location): string {
  return url.pathname + url.search;
}

/** Signed-out visitors go to sign-in, with the way back. */
export function loader({ request }: { request: Request }) {
  if (!sellerSession.token) throw redirect(consolePaths.login(here(new URL(request.url))));
  void getQueryClient().prefetchQuery(meQueryOptions());
  return null;
}

/**
 * Every signed-in screen of the console. When the session ends while the seller is here (a 401 forgets the
 * token, or they sign out), they are sent to sign-in with the way back to this screen.
 */
export function Component() {
  const { token } = useSnapshot(sellerSession);
  const location = useLocation();
  if (!token) return <Navigate to={consolePaths.login(here(location as unknown as Location))} replace />;
  return (
    <ConsoleLayout>
      <Outlet />
    </ConsoleLayout>
  );
}
