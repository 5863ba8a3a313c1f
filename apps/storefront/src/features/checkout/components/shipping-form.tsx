import {
  SHIPPING_FIELDS,
  type ShippingField,
  type ShippingFormInput,
  type ShippingInfo,
  validateShippingField,
  validateShippingInfo,
} from '@souk/core';
import { t } from '@souk/ui';
import type * as React from 'react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';

const LABELS: Record<ShippingField, string> = {
  name: /*i18n*/ 'Full Name',
  address: /*i18n*/ 'Address',
  email: /*i18n*/ 'Email',
  phone: /*i18n*/ 'Phone',
  post: /*i18n*/ 'Postal Code',
  province: /*i18n*/ 'Province',
  city: /*i18n*/ 'City',
  area: /*i18n*/ 'Area / Landmark',
};

const AUTOCOMPLETE: Record<ShippingField, string> = {
  name: 'name',
  address: 'street-address',
  email: 'email',
  phone: 'tel',
  post: 'postal-code',
  province: 'address-level1',
  city: 'address-level2',
  area: 'address-level3',
};

export interface ShippingFormProps {
  initial: ShippingInfo | null;
  initialNotes: string;
  onSave: (info: ShippingInfo, notes: string) => void;
}

/**
 * The shipping form (spec §4 Shipping form, §5): the eight required fields with core's messages, checked
 * on submit; once a field has been flagged, it is checked again as the shopper types. Order notes are
 * optional and never checked.
 */
export function ShippingForm({ initial, initialNotes, onSave }: ShippingFormProps) {
  const [form, setForm] = useState<ShippingFormInput>(() => ({ ...initial }));
  const [notes, setNotes] = useState(initialNotes);
  const [errors, setErrors] = useState<Partial<Record<ShippingField, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const id = useId();

  function change(field: ShippingField, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    if (submitted || errors[field]) {
      const checked = validateShippingField(field, value);
      setErrors((current) => ({ ...current, [field]: checked.ok ? undefined : checked.errors[field] }));
    }
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const checked = validateShippingInfo(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = SHIPPING_FIELDS.find((field) => checked.errors[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setErrors({});
    onSave(checked.value, notes);
  }

  const input =
    'w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-ink placeholder:text-muted/70 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30';

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-2"
      aria-label={t('Shipping information')}
    >
      {SHIPPING_FIELDS.map((field) => {
        const inputId = `${id}-${field}`;
        const error = errors[field];
        return (
          <div key={field} className={field === 'address' ? 'sm:col-span-2' : undefined}>
            <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-ink">
              {t(LABELS[field])}
            </label>
            <input
              id={inputId}
              name={field}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              autoComplete={AUTOCOMPLETE[field]}
              required
              value={form[field] ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => change(field, event.target.value)}
              className={`${input} ${error ? 'border-sale' : 'border-gray-300'}`}
            />
            {error && (
              <p id={`${inputId}-error`} className="mt-1 text-sm text-sale">
                {t(error)}
              </p>
            )}
          </div>
        );
      })}
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-notes`} className="mb-1.5 block text-sm font-medium text-ink">
          {t('Order Notes (optional)')}
        </label>
        <textarea
          id={`${id}-notes`}
          name="notes"
          rows={3}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          className={`${input} border-gray-300`}
        />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}>
          {t('Save Shipping Information')}
        </button>
      </div>
    </form>
  );
}
