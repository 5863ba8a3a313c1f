import { type CartLine, cartLinePriceCents, paths, productImage, toCents } from '@souk/core';
import { Link, Picture, t } from '@souk/ui';
import { Minus, Pencil, Plus, Trash2, X } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { useFormatMoney } from '../../../shop/components/use-format-money.js';
import type { CartLineChange } from '../api/update-cart.js';

// the add-ons dialog (and the dialog code under it) downloads when a shopper opens it, not with the cart
const EditAddonsDialog = lazy(() =>
  import('./edit-addons-dialog.js').then((module) => ({ default: module.EditAddonsDialog })),
);

export interface CartLineItemProps {
  line: CartLine;
  sellerName: string;
  /** Set for an out-of-stock line: the stock the shop has left (spec §4 Cart stock split). */
  availableStock?: number;
  disabled?: boolean;
  onChange: (change: CartLineChange) => void;
}

/**
 * One cart line (spec §2 Cart): image, name, chosen add-ons (each removable, and Edit add-ons when the
 * product offers some — spec §7 update-cart-item), quantity − / +, the line price by the core rule (spec §9)
 * and Remove.
 */
export function CartLineItem({ line, sellerName, availableStock, disabled, onChange }: CartLineItemProps) {
  const { name, slug, images } = line.productInfo;
  const offered = line.productInfo.addons ?? [];
  const [editing, setEditing] = useState(false);
  const format = useFormatMoney();
  const money = (cents: number) => format(cents, line.productInfo.currency);
  const href = slug ? paths.productDetails(sellerName, slug) : paths.productById(sellerName, line.productId);
  return (
    <li className="flex gap-4 py-4" data-slot="cart-line">
      <Picture
        src={productImage(line.selectedImage ? [line.selectedImage] : images)}
        alt=""
        width={80}
        height={80}
        sizes="80px"
        className="size-20 shrink-0 rounded-lg border border-gray-100 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <Link href={href} className="font-medium text-ink hover:text-brand-700">
            {name}
          </Link>
          <span data-slot="line-price" className="font-semibold text-ink tabular-nums">
            {money(cartLinePriceCents(line))}
          </span>
        </div>
        {availableStock !== undefined && (
          <p className="text-sm text-sale">
            {t('Only {available} in stock — you asked for {quantity}.', {
              available: availableStock,
              quantity: line.quantity,
            })}
          </p>
        )}
        {line.addons.length > 0 && (
          <ul aria-label={t('Add-ons of {name}', { name })} className="flex flex-wrap gap-2">
            {line.addons.map((addon, index) => (
              <li
                key={`${addon.text}-${addon.price}`}
                className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs text-brand-700"
              >
                {addon.text} (+{money(toCents(addon.price))})
                <button
                  type="button"
                  disabled={disabled}
                  aria-label={t('Remove add-on {addon}', { addon: addon.text })}
                  onClick={() =>
                    onChange({
                      kind: 'addons',
                      cartId: line._id,
                      addons: line.addons.filter((_, other) => other !== index),
                    })
                  }
                  className="cursor-pointer rounded-full hover:text-sale disabled:cursor-not-allowed"
                >
                  <X aria-hidden="true" className="size-3" />
                </button>
              </li>
            ))}
          </ul>
        )}
        {offered.length > 0 && (
          <div>
            <button
              type="button"
              disabled={disabled}
              onClick={() => setEditing(true)}
              aria-label={t('Edit add-ons of {name}', { name })}
              className={buttonClass('ghost', 'sm', '-ms-3 text-brand-700')}
            >
              <Pencil aria-hidden="true" />
              {t('Edit add-ons')}
            </button>
            {editing && (
              <Suspense fallback={null}>
                <EditAddonsDialog
                  open
                  onOpenChange={setEditing}
                  productName={name}
                  currency={line.productInfo.currency}
                  offered={offered}
                  chosen={line.addons}
                  onSave={(addons) => onChange({ kind: 'addons', cartId: line._id, addons })}
                />
              </Suspense>
            )}
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="inline-flex items-center rounded-lg border border-gray-200">
            <button
              type="button"
              aria-label={t('Decrease quantity of {name}', { name })}
              // spec §5: the minus button does nothing at 1
              disabled={disabled || line.quantity <= 1}
              onClick={() => onChange({ kind: 'decrease', cartId: line._id })}
              className={buttonClass('ghost', 'icon', 'rounded-e-none')}
            >
              <Minus aria-hidden="true" />
            </button>
            <span className="w-10 text-center text-sm font-medium tabular-nums">
              <span className="sr-only">{t('Quantity')} </span>
              {line.quantity}
            </span>
            <button
              type="button"
              aria-label={t('Increase quantity of {name}', { name })}
              disabled={disabled}
              onClick={() => onChange({ kind: 'increase', cartId: line._id })}
              className={buttonClass('ghost', 'icon', 'rounded-s-none')}
            >
              <Plus aria-hidden="true" />
            </button>
          </div>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChange({ kind: 'remove', cartId: line._id })}
            aria-label={t('Remove {name}', { name })}
            className={buttonClass('ghost', 'sm', 'text-sale hover:text-sale')}
          >
            <Trash2 aria-hidden="true" />
            {t('Remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
