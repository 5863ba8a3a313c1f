import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { VerifySignup } from '../../features/signup/components/verify-signup.js';
import { consolePaths } from '../../lib/console-paths.js';
import { usePageTitle } from '../../lib/page-title.js';

/** `/seller/signup/verify?token=`: the mailed link; opens the shop and lands on the dashboard. */
export function Component() {
  usePageTitle('Open your shop');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const onOpened = useCallback(() => navigate(consolePaths.dashboard(), { replace: true }), [navigate]);
  return (
    <VerifySignup
      token={search.get('token')?.trim() || undefined}
      signupHref={consolePaths.signup()}
      loginHref={consolePaths.login()}
      onOpened={onOpened}
    />
  );
}
