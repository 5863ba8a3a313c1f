import { LogOut } from 'lucide-react';
import { buttonClass } from '../../../components/button-class.js';
import { useSignOut } from '../api/account-actions.js';

/** Signs this device out (the layout's button); `onSignedOut` leads to the sign-in page. */
export function SignOutButton({ onSignedOut, className }: { onSignedOut: () => void; className?: string }) {
  const signOut = useSignOut();
  return (
    <button
      type="button"
      disabled={signOut.isPending}
      className={buttonClass('ghost', 'sm', className)}
      onClick={() => signOut.mutate(undefined, { onSettled: onSignedOut })}
    >
      <LogOut aria-hidden="true" />
      Sign out
    </button>
  );
}
