import {
  ChangeCustomerPasswordBodySchema,
  fieldErrorsFromIssues,
  PASSWORD_CHANGE_FAILED,
  PASSWORDS_DIFFER,
  SIGN_OUT_FAILED,
} from '@souk/core';
import { t } from '@souk/ui';
import { LogOut } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useChangePassword, useSignOutEverywhere } from '../api/account-security.js';
import { AccountField } from './account-field.js';

type Field = 'currentPassword' | 'newPassword' | 'confirm';
type Errors = Partial<Record<Field, string | undefined>>;

/**
 * The password change of a signed-in customer (issue 19): the current password and a new one typed twice,
 * checked with the server's own rules before sending. The server signs the customer out on their other
 * devices; this one stays signed in.
 */
function ChangePasswordForm() {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePassword();

  function set(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { currentPassword: values.currentPassword, newPassword: values.newPassword };
    const parsed = ChangeCustomerPasswordBodySchema.safeParse(body);
    const fields = parsed.success
      ? {}
      : fieldErrorsFromIssues<'currentPassword' | 'newPassword'>(parsed.error.issues);
    const next: Errors = {
      ...fields,
      confirm: values.newPassword === values.confirm ? undefined : PASSWORDS_DIFFER,
    };
    setErrors(next);
    if (!parsed.success || next.confirm) return;
    change.mutate(body, {
      onSuccess: () => setValues({ currentPassword: '', newPassword: '', confirm: '' }),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t('Change password')}>
      <AccountField
        label={t('Current password')}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        value={values.currentPassword}
        error={errors.currentPassword}
        onChange={(value) => set('currentPassword', value)}
      />
      <AccountField
        label={t('New password')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        value={values.newPassword}
        error={errors.newPassword}
        onChange={(value) => set('newPassword', value)}
      />
      <AccountField
        label={t('Confirm new password')}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirm}
        error={errors.confirm}
        onChange={(value) => set('confirm', value)}
      />
      {change.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {t(errorMessage(change.error, PASSWORD_CHANGE_FAILED))}
        </p>
      )}
      {change.isSuccess && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {t(change.data.message)}
        </p>
      )}
      <button type="submit" disabled={change.isPending} className={buttonClass('primary', 'md')}>
        {change.isPending ? t('Saving...') : t('Change password')}
      </button>
    </form>
  );
}

/** Ends every session of the customer — other phones and computers, and this browser — then hands over. */
function SignOutEverywhere({ onSignedOut }: { onSignedOut: () => void }) {
  const signOutEverywhere = useSignOutEverywhere(onSignedOut);
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        {t(
          'Signed in on a device you no longer use, or on someone else’s? Sign out everywhere, this browser included.',
        )}
      </p>
      {signOutEverywhere.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {t(errorMessage(signOutEverywhere.error, SIGN_OUT_FAILED))}
        </p>
      )}
      <button
        type="button"
        disabled={signOutEverywhere.isPending}
        className={buttonClass('outline', 'md')}
        onClick={() => signOutEverywhere.mutate()}
      >
        <LogOut aria-hidden="true" />
        {signOutEverywhere.isPending ? t('Signing out...') : t('Sign out of all devices')}
      </button>
    </div>
  );
}

/**
 * The signed-in customer's account security on the dashboard (issue 19): change the password, and sign
 * out of all devices. `onSignedOut` runs once every session has ended (e.g. to go to the shop home).
 */
export function AccountSecurity({ onSignedOut }: { onSignedOut: () => void }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8 rounded-xl border border-gray-200 bg-white p-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        {t('Account security')}
      </h2>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <div>
          <h3 className="mb-3 text-sm font-semibold text-ink">{t('Change password')}</h3>
          <ChangePasswordForm />
        </div>
        <div>
          <h3 className="mb-3 text-sm font-semibold text-ink">{t('Your devices')}</h3>
          <SignOutEverywhere onSignedOut={onSignedOut} />
        </div>
      </div>
    </section>
  );
}
