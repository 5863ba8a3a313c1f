import { SellerProductPatchSchema } from '@souk/core';
import { cn } from '@souk/ui';
import type * as React from 'react';
import { useEffect, useId, useState } from 'react';
import { FIELD_CLASS } from '../../../components/text-field.js';
import { errorMessage } from '../../../lib/error-message.js';

export type InlineField = 'price' | 'discount' | 'stock';

export interface InlineEditCellProps {
  field: InlineField;
  /** The accessible name ("Price of Linen Shirt"). */
  label: string;
  value: number;
  /** Sends the new value; rejects with the reason to show at the cell. */
  onSave: (value: number) => Promise<unknown>;
  /** The value as shown while not being edited, for a suffix ("%"). */
  suffix?: string;
}

/**
 * A number edited in its list cell: saved on Enter or when the field is left, checked first with the
 * API's own PATCH schema; Escape puts the saved value back. The reason a save failed stays at the cell.
 */
export function InlineEditCell({ field, label, value, onSave, suffix }: InlineEditCellProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // a saved (or rolled back) value arriving from the list shows, unless the seller is typing a new one
  useEffect(() => {
    if (!saving) setText(String(value));
  }, [value, saving]);

  async function commit() {
    const trimmed = text.trim();
    const number = trimmed === '' ? Number.NaN : Number(trimmed);
    if (number === value) {
      setError(null);
      setText(String(value));
      return;
    }
    const checked = SellerProductPatchSchema.safeParse({ [field]: number });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Invalid value');
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSave(checked.data[field] as number);
    } catch (failure) {
      setError(errorMessage(failure, 'Not saved'));
      setText(String(value));
    } finally {
      setSaving(false);
    }
  }

  function keyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
    } else if (event.key === 'Escape') {
      setText(String(value));
      setError(null);
    }
  }

  return (
    <div className="min-w-20">
      <div className="flex items-center gap-1">
        <input
          id={id}
          aria-label={label}
          inputMode={field === 'stock' ? 'numeric' : 'decimal'}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-busy={saving || undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => void commit()}
          onKeyDown={keyDown}
          className={cn(
            FIELD_CLASS,
            'w-20 px-2 py-1.5 tabular-nums',
            error ? 'border-sale' : 'border-gray-200 hover:border-gray-400',
          )}
        />
        {suffix && <span className="text-muted">{suffix}</span>}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 max-w-48 text-xs text-sale">
          {error}
        </p>
      )}
    </div>
  );
}
