import type { ChangeCustomerPasswordBody } from '@souk/core';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/auth-api.js';
import { useForgetCustomer } from './sign-out.js';

/**
 * Ends every session of the customer on the server (this one too), then forgets the customer here and
 * hands over. Both run in the hook's own callback: forgetting the customer unmounts the signed-in screens,
 * and a callback given to `mutate` would not run after that.
 */
export function useSignOutEverywhere(onSignedOut: () => void) {
  const forget = useForgetCustomer();
  return useMutation({
    mutationFn: () => authApi.logoutEverywhere(),
    onSuccess: () => {
      forget();
      onSignedOut();
    },
  });
}

/**
 * Changes the signed-in customer's password: the server ends every other session of theirs, and this one
 * stays signed in with the same token.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangeCustomerPasswordBody) => authApi.changePassword(body),
  });
}
