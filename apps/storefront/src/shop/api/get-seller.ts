import { resolveSeller } from '@souk/core';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.js';
import { local, sessionStore } from '../../stores/session.js';

/** Resolves a shop name to its seller (spec §4), stored in session and local storage. */
export function sellerQueryOptions(sellerName: string) {
  return queryOptions({
    queryKey: ['seller', sellerName],
    queryFn: () =>
      resolveSeller(sellerName, {
        lookupByName: async (name) => (await api.seller.findByName(name)).seller,
        lookupById: async (id) => (await api.seller.findById(id)).seller,
        storage: { session: sessionStore, local },
      }),
    staleTime: 5 * 60_000,
  });
}

export function useSellerResolution(sellerName: string) {
  return useSuspenseQuery(sellerQueryOptions(sellerName));
}
