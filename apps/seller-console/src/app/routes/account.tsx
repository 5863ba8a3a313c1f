import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../components/page-header.js';
import { useMe } from '../../features/account/api/get-me.js';
import { sessionsQueryOptions } from '../../features/account/api/get-sessions.js';
import { ChangePasswordForm } from '../../features/account/components/change-password-form.js';
import { SessionsList } from '../../features/account/components/sessions-list.js';
import { consolePaths } from '../../lib/console-paths.js';
import { usePageTitle } from '../../lib/page-title.js';
import { prefetch } from '../../lib/prefetch.js';

export function loader() {
  return prefetch(sessionsQueryOptions());
}

/** `/seller/account`: password and signed-in devices. */
export function Component() {
  usePageTitle('Account');
  const navigate = useNavigate();
  const me = useMe();
  return (
    <>
      <PageHeader title="Account" description={me.data?.account.email} />
      <div className="space-y-6">
        <ChangePasswordForm />
        <SessionsList onSignedOut={() => navigate(consolePaths.login(), { replace: true })} />
      </div>
    </>
  );
}
