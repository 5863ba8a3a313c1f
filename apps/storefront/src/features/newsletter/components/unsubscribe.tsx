import { SUBSCRIPTION_LINK_FAILED, SUBSCRIPTION_LINK_INVALID } from '@souk/core';
import { Link, t } from '@souk/ui';
import { buttonClass } from '../../../components/button-class.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useUnsubscribe, useUnsubscribeLink } from '../api/subscription-links.js';
import { SubscriptionCard } from './subscription-card.js';

export interface UnsubscribeProps {
  /** The unsubscribe link's token (its `?token=`); empty when the link came without one. */
  token: string;
  shopHref: string;
}

/**
 * Where a newsletter mail's unsubscribe link leads (issue 22): opening it changes nothing (mail scanners
 * open links); the page says whose newsletter and which address, and the button unsubscribes.
 */
export function Unsubscribe({ token, shopHref }: UnsubscribeProps) {
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe();

  const done = unsubscribe.data ?? (link.data?.status === 'unsubscribed' ? link.data : undefined);
  if (done) {
    return (
      <SubscriptionCard title={t("You've been unsubscribed")}>
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {t(done.message)} {t('{email} gets no more of it.', { email: done.email })}
        </p>
        <Link href={shopHref} className={buttonClass('outline', 'lg', 'w-full')}>
          {t('Back to the shop')}
        </Link>
      </SubscriptionCard>
    );
  }
  if (!token || link.isError) {
    return (
      <SubscriptionCard title={t('This link does not work')}>
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {token ? t(errorMessage(link.error, SUBSCRIPTION_LINK_FAILED)) : t(SUBSCRIPTION_LINK_INVALID)}
        </p>
        <Link href={shopHref} className={buttonClass('outline', 'lg', 'w-full')}>
          {t('Back to the shop')}
        </Link>
      </SubscriptionCard>
    );
  }
  if (!link.data) {
    return (
      <SubscriptionCard title={t('Unsubscribe')}>
        <p role="status" className="text-sm text-muted">
          {t('One moment…')}
        </p>
      </SubscriptionCard>
    );
  }
  return (
    <SubscriptionCard title={t('Unsubscribe')}>
      <p className="text-sm text-ink">
        {t(link.data.message)}{' '}
        {link.data.kind === 'newsletter'
          ? t('The newsletter goes to {email}.', { email: link.data.email })
          : t('The alert goes to {email}.', { email: link.data.email })}
      </p>
      {unsubscribe.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {t(errorMessage(unsubscribe.error, SUBSCRIPTION_LINK_FAILED))}
        </p>
      )}
      <button
        type="button"
        className={buttonClass('primary', 'lg', 'w-full')}
        aria-disabled={unsubscribe.isPending}
        onClick={() => {
          if (!unsubscribe.isPending) unsubscribe.mutate(token);
        }}
      >
        {t('Unsubscribe')}
      </button>
      <Link href={shopHref} className={buttonClass('outline', 'lg', 'w-full')}>
        {t('Stay subscribed')}
      </Link>
    </SubscriptionCard>
  );
}
