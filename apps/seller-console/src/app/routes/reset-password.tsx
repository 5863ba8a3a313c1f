import { Link } from '@souk/ui';
import { useSearchParams } from 'react-router-dom';
import { AuthCard } from '../../components/auth-card.js';
import { ResetPasswordForm } from '../../features/account/components/reset-password-form.js';
import { consolePaths } from '../../lib/console-paths.js';
import { usePageTitle } from '../../lib/page-title.js';

/** `/seller/reset-password?token=`: the mailed link's page, a new password typed twice. */
export function Component() {
  usePageTitle('Reset password');
  const [search] = useSearchParams();
  const token = search.get('token')?.trim();
  if (!token) {
    return (
      <AuthCard title="Reset link is invalid" intro="This link is incomplete. Ask for a new one.">
        <Link href={consolePaths.forgotPassword()} className="font-medium text-brand-700 hover:underline">
          Send a new reset link
        </Link>
      </AuthCard>
    );
  }
  return <ResetPasswordForm token={token} loginHref={consolePaths.login()} />;
}
