import type { Addon, SelectedAddon } from '@souk/core';
import { Modal, t } from '@souk/ui';
import { useState } from 'react';
import { AddonFields, selectedAddons } from '../../../components/addon-fields.js';
import { buttonClass } from '../../../components/button-class.js';

export interface EditAddonsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productName: string;
  currency: string;
  /** What the product offers. */
  offered: readonly Addon[];
  /** What the line has chosen now. */
  chosen: readonly SelectedAddon[];
  onSave: (addons: SelectedAddon[]) => void;
}

/**
 * The line's choices laid over the offered add-ons: an option is chosen when the line holds an option of
 * that add-on with the same text (prices come from the server, which may have changed since).
 */
export function chosenByAddon(
  offered: readonly Addon[],
  chosen: readonly SelectedAddon[],
): Record<number, SelectedAddon[]> {
  const texts = new Set(chosen.map((addon) => addon.text));
  const value: Record<number, SelectedAddon[]> = {};
  offered.forEach((addon, index) => {
    const options = addon.options.filter((option) => texts.has(option.text));
    // a drop-down or radio group holds one option at most
    value[index] =
      addon.type === 'Drop-Down List' || addon.type === 'Radio Buttons' ? options.slice(0, 1) : options;
  });
  return value;
}

/**
 * Edit add-ons of a cart line (spec §2 Cart "edit add-ons", §7 update-cart-item): the product's add-on
 * fields prefilled with the line's choices. Saving sends the choices; the server prices them.
 */
export function EditAddonsDialog({
  open,
  onOpenChange,
  productName,
  currency,
  offered,
  chosen,
  onSave,
}: EditAddonsDialogProps) {
  const [value, setValue] = useState(() => chosenByAddon(offered, chosen));
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('Edit add-ons: {product}', { product: productName })}
      size="sm"
    >
      <form
        className="flex flex-col gap-6 p-5"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(selectedAddons(value));
          onOpenChange(false);
        }}
      >
        <AddonFields addons={offered} currency={currency} value={value} onChange={setValue} />
        <div className="flex justify-end gap-3">
          <button type="button" className={buttonClass('outline')} onClick={() => onOpenChange(false)}>
            {t('Cancel')}
          </button>
          <button type="submit" className={buttonClass('primary')}>
            {t('Save Add-ons')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
