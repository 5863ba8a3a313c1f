import { fieldErrorsFromIssues, LoginBodySchema } from '@souk/core';
import { Link } from '@souk/ui';
import type * as React from 'react';
import { useState } from 'react';
import { AuthCard } from '../../../components/auth-card.js';
import { buttonClass } from '../../../components/button-class.js';
import { TextField } from '../../../components/text-field.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useSignIn } from '../api/account-actions.js';

type Field = 'email' | 'password';

export interface LoginFormProps {
  forgotPasswordHref: string;
  /** Where a visitor without a shop opens one. */
  signupHref?: string | undefined;
  /** Called once the token is stored (to go to `next` or the dashboard). */
  onSignedIn: () => void;
  /** Why the seller is here (their session ended): shown above the form. */
  notice?: string | undefined;
}

/** Sign-in with e-mail and password, checked with core's schema first; the server's refusal shows in the form. */
export function LoginForm({ forgotPasswordHref, signupHref, onSignedIn, notice }: LoginFormProps) {
  const [form, setForm] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const signIn = useSignIn();

  function change(field: Field, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = LoginBodySchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues<Field>(parsed.error.issues));
      return;
    }
    setErrors({});
    signIn.mutate(form, { onSuccess: () => onSignedIn() });
  }

  return (
    <AuthCard title="Sign in" intro="Run your shop: orders, payments, messages and reviews.">
      {notice && (
        <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {notice}
        </p>
      )}
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          error={errors.email}
          onChange={(event) => change('email', event.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={form.password}
          error={errors.password}
          onChange={(event) => change('password', event.target.value)}
        />
        {signIn.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {errorMessage(signIn.error, 'Sign-in failed')}
          </p>
        )}
        <button type="submit" disabled={signIn.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
          {signIn.isPending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link href={forgotPasswordHref} className="font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </p>
      {signupHref && (
        <p className="mt-3 text-center text-sm text-muted">
          No shop yet?{' '}
          <Link href={signupHref} className="font-medium text-brand-700 hover:underline">
            Open a shop
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
