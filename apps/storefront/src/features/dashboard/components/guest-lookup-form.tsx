import { type GuestLookup, validateGuestLookup } from '@souk/core';
import { t } from '@souk/ui';
import type * as React from 'react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';

export interface GuestLookupFormProps {
  initial: GuestLookup;
  onLookup: (lookup: GuestLookup) => void;
  isSearching?: boolean;
}

/** Guest order tracking by email or phone (spec §5: 'Please enter either email or phone number'). */
export function GuestLookupForm({ initial, onLookup, isSearching }: GuestLookupFormProps) {
  const id = useId();
  const [email, setEmail] = useState(initial.email ?? '');
  const [phone, setPhone] = useState(initial.phone ?? '');
  const [error, setError] = useState<string | null>(null);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateGuestLookup({ email, phone });
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    onLookup(checked.value);
  }

  const input =
    'w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30';
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-describedby={error ? `${id}-error` : undefined}
      className="rounded-xl border border-gray-200 bg-white p-4 sm:p-6"
    >
      <p className="mb-4 text-sm text-muted">
        {t('Enter the email or phone number you used at checkout to see your orders.')}
      </p>
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-email`} className="mb-1.5 block text-sm font-medium text-ink">
            {t('Email')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={input}
          />
        </div>
        <div>
          <label htmlFor={`${id}-phone`} className="mb-1.5 block text-sm font-medium text-ink">
            {t('Phone')}
          </label>
          <input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            className={input}
          />
        </div>
        <button type="submit" disabled={isSearching} className={buttonClass('primary')}>
          {isSearching ? t('Searching...') : t('Track Orders')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-3 text-sm text-sale">
          {t(error)}
        </p>
      )}
    </form>
  );
}
