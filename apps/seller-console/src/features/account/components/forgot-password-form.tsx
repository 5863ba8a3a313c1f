import {
  fieldErrorsFromIssues,
  RequestSellerPasswordResetBodySchema,
  SELLER_PASSWORD_RESET_MINUTES,
} from '@souk/core';
import { Link } from '@souk/ui';
import type * as React from 'react';
import { useState } from 'react';
import { AuthCard } from '../../../components/auth-card.js';
import { buttonClass } from '../../../components/button-class.js';
import { TextField } from '../../../components/text-field.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useRequestPasswordReset } from '../api/account-actions.js';

/** Asks for a reset link by mail; the answer is the same whether the address has an account or not. */
export function ForgotPasswordForm({ loginHref }: { loginHref: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const request = useRequestPasswordReset();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = RequestSellerPasswordResetBodySchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrorsFromIssues<'email'>(parsed.error.issues).email);
      return;
    }
    setError(undefined);
    request.mutate(parsed.data.email);
  }

  return (
    <AuthCard
      title="Forgot your password?"
      intro={`Enter your account's e-mail: we send a link to choose a new password, valid for ${SELLER_PASSWORD_RESET_MINUTES} minutes.`}
    >
      {request.isSuccess ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {request.data.message}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.target.value);
              setError(undefined);
            }}
          />
          {request.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {errorMessage(request.error, 'Could not send the reset link')}
            </p>
          )}
          <button
            type="submit"
            disabled={request.isPending}
            className={buttonClass('primary', 'lg', 'w-full')}
          >
            {request.isPending ? 'Sending…' : 'Send reset link'}
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link href={loginHref} className="font-medium text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
