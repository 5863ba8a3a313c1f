import {
  fieldErrorsFromIssues,
  PASSWORD_RESET_FAILED,
  PASSWORD_RESET_MINUTES,
  RequestCustomerPasswordResetBodySchema,
} from '@souk/core';
import { Link, t } from '@souk/ui';
import type * as React from 'react';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useRequestPasswordReset } from '../api/password-reset.js';
import { AccountCard } from './account-card.js';
import { AccountField } from './account-field.js';

export interface ForgotPasswordFormProps {
  /** The shop asked from: the mailed link leads back to its pages. */
  sellerName: string;
  loginHref: string;
}

/**
 * Asks for a password reset link by mail (issue 17) and shows the server's answer, which is the same
 * whether the address has an account or not.
 */
export function ForgotPasswordForm({ sellerName, loginHref }: ForgotPasswordFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const request = useRequestPasswordReset();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = RequestCustomerPasswordResetBodySchema.safeParse({ email, sellerName });
    if (!parsed.success) {
      setError(fieldErrorsFromIssues<'email'>(parsed.error.issues).email);
      return;
    }
    setError(undefined);
    request.mutate(parsed.data);
  }

  return (
    <AccountCard
      title={t('Forgot your password?')}
      intro={t(
        "Enter your account's email: we will send you a link to choose a new password, valid for {minutes} minutes.",
        { minutes: PASSWORD_RESET_MINUTES },
      )}
    >
      {request.isSuccess ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {t(request.data.message)}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <AccountField
            label={t('Email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            error={error}
            onChange={(value) => {
              setEmail(value);
              setError(undefined);
            }}
          />
          {request.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {t(errorMessage(request.error, PASSWORD_RESET_FAILED))}
            </p>
          )}
          <button
            type="submit"
            disabled={request.isPending}
            className={buttonClass('primary', 'lg', 'w-full')}
          >
            {request.isPending ? t('Sending...') : t('Send reset link')}
          </button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link href={loginHref} className="font-medium text-brand-700 hover:underline">
          {t('Back to sign in')}
        </Link>
      </p>
    </AccountCard>
  );
}
