import { fieldErrorsFromIssues, LoginBodySchema, RegisterBodySchema } from '@souk/core';
import { Link, t, toast } from '@souk/ui';
import type * as React from 'react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { errorMessage } from '../../../lib/error-message.js';
import { type AuthRequest, useAuthenticate } from '../api/authenticate.js';

type Field = 'name' | 'email' | 'password';

const MODES = {
  login: {
    title: /*i18n*/ 'Sign In',
    intro: /*i18n*/ 'Welcome back! Sign in to see your orders and wishlist.',
    submit: /*i18n*/ 'Sign In',
    busy: /*i18n*/ 'Signing in...',
    fields: ['email', 'password'],
    // spec §8 Auth
    fallback: /*i18n*/ 'Login failed',
    switchText: /*i18n*/ 'New here?',
    switchLabel: /*i18n*/ 'Create an account',
  },
  register: {
    title: /*i18n*/ 'Create Account',
    intro: /*i18n*/ 'Register to follow your orders and keep your wishlist on every device.',
    submit: /*i18n*/ 'Register',
    busy: /*i18n*/ 'Registering...',
    fields: ['name', 'email', 'password'],
    fallback: /*i18n*/ 'Registration failed',
    switchText: /*i18n*/ 'Already have an account?',
    switchLabel: /*i18n*/ 'Sign in',
  },
} as const satisfies Record<AuthRequest['kind'], unknown>;

const LABELS: Record<Field, string> = {
  name: /*i18n*/ 'Name',
  email: /*i18n*/ 'Email',
  password: /*i18n*/ 'Password',
};
const TYPES: Record<Field, string> = { name: 'text', email: 'email', password: 'password' };

export interface AuthFormProps {
  mode: AuthRequest['kind'];
  /** The other auth page (sign in ↔ register). */
  switchHref: string;
  /** Called once the token is stored, e.g. to go to the dashboard. */
  onSuccess: () => void;
  /** The forgotten password page, linked from the sign-in form (issue 17). */
  forgotHref?: string;
}

/**
 * The sign-in and register form (issue 6): name (register only), email and password, checked with core's
 * request schemas before sending; a failed call toasts the server's message, else 'Login failed' /
 * 'Registration failed' (spec §8).
 */
export function AuthForm({ mode, switchHref, onSuccess, forgotHref }: AuthFormProps) {
  const text = MODES[mode];
  const id = useId();
  const [form, setForm] = useState<Record<Field, string>>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const authenticate = useAuthenticate();

  function change(field: Field, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request: AuthRequest | null = (() => {
      const parsed =
        mode === 'login'
          ? LoginBodySchema.safeParse({ email: form.email, password: form.password })
          : RegisterBodySchema.safeParse(form);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsFromIssues<Field>(parsed.error.issues);
        setErrors(fieldErrors);
        document.getElementById(`${id}-${Object.keys(fieldErrors)[0]}`)?.focus();
        return null;
      }
      return mode === 'login'
        ? { kind: 'login', body: { email: form.email, password: form.password } }
        : { kind: 'register', body: { name: form.name, email: form.email, password: form.password } };
    })();
    if (!request) return;
    setErrors({});
    authenticate.mutate(request, {
      onSuccess: () => onSuccess(),
      onError: (error) => toast.error(t(errorMessage(error, text.fallback))),
    });
  }

  return (
    <main className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink">{t(text.title)}</h1>
        <p className="mt-1 text-sm text-muted">{t(text.intro)}</p>
        <form noValidate onSubmit={submit} className="mt-6 space-y-4">
          {text.fields.map((field) => {
            const inputId = `${id}-${field}`;
            const error = errors[field];
            return (
              <div key={field}>
                <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
                  {t(LABELS[field])}
                </label>
                <input
                  id={inputId}
                  name={field}
                  type={TYPES[field]}
                  required
                  value={form[field]}
                  autoComplete={
                    field === 'password' ? (mode === 'login' ? 'current-password' : 'new-password') : field
                  }
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  onChange={(event) => change(field, event.target.value)}
                  className={`w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 ${error ? 'border-sale' : 'border-gray-300'}`}
                />
                {error && (
                  <p id={`${inputId}-error`} className="mt-1 text-sm text-sale">
                    {t(error)}
                  </p>
                )}
              </div>
            );
          })}
          {forgotHref && (
            <p className="text-end text-sm">
              <Link href={forgotHref} className="font-medium text-brand-700 hover:underline">
                {t('Forgot password?')}
              </Link>
            </p>
          )}
          <button
            type="submit"
            disabled={authenticate.isPending}
            className={buttonClass('primary', 'lg', 'w-full')}
          >
            {authenticate.isPending ? t(text.busy) : t(text.submit)}
          </button>
        </form>
        <p className="mt-6 text-center text-sm text-muted">
          {t(text.switchText)}{' '}
          <Link href={switchHref} className="font-medium text-brand-700 hover:underline">
            {t(text.switchLabel)}
          </Link>
        </p>
      </div>
    </main>
  );
}
