import { ChangeSellerPasswordBodySchema, fieldErrorsFromIssues } from '@souk/core';
import { toast } from '@souk/ui';
import type * as React from 'react';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { TextField } from '../../../components/text-field.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useChangePassword } from '../api/account-actions.js';
import { NewPasswordFields, PASSWORDS_DIFFER } from './new-password-fields.js';

type Errors = {
  currentPassword?: string | undefined;
  newPassword?: string | undefined;
  confirm?: string | undefined;
};

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/** Changes the password (the current one first); the server ends every other session. */
export function ChangePasswordForm() {
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePassword();

  function set(field: keyof typeof EMPTY, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { currentPassword: form.currentPassword, newPassword: form.newPassword };
    const parsed = ChangeSellerPasswordBodySchema.safeParse(body);
    const fields = parsed.success
      ? {}
      : fieldErrorsFromIssues<'currentPassword' | 'newPassword'>(parsed.error.issues);
    const next: Errors = {
      ...fields,
      confirm: form.newPassword === form.confirm ? undefined : PASSWORDS_DIFFER,
    };
    setErrors(next);
    if (!parsed.success || next.confirm) return;
    change.mutate(body, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setForm(EMPTY);
      },
      onError: (error) => {
        const message = errorMessage(error, 'Could not change your password');
        // the server names the field it refuses (a wrong current password)
        if (/current/i.test(message)) setErrors({ currentPassword: message });
        else toast.error(message);
      },
    });
  }

  return (
    <section aria-labelledby="change-password" className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 id="change-password" className="text-lg font-semibold text-ink">
        Change password
      </h2>
      <p className="mt-1 text-sm text-muted">Every other device signed in to this account is signed out.</p>
      <form noValidate onSubmit={submit} className="mt-4 max-w-md space-y-4">
        <TextField
          label="Current password"
          name="current-password"
          type="password"
          autoComplete="current-password"
          required
          value={form.currentPassword}
          error={errors.currentPassword}
          onChange={(event) => set('currentPassword', event.target.value)}
        />
        <NewPasswordFields
          password={form.newPassword}
          confirm={form.confirm}
          onPasswordChange={(value) => set('newPassword', value)}
          onConfirmChange={(value) => set('confirm', value)}
          passwordError={errors.newPassword}
          confirmError={errors.confirm}
        />
        <button type="submit" disabled={change.isPending} className={buttonClass('primary')}>
          {change.isPending ? 'Saving…' : 'Change password'}
        </button>
      </form>
    </section>
  );
}
