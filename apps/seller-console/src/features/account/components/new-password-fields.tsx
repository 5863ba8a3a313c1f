import { TextField } from '../../../components/text-field.js';

export { PASSWORDS_DIFFER } from '@souk/core';

export interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  passwordError?: string | undefined;
  confirmError?: string | undefined;
}

/** A new password typed twice (the reset page and the account's change form). */
export function NewPasswordFields({
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  passwordError,
  confirmError,
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label="New password"
        name="new-password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        error={passwordError}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <TextField
        label="Confirm new password"
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        required
        value={confirm}
        error={confirmError}
        onChange={(event) => onConfirmChange(event.target.value)}
      />
    </>
  );
}
