import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';

/** Looks a shop up by name (spec §7 GET /search-seller?name=): the seller, or null when there is none. */
export function useFindShop() {
  return useMutation({ mutationFn: async (name: string) => (await api.seller.findByName(name)).seller });
}
