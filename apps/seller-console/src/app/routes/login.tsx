import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { LoginForm } from '../../features/account/components/login-form.js';
import { consolePaths, safeNext } from '../../lib/console-paths.js';
import { usePageTitle } from '../../lib/page-title.js';
import { sellerSession } from '../../stores/seller-session.js';

/** `/seller/login?next=`: after signing in the seller goes to `next` (a console path) or the dashboard. */
export function Component() {
  usePageTitle('Sign in');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { token } = useSnapshot(sellerSession);
  const next = search.get('next');
  if (token) return <Navigate to={safeNext(next)} replace />;
  return (
    <LoginForm
      forgotPasswordHref={consolePaths.forgotPassword()}
      signupHref={consolePaths.signup()}
      notice={next ? 'Please sign in to continue.' : undefined}
      onSignedIn={() => navigate(safeNext(next), { replace: true })}
    />
  );
}
