import type { GuestLookup } from '@souk/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersApi } from '../../../lib/orders-api.js';
import { orderKeys } from '../../../shop/api/order-keys.js';

/**
 * A guest's orders found by email or phone (spec §7 guest-orders), with the guest the server matched.
 */
export function guestOrdersQueryOptions(lookup: GuestLookup) {
  return queryOptions({
    queryKey: orderKeys.guestList(lookup.email ?? '', lookup.phone ?? ''),
    queryFn: () => ordersApi.listGuestOrders(lookup),
  });
}

/** Runs only once the guest gave an email or a phone number. */
export function useGuestOrders(lookup: GuestLookup) {
  return useQuery({ ...guestOrdersQueryOptions(lookup), enabled: Boolean(lookup.email || lookup.phone) });
}
