import { type Product, SellerProductPatchSchema } from '@souk/core';
import { cn, t, toast } from '@souk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { errorMessage } from '../../../lib/error-message.js';
import { adminApi } from '../api/admin-api.js';
import { AdminField } from './admin-field.js';
import { fieldErrors, numberFromText } from './field-errors.js';

export interface ProductQuickEditProps {
  product: Product;
  /** Under a product card: a smaller button and form. */
  compact?: boolean;
  /** The price and stock as shoppers see them, shown while not editing. */
  children?: React.ReactNode;
}

export const PRODUCT_SAVED = /*i18n*/ 'Price and stock saved';

/**
 * Admin mode's in-place edit of a product's price and stock (issue 18), saved with PATCH
 * /seller/products/{id} after the core schema's checks. A price shows on every screen (cards, lists, the
 * cart), so a save refreshes every cached query, and the screen shows the new values.
 */
export function ProductQuickEdit({ product, compact = false, children }: ProductQuickEditProps) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [price, setPrice] = useState('');
  const [stock, setStock] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: (patch: { price: number; stock: number }) => adminApi.patchProduct(product._id, patch),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      setEditing(false);
      toast.success(t(PRODUCT_SAVED));
    },
  });

  const start = () => {
    setPrice(String(product.price));
    setStock(String(product.stock));
    setErrors({});
    save.reset();
    setEditing(true);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = SellerProductPatchSchema.safeParse({
      price: numberFromText(price),
      stock: numberFromText(stock),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate({ price: parsed.data.price ?? product.price, stock: parsed.data.stock ?? product.stock });
  };

  if (!editing) {
    return (
      <div data-slot="admin-product" className={cn('flex flex-col items-start gap-2', compact && 'pt-2')}>
        {children}
        <button
          type="button"
          onClick={start}
          // the visible words first, then which product: every card has this button
          aria-label={t('Edit price and stock of {name}', { name: product.name })}
          className={buttonClass('outline', 'sm', 'border-dashed border-amber-500 text-amber-900')}
        >
          <Pencil aria-hidden="true" />
          {t('Edit price and stock')}
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('Price and stock of {name}', { name: product.name })}
      data-slot="admin-product"
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-dashed border-amber-500 bg-amber-50 p-3',
        compact && 'mt-2',
      )}
    >
      <div className={cn('grid gap-3', compact ? 'grid-cols-1' : 'grid-cols-2 sm:max-w-sm')}>
        <AdminField
          label={t('Price ({currency})', { currency: product.currency })}
          inputMode="decimal"
          value={price}
          onChange={setPrice}
          error={errors.price}
        />
        <AdminField
          label={t('Stock')}
          inputMode="numeric"
          value={stock}
          onChange={setStock}
          error={errors.stock}
        />
      </div>
      {save.isError && (
        <p role="alert" className="text-sm text-sale">
          {t(errorMessage(save.error, /*i18n*/ 'Failed to save the product'))}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={save.isPending} className={buttonClass('primary', 'sm')}>
          {save.isPending ? t('Saving...') : t('Save')}
        </button>
        <button type="button" onClick={() => setEditing(false)} className={buttonClass('outline', 'sm')}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
