import {
  ConfirmCustomerPasswordResetBodySchema,
  fieldErrorsFromIssues,
  PASSWORD_RESET_FAILED,
  PASSWORDS_DIFFER,
  RESET_LINK_INVALID,
} from '@souk/core';
import { Link, t } from '@souk/ui';
import type * as React from 'react';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useConfirmPasswordReset } from '../api/password-reset.js';
import { AccountCard } from './account-card.js';
import { AccountField } from './account-field.js';

type Errors = { password?: string | undefined; confirm?: string | undefined; token?: string | undefined };

export interface ResetPasswordFormProps {
  /** The mailed link's token (from its `?token=`); empty when the link came without one. */
  token: string;
  loginHref: string;
  /** Where to ask for a new link when this one is no good. */
  forgotHref: string;
}

/**
 * Chooses a new password with a mailed reset link (issue 17): typed twice, checked with the server's own
 * rules before sending; on success, a link to sign in with it.
 */
export function ResetPasswordForm({ token, loginHref, forgotHref }: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const reset = useConfirmPasswordReset();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ConfirmCustomerPasswordResetBodySchema.safeParse({ token, password });
    const fields = parsed.success ? {} : fieldErrorsFromIssues<'token' | 'password'>(parsed.error.issues);
    const next: Errors = {
      password: fields.password,
      // the link is the token's field: a link without one is simply not a working link
      token: fields.token ? RESET_LINK_INVALID : undefined,
      confirm: password === confirm ? undefined : PASSWORDS_DIFFER,
    };
    setErrors(next);
    if (!parsed.success || next.confirm) return;
    reset.mutate({ token, password });
  }

  if (reset.isSuccess) {
    return (
      <AccountCard title={t('Password changed')}>
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {t(reset.data.message)}
        </p>
        <Link href={loginHref} className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
          {t('Sign In')}
        </Link>
      </AccountCard>
    );
  }

  const failure =
    errors.token ?? (reset.isError ? errorMessage(reset.error, PASSWORD_RESET_FAILED) : undefined);

  return (
    <AccountCard title={t('Choose a new password')} intro={t('At least 8 characters. The link works once.')}>
      <form noValidate onSubmit={submit} className="space-y-4">
        <AccountField
          label={t('New password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          error={errors.password}
          onChange={(value) => {
            setPassword(value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
        />
        <AccountField
          label={t('Confirm new password')}
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          error={errors.confirm}
          onChange={(value) => {
            setConfirm(value);
            setErrors((current) => ({ ...current, confirm: undefined }));
          }}
        />
        {failure && (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <p>{t(failure)}</p>
            <Link href={forgotHref} className="mt-1 inline-block font-medium underline">
              {t('Ask for a new link')}
            </Link>
          </div>
        )}
        <button type="submit" disabled={reset.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
          {reset.isPending ? t('Saving...') : t('Set new password')}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link href={loginHref} className="font-medium text-brand-700 hover:underline">
          {t('Back to sign in')}
        </Link>
      </p>
    </AccountCard>
  );
}
