import type { SellerCategory } from '@souk/core';
import { Modal } from '@souk/ui';
import type * as React from 'react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { FIELD_CLASS } from '../../../components/text-field.js';

export interface DeleteCategoryDialogProps {
  category: SellerCategory;
  /** The shop's other categories: where the products can go. */
  others: readonly SellerCategory[];
  busy: boolean;
  error?: string | undefined;
  onClose: () => void;
  onDelete: (moveTo: string | undefined) => void;
}

function productsText(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

/** Deleting a category; one with products first moves them to another category the seller picks. */
export function DeleteCategoryDialog({
  category,
  others,
  busy,
  error,
  onClose,
  onDelete,
}: DeleteCategoryDialogProps) {
  const selectId = useId();
  const [moveTo, setMoveTo] = useState(others[0]?._id ?? '');
  const inUse = category.productCount > 0;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onDelete(inUse ? moveTo : undefined);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Delete "${category.name}"?`}
      description={
        inUse
          ? `It has ${productsText(category.productCount)}: choose the category they move to.`
          : 'It has no products. This cannot be undone.'
      }
      size="sm"
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        {inUse &&
          (others.length > 0 ? (
            <div>
              <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-ink">
                Move its {productsText(category.productCount)} to
              </label>
              <select
                id={selectId}
                value={moveTo}
                onChange={(event) => setMoveTo(event.target.value)}
                className={`${FIELD_CLASS} border-gray-300`}
              >
                {others.map((other) => (
                  <option key={other._id} value={other._id}>
                    {other.name}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              Add another category first: its products need one to move to.
            </p>
          ))}
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <button type="button" className={buttonClass('outline')} onClick={onClose}>
            Keep it
          </button>
          <button
            type="submit"
            disabled={busy || (inUse && !moveTo)}
            className={buttonClass('primary', 'md', 'bg-sale hover:bg-sale/90 disabled:hover:bg-sale')}
          >
            {inUse ? 'Move products and delete' : 'Delete category'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
