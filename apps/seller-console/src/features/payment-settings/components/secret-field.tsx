import { type MaskedSecret, PAYMENT_FIELD_LABELS, type PaymentSettingsField } from '@souk/core';
import { useId } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { TextField } from '../../../components/text-field.js';

/**
 * A write-only secret: once saved it shows only `••••1234` (or "Saved" when too short to show any of it),
 * with Replace (an empty password input, never prefilled) and Remove. Unsaved, it is an empty input.
 */
export function SecretField({
  field,
  masked,
  value,
  error,
  onChange,
}: {
  field: string;
  masked: MaskedSecret | undefined;
  /** undefined: unchanged; a string: the new value being typed; null: to be removed. */
  value: string | null | undefined;
  error?: string | undefined;
  onChange: (value: string | null | undefined) => void;
}) {
  const id = useId();
  const label = PAYMENT_FIELD_LABELS[field as PaymentSettingsField] ?? field;
  if (!masked?.set || typeof value === 'string') {
    return (
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={label}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={value ?? ''}
            error={error}
            hint={masked?.set ? 'The saved value stays until you save a new one.' : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
        {masked?.set && (
          <button
            type="button"
            className={buttonClass('outline', 'sm', masked?.set ? 'mb-6' : '')}
            onClick={() => onChange(undefined)}
            aria-label={`Cancel replacing the ${label.toLowerCase()}`}
          >
            Cancel
          </button>
        )}
      </div>
    );
  }
  const removed = value === null;
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-ink">{label}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <span
          className="rounded-lg border border-gray-200 bg-gray-50 px-3 py-2 font-mono text-sm text-ink"
          aria-describedby={error ? `${id}-error` : undefined}
        >
          {removed ? 'Will be removed' : masked.last4 ? `••••${masked.last4}` : 'Saved'}
        </span>
        {removed ? (
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            aria-label={`Keep the ${label.toLowerCase()}`}
            onClick={() => onChange(undefined)}
          >
            Keep
          </button>
        ) : (
          <>
            <button
              type="button"
              className={buttonClass('outline', 'sm')}
              data-error={error ? 'true' : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              aria-label={`Replace the ${label.toLowerCase()}`}
              onClick={() => onChange('')}
            >
              Replace
            </button>
            <button
              type="button"
              className={buttonClass('ghost', 'sm')}
              aria-label={`Remove the ${label.toLowerCase()}`}
              onClick={() => onChange(null)}
            >
              Remove
            </button>
          </>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-sale">
          {error}
        </p>
      )}
    </fieldset>
  );
}
