import { type AlertKind, BACK_IN_STOCK_LABEL, PRICE_DROP_LABEL } from '@souk/core';
import { t } from '@souk/ui';
import { BellRing } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '../../components/button-class.js';

// the form, its schema and its call are a chunk of their own, fetched when the shopper asks for it
const AlertForm = lazy(() => import('./alert-form.js'));

export interface ProductAlertProps {
  productId: string;
  kind: AlertKind;
  /** The button's extra classes (a wishlist card's is full width and small). */
  className?: string;
}

/**
 * "Tell me when it’s back" on an out-of-stock product, "Tell me if the price drops" on a wishlist item
 * (issue 22): a button that opens the e-mail form in place.
 */
export function ProductAlert({ productId, kind, className = '' }: ProductAlertProps) {
  const [open, setOpen] = useState(false);
  const label = t(kind === 'back_in_stock' ? BACK_IN_STOCK_LABEL : PRICE_DROP_LABEL);
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} className={buttonClass('outline', 'md', className)}>
        <BellRing aria-hidden="true" />
        {label}
      </button>
    );
  }
  return (
    <Suspense
      fallback={
        <p role="status" className="text-sm text-muted">
          {t('Loading…')}
        </p>
      }
    >
      <AlertForm productId={productId} kind={kind} label={label} />
    </Suspense>
  );
}
