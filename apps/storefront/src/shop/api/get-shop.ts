import {
  memoryStorage,
  resolveSeller,
  type SellerIdentity,
  type SellerStorages,
  storeSeller,
} from '@souk/core';
import { currentRenderScope } from '@souk/web';
import { queryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api-client.js';
import { local, sessionStore } from '../../stores/session.js';

/**
 * Where a resolved seller is kept: the browser's session and local storage (spec §3). A server render gets
 * a throw-away pair of its own, so one request's seller can never be another's stored-id fallback.
 */
function shopStorages(): SellerStorages {
  if (currentRenderScope()) return { session: memoryStorage(), local: memoryStorage() };
  return { session: sessionStore, local };
}

/** The query keys of shops resolved from the name in the address. */
export const shopKeys = {
  all: ['shop'] as const,
  resolution: (sellerName: string) => [...shopKeys.all, sellerName] as const,
};

/**
 * Resolves the shop a URL names to the seller that runs it (spec §4 Seller resolution), stored in session
 * and local storage.
 */
export function shopQueryOptions(sellerName: string) {
  return queryOptions({
    queryKey: shopKeys.resolution(sellerName),
    queryFn: () =>
      resolveSeller(sellerName, {
        lookupByName: async (name) => (await api.seller.findByName(name)).seller,
        lookupById: async (id) => (await api.seller.findById(id)).seller,
        storage: shopStorages(),
      }),
    staleTime: 5 * 60_000,
  });
}

/**
 * Keeps the open shop's seller in session and local storage, replacing another shop's (spec §3, §4). The
 * browser's own resolution stores it too, but a server-rendered page arrives with the seller resolved on the
 * server (its answer embedded), so the shop area stores it once it shows.
 */
export function useStoredShop({ id, name }: SellerIdentity): void {
  useEffect(() => {
    storeSeller({ session: sessionStore, local }, { id, name });
  }, [id, name]);
}
