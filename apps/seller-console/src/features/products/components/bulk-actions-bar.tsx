import { type SellerCategory, type SellerProductBulkBody, SellerProductBulkBodySchema } from '@souk/core';
import { Modal } from '@souk/ui';
import type * as React from 'react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { FIELD_CLASS } from '../../../components/text-field.js';

export interface BulkActionsBarProps {
  count: number;
  categories: readonly SellerCategory[];
  busy: boolean;
  /** Runs one action on the selection (the ids are the parent's). */
  onAction: (action: Omit<SellerProductBulkBody, 'ids'>) => void;
  onClearSelection: () => void;
}

/**
 * What can be done to the selected products at once: publish, unpublish, set the category, adjust the
 * stock by ± units, delete (after a confirmation).
 */
export function BulkActionsBar({ count, categories, busy, onAction, onClearSelection }: BulkActionsBarProps) {
  const categoryId = useId();
  const stockId = useId();
  const [category, setCategory] = useState('');
  const [delta, setDelta] = useState('');
  const [deltaError, setDeltaError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const products = `${count} ${count === 1 ? 'product' : 'products'}`;

  function adjustStock(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const stockDelta = delta.trim() === '' ? Number.NaN : Number(delta);
    // the API's own rule for the change (a whole number), with its message
    const checked = SellerProductBulkBodySchema.shape.stockDelta.safeParse(stockDelta);
    if (!checked.success || stockDelta === 0) {
      setDeltaError(checked.error?.issues[0]?.message ?? 'Enter how many units to add or remove');
      return;
    }
    setDeltaError(null);
    onAction({ action: 'adjust-stock', stockDelta });
    setDelta('');
  }

  return (
    <section
      aria-label="Bulk actions"
      className="mb-4 flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 lg:flex-row lg:flex-wrap lg:items-end"
    >
      <p className="text-sm font-medium text-ink lg:mr-2 lg:self-center" aria-live="polite">
        {products} selected
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          className={buttonClass('outline', 'md')}
          onClick={() => onAction({ action: 'publish' })}
        >
          Publish
        </button>
        <button
          type="button"
          disabled={busy}
          className={buttonClass('outline', 'md')}
          onClick={() => onAction({ action: 'unpublish' })}
        >
          Unpublish
        </button>
      </div>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onAction({ action: 'set-category', category });
        }}
      >
        <div>
          <label htmlFor={categoryId} className="mb-1 block text-xs font-medium text-muted">
            Category
          </label>
          <select
            id={categoryId}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className={`${FIELD_CLASS} border-gray-300 py-2`}
          >
            <option value="">No category</option>
            {categories.map((item) => (
              <option key={item._id} value={item.name}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={busy} className={buttonClass('outline', 'md', 'shrink-0')}>
          Set category
        </button>
      </form>
      <form className="flex items-start gap-2" onSubmit={adjustStock} noValidate>
        <div>
          <label htmlFor={stockId} className="mb-1 block text-xs font-medium text-muted">
            Stock change (±)
          </label>
          <input
            id={stockId}
            inputMode="numeric"
            value={delta}
            placeholder="e.g. 10 or -5"
            aria-invalid={deltaError ? true : undefined}
            aria-describedby={deltaError ? `${stockId}-error` : undefined}
            onChange={(event) => setDelta(event.target.value)}
            className={`${FIELD_CLASS} w-32 py-2 ${deltaError ? 'border-sale' : 'border-gray-300'}`}
          />
          {deltaError && (
            <p id={`${stockId}-error`} className="mt-1 text-xs text-sale">
              {deltaError}
            </p>
          )}
        </div>
        <button type="submit" disabled={busy} className={buttonClass('outline', 'md', 'mt-5 shrink-0')}>
          Adjust stock
        </button>
      </form>
      <div className="flex flex-wrap gap-2 lg:ml-auto">
        <button
          type="button"
          disabled={busy}
          className={buttonClass(
            'outline',
            'md',
            'border-red-200 text-sale hover:border-sale hover:text-sale',
          )}
          onClick={() => setConfirming(true)}
        >
          Delete
        </button>
        <button type="button" className={buttonClass('ghost', 'md')} onClick={onClearSelection}>
          Clear selection
        </button>
      </div>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${products}?`}
        description="They leave the shop, search and the portal. This cannot be undone."
        size="sm"
      >
        <div className="flex justify-end gap-3">
          <button type="button" className={buttonClass('outline')} onClick={() => setConfirming(false)}>
            Keep them
          </button>
          <button
            type="button"
            disabled={busy}
            className={buttonClass('primary', 'md', 'bg-sale hover:bg-sale/90 disabled:hover:bg-sale')}
            onClick={() => {
              setConfirming(false);
              onAction({ action: 'delete' });
            }}
          >
            Delete {products}
          </button>
        </div>
      </Modal>
    </section>
  );
}
