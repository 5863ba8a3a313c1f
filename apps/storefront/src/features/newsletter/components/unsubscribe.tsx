import { SUBSCRIPTION_LINK_FAILED, SUBSCRIPTION_LINK_INVALID } from '@souk/core';
import { Link } from '@souk/ui';
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
      <SubscriptionCard title="You've been unsubscribed">
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {done.message} {done.email} gets no more of it.
        </p>
        <Link href={shopHref} className={buttonClass('outline', 'lg', 'w-full')}>
          Back to the shop
        </Link>
      </SubscriptionCard>
    );
  }
  if (!token || link.isError) {
    return (
      <SubscriptionCard title="This link does not work">
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {token ? errorMessage(link.error, SUBSCRIPTION_LINK_FAILED) : SUBSCRIPTION_LINK_INVALID}
        </p>
        <Link href={shopHref} className={buttonClass('outline', 'lg', 'w-full')}>
          Back to the shop
        </Link>
      </SubscriptionCard>
    );
  }
  if (!link.data) {
    return (
      <SubscriptionCard title="Unsubscribe">
        <p role="status" className="text-sm text-muted">
          One moment…
        </p>
      </SubscriptionCard>
    );
  }
  return (
    <SubscriptionCard title="Unsubscribe">
      <p className="text-sm text-ink">
        {link.data.message} {link.data.kind === 'newsletter' ? 'The newsletter' : 'The alert'} goes to{' '}
        {link.data.email}.
      </p>
      {unsubscribe.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {errorMessage(unsubscribe.error, SUBSCRIPTION_LINK_FAILED)}
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
        Unsubscribe
      </button>
      <Link href={shopHref} className={buttonClass('outline', 'lg', 'w-full')}>
        Stay subscribed
      </Link>
    </SubscriptionCard>
  );
}
