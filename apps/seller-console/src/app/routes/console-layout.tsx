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
 * token), they are sent to sign-in with the way back to this screen; when they sign out, to sign-in alone.
 */
export function Component() {
  const { token, signedOut } = useSnapshot(sellerSession);
  const location = useLocation();
  if (!token) {
    const login = signedOut
      ? consolePaths.login()
      : consolePaths.login(here(location as unknown as Location));
    return <Navigate to={login} replace />;
  }
  return (
    <ConsoleLayout>
      <Outlet />
    </ConsoleLayout>
  );
}
