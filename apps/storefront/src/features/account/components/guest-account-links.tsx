import { Link, t } from '@souk/ui';
import { buttonClass } from '../../../components/button-class.js';

/** Sign in and register links for guests; the guest's cart and wishlist carry over on sign-in. */
export function GuestAccountLinks({ loginHref, registerHref }: { loginHref: string; registerHref: string }) {
  return (
    <div className="space-y-2 rounded-lg border border-gray-200 bg-white p-4">
      <p className="text-sm text-muted">{t('Have an account? Sign in to keep your cart and wishlist.')}</p>
      <Link href={loginHref} className={buttonClass('primary', 'md', 'w-full')}>
        {t('Sign In')}
      </Link>
      <Link href={registerHref} className={buttonClass('outline', 'md', 'w-full')}>
        {t('Register')}
      </Link>
    </div>
  );
}
