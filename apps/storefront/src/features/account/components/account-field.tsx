import { t } from '@souk/ui';
import type * as React from 'react';
import { useId } from 'react';

export interface AccountFieldProps extends Omit<React.ComponentProps<'input'>, 'id' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's message, announced with it. */
  error?: string | undefined;
}

/**
 * The message core's `PASSWORD_TOO_SHORT` builds from its minimum, written out for the message catalogue:
 * the fields show their messages through `t`.
 */
export const PASSWORD_TOO_SHORT_MESSAGE = /*i18n*/ 'Password must be at least 8 characters long';

/** A labelled input of the account screens, with its message below it. */
export function AccountField({ label, error, onChange, className, ...props }: AccountFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 ${error ? 'border-sale' : 'border-gray-300'} ${className ?? ''}`}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-sale">
          {t(error)}
        </p>
      )}
    </div>
  );
}
