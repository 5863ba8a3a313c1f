import type { ConfirmCustomerPasswordResetBody, RequestCustomerPasswordResetBody } from '@souk/core';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '../../../lib/auth-api.js';

/**
 * Asks for a password reset link by mail (issue 17). The server answers alike whether the address has an
 * account, and the screen shows that answer.
 */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: RequestCustomerPasswordResetBody) => authApi.requestPasswordReset(body),
  });
}

/** Sets a new password with a mailed link's token; the shopper then signs in with it. */
export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: ConfirmCustomerPasswordResetBody) => authApi.confirmPasswordReset(body),
  });
}
