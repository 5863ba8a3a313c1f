import { Link } from '@souk/ui';
import { useEffect, useRef } from 'react';
import { AuthCard } from '../../../components/auth-card.js';
import { buttonClass } from '../../../components/button-class.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useVerifySignup } from '../api/signup-actions.js';

export interface VerifySignupProps {
  /** The mailed link's token; none when the link was cut short. */
  token: string | undefined;
  signupHref: string;
  loginHref: string;
  /** Called once the shop is open and its seller signed in (to go to the dashboard). */
  onOpened: () => void;
}

/**
 * The mailed link's page: opens the shop with the link's token once, on arrival, then goes on to the
 * dashboard. A used, expired or cut link, or an address taken meanwhile, says so with a way to start again.
 */
export function VerifySignup({ token, signupHref, loginHref, onOpened }: VerifySignupProps) {
  const verify = useVerifySignup();
  const started = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    // once: the link works once, and a second call (strict mode, a re-render) would be refused
    if (!token || started.current) return;
    started.current = true;
    mutate(token, { onSuccess: () => onOpened() });
  }, [token, mutate, onOpened]);

  if (!token || verify.isError) {
    return (
      <AuthCard title="This link does not open a shop">
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {token
            ? errorMessage(verify.error, 'Could not open your shop')
            : 'This link is incomplete. Please sign up again.'}
        </p>
        <Link href={signupHref} className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
          Sign up again
        </Link>
        <p className="mt-6 text-center text-sm">
          Opened it already?{' '}
          <Link href={loginHref} className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Opening your shop">
      <p role="status" aria-busy="true" className="text-sm text-muted">
        {verify.isSuccess ? 'Your shop is open. Taking you to your dashboard…' : 'Confirming your e-mail…'}
      </p>
    </AuthCard>
  );
}
