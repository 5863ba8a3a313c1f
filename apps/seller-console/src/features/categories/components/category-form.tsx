import { fieldErrorsFromIssues, type SellerCategoryInput, SellerCategoryInputSchema } from '@souk/core';
import type * as React from 'react';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { TextField } from '../../../components/text-field.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useImageInput } from '../../../lib/image-input.js';

type Errors = Partial<Record<keyof SellerCategoryInput, string>>;

export interface CategoryFormProps {
  initial?: SellerCategoryInput;
  submitLabel: string;
  busy: boolean;
  /** Saves; rejects with the server's refusal (a taken name), shown at the name. */
  onSubmit: (input: SellerCategoryInput) => Promise<unknown>;
  onCancel?: () => void;
  nameLabel?: string;
}

/** A category's name and image, checked with core's schema before it is sent. */
export function CategoryForm({
  initial = { name: '', image: '' },
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  nameLabel = 'Category name',
}: CategoryFormProps) {
  const ImageInput = useImageInput();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = SellerCategoryInputSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrorsFromIssues<keyof SellerCategoryInput>(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await onSubmit(parsed.data);
      if (!onCancel) setForm({ name: '', image: '' });
    } catch (error) {
      setErrors({ name: errorMessage(error, 'Could not save the category') });
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="space-y-4">
        <TextField
          label={nameLabel}
          name="name"
          required
          maxLength={100}
          value={form.name}
          error={errors.name}
          onChange={(event) => {
            setForm({ ...form, name: event.target.value });
            setErrors({ ...errors, name: undefined });
          }}
        />
        <ImageInput
          label="Category image"
          value={form.image}
          error={errors.image}
          onChange={(image) => setForm({ ...form, image })}
        />
      </div>
      <div className="flex gap-2 sm:pt-7">
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={buttonClass('outline')} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
