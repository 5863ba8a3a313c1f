import { LogOut } from 'lucide-react';
import { buttonClass } from '../../../components/button-class.js';
import { useSignOut } from '../api/sign-out.js';

/** Signs the customer out, then hands over to the caller (e.g. to go to the shop home). */
export function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const signOut = useSignOut();
  return (
    <button
      type="button"
      className={buttonClass('outline', 'md', 'w-full')}
      onClick={() => {
        signOut();
        onSignedOut();
      }}
    >
      <LogOut aria-hidden="true" />
      Sign Out
    </button>
  );
}
