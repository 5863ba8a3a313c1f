import { ForgotPasswordForm } from '../../features/account/components/forgot-password-form.js';
import { consolePaths } from '../../lib/console-paths.js';
import { usePageTitle } from '../../lib/page-title.js';

/** `/seller/forgot-password`: a reset link by mail. */
export function Component() {
  usePageTitle('Forgot password');
  return <ForgotPasswordForm loginHref={consolePaths.login()} />;
}
