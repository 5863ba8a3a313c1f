import { type SellerSignupBody, shopAddressProblem } from '@souk/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { signIn } from '../../../stores/seller-session.js';
import { signupApi } from './signup-api.js';

/** How long the address must stay unchanged before it is checked: a check per pause, not per key. */
export const NAME_CHECK_DELAY_MS = 400;

function useDebounced<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The server's word on a shop address, once typing pauses; only for an address the rule allows (the form
 * shows the rule's own message at once, without a call). `checking` while the typed address is not yet
 * the one answered.
 */
export function useShopNameAvailable(name: string) {
  const settled = useDebounced(name, NAME_CHECK_DELAY_MS);
  const query = useQuery({
    queryKey: ['seller-signup', 'name-available', settled],
    queryFn: () => signupApi.nameAvailable(settled),
    enabled: shopAddressProblem(settled) === null,
    staleTime: 10_000,
    retry: false,
  });
  return { ...query, checking: settled !== name || query.isFetching };
}

export function useSignUp() {
  return useMutation({ mutationFn: (body: SellerSignupBody) => signupApi.signUp(body) });
}

/** Opens the shop with the mailed link's token and signs its seller in (whatever was loaded goes first). */
export function useVerifySignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => signupApi.verify(token),
    onSuccess: ({ token }) => {
      queryClient.clear();
      signIn(token);
    },
  });
}
