import { SUBSCRIPTION_LINK_FAILED, SUBSCRIPTION_LINK_INVALID } from '@souk/core';
import { Link, t } from '@souk/ui';
import { useEffect } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useConfirmSubscription } from '../api/subscription-links.js';
import { SubscriptionCard } from './subscription-card.js';

export interface ConfirmSubscriptionProps {
  /** The mailed link's token (its `?token=`); empty when the link came without one. */
  token: string;
  /** The shop's home, where the shopper goes next. */
  shopHref: string;
}

/**
 * Where the newsletter's confirm mail leads (issue 22): confirms at once — the page's script does it, so a
 * mail scanner that only fetches the link confirms nothing — and says whose newsletter it is, or that the
 * link is no good.
 */
export function ConfirmSubscription({ token, shopHref }: ConfirmSubscriptionProps) {
  const confirm = useConfirmSubscription();
  const { mutate } = confirm;

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  if (confirm.isSuccess) {
    return (
      <SubscriptionCard title={t('Subscription confirmed')}>
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {t(confirm.data.message)}
        </p>
        <Link href={shopHref} className={buttonClass('primary', 'lg', 'w-full')}>
          {t('Continue shopping')}
        </Link>
      </SubscriptionCard>
    );
  }
  if (!token || confirm.isError) {
    return (
      <SubscriptionCard title={t('This link does not work')}>
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {token ? t(errorMessage(confirm.error, SUBSCRIPTION_LINK_FAILED)) : t(SUBSCRIPTION_LINK_INVALID)}
        </p>
        <p className="text-sm text-muted">
          {t('Sign up again in the newsletter box at the bottom of any page of the shop.')}
        </p>
        <Link href={shopHref} className={buttonClass('outline', 'lg', 'w-full')}>
          {t('Back to the shop')}
        </Link>
      </SubscriptionCard>
    );
  }
  return (
    <SubscriptionCard title={t('Confirming your subscription')}>
      <p role="status" className="text-sm text-muted">
        {t('One moment…')}
      </p>
    </SubscriptionCard>
  );
}
