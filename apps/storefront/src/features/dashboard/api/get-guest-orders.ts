import type { GuestLookup } from '@souk/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { orderKeys } from '../../../shop/api/order-keys.js';

/**
 * A guest's orders found by email or phone (spec §7 guest-orders), with the guest the server matched.
 */
export function guestOrdersQueryOptions(lookup: GuestLookup) {
  return queryOptions({
    queryKey: orderKeys.guestList(lookup.email ?? '', lookup.phone ?? ''),
    queryFn: () => api.orders.listGuestOrders(lookup),
  });
}

/** Runs only once the guest gave an email or a phone number. */
export function useGuestOrders(lookup: GuestLookup) {
  return useQuery({ ...guestOrdersQueryOptions(lookup), enabled: Boolean(lookup.email || lookup.phone) });
}
