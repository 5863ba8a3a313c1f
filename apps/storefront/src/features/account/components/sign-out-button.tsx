import { t } from '@souk/ui';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { useSignOut } from '../api/sign-out.js';

/** Signs the customer out (the server ends the session), then hands over to the caller (e.g. to go home). */
export function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const signOut = useSignOut();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      disabled={pending}
      className={buttonClass('outline', 'md', 'w-full')}
      onClick={async () => {
        setPending(true);
        await signOut();
        onSignedOut();
      }}
    >
      <LogOut aria-hidden="true" />
      {t('Sign Out')}
    </button>
  );
}
