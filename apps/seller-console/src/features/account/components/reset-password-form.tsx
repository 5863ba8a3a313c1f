import { ConfirmSellerPasswordResetBodySchema, fieldErrorsFromIssues } from '@souk/core';
import { Link } from '@souk/ui';
import type * as React from 'react';
import { useState } from 'react';
import { AuthCard } from '../../../components/auth-card.js';
import { buttonClass } from '../../../components/button-class.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useConfirmPasswordReset } from '../api/account-actions.js';
import { NewPasswordFields, PASSWORDS_DIFFER } from './new-password-fields.js';

type Errors = { password?: string | undefined; confirm?: string | undefined; token?: string | undefined };

/** Chooses a new password with the mailed link's token (single use, 30 minutes). */
export function ResetPasswordForm({ token, loginHref }: { token: string; loginHref: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const reset = useConfirmPasswordReset();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ConfirmSellerPasswordResetBodySchema.safeParse({ token, password });
    const fields = parsed.success ? {} : fieldErrorsFromIssues<'token' | 'password'>(parsed.error.issues);
    const next: Errors = { ...fields, confirm: password === confirm ? undefined : PASSWORDS_DIFFER };
    setErrors(next);
    if (!parsed.success || next.confirm) return;
    reset.mutate({ token, password });
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password changed">
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {reset.data.message}
        </p>
        <Link href={loginHref} className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
          Sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Choose a new password" intro="At least 8 characters. The link works once.">
      <form noValidate onSubmit={submit} className="space-y-4">
        <NewPasswordFields
          password={password}
          confirm={confirm}
          onPasswordChange={(value) => {
            setPassword(value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          onConfirmChange={(value) => {
            setConfirm(value);
            setErrors((current) => ({ ...current, confirm: undefined }));
          }}
          passwordError={errors.password}
          confirmError={errors.confirm}
        />
        {(errors.token || reset.isError) && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {errors.token ?? errorMessage(reset.error, 'Could not reset your password')}
          </p>
        )}
        <button type="submit" disabled={reset.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
          {reset.isPending ? 'Saving…' : 'Set new password'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link href={loginHref} className="font-medium text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthCard>
  );
}
