import type { ChangeSellerPasswordBody, ConfirmSellerPasswordResetBody, LoginBody } from '@souk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signIn, signOut } from '../../../stores/seller-session.js';
import { accountApi } from './account-api.js';
import { accountKeys } from './account-keys.js';

/** Signs in and keeps the token; whatever an earlier seller loaded on this device is dropped first. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => accountApi.login(body),
    onSuccess: ({ token }) => {
      queryClient.clear();
      signIn(token);
    },
  });
}

/**
 * Ends this session (or all of them) on the server, then forgets the token and every loaded answer. The
 * token goes even when the call fails: the seller asked to be signed out.
 */
export function useSignOut({ everywhere = false }: { everywhere?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => (everywhere ? accountApi.logoutEverywhere() : accountApi.logout()),
    onSettled: () => {
      signOut();
      queryClient.clear();
    },
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => accountApi.revokeSession(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

/** Changes the password; the server ends every other session, so the list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeSellerPasswordBody) => accountApi.changePassword(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => accountApi.requestPasswordReset(email) });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: ConfirmSellerPasswordResetBody) => accountApi.confirmPasswordReset(body),
  });
}
