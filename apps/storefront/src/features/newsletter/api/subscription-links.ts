import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { subscriptionsApi } from '../../../lib/subscriptions-api.js';

/** The query keys of subscription links. */
export const subscriptionLinkKeys = {
  unsubscribe: (token: string) => ['subscriptions', 'unsubscribe', token] as const,
};

/** Confirms a subscription from its mailed link (idempotent on the server: a second click answers the same). */
export function useConfirmSubscription() {
  return useMutation({ mutationFn: (token: string) => subscriptionsApi.confirm(token) });
}

/** What an unsubscribe link will do: read only, so a mail scanner's visit changes nothing. */
export function unsubscribeLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: subscriptionLinkKeys.unsubscribe(token),
    queryFn: () => subscriptionsApi.describeUnsubscribeLink(token),
    retry: false,
  });
}

/** What an unsubscribe link will do, while the page shows it. */
export function useUnsubscribeLink(token: string) {
  return useQuery({ ...unsubscribeLinkQueryOptions(token), enabled: token !== '' });
}

/** Ends a subscription with its unsubscribe link's token. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: (token: string) => subscriptionsApi.unsubscribe(token) });
}
