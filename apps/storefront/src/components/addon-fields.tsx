import { type Addon, type SelectedAddon, toCents } from '@souk/core';
import { t } from '@souk/ui';
import { useId } from 'react';
import { useFormatMoney } from '../shop/components/use-format-money.js';

export interface AddonFieldsProps {
  addons: readonly Addon[];
  currency: string;
  /** Chosen options per add-on, by the add-on's position. */
  value: Readonly<Record<number, SelectedAddon[]>>;
  onChange: (value: Record<number, SelectedAddon[]>) => void;
}

const FIELD =
  'h-10 w-full rounded-lg border border-gray-200 bg-white px-3 text-sm text-ink shadow-xs outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-100';

/** Every chosen add-on as the cart takes it: {text, price}. */
export function selectedAddons(value: Readonly<Record<number, readonly SelectedAddon[]>>): SelectedAddon[] {
  return Object.values(value).flat();
}

/**
 * The product's add-ons (spec §3): a 'Drop-Down List' is a select, 'Radio Buttons' a radio group, any
 * other type checkboxes. Option prices show beside their text.
 */
export function AddonFields({ addons, currency, value, onChange }: AddonFieldsProps) {
  const id = useId();
  const money = useFormatMoney();
  if (addons.length === 0) return null;
  const label = (option: SelectedAddon) =>
    option.price > 0 ? `${option.text} (+${money(toCents(option.price), currency)})` : option.text;
  const set = (index: number, chosen: SelectedAddon[]) => onChange({ ...value, [index]: chosen });

  return (
    <div className="flex flex-col gap-4">
      {addons.map((addon, index) => {
        const chosen = value[index] ?? [];
        const name = `${id}-addon-${index}`;
        if (addon.type === 'Drop-Down List') {
          return (
            <div key={name} className="flex flex-col gap-1.5">
              <label htmlFor={name} className="text-sm font-semibold text-ink">
                {addon.question}
              </label>
              <select
                id={name}
                className={FIELD}
                value={chosen[0] ? String(addon.options.indexOf(chosen[0])) : ''}
                onChange={(event) => {
                  const option = addon.options[Number(event.target.value)];
                  set(index, event.target.value === '' || !option ? [] : [option]);
                }}
              >
                <option value="">{t('Select an option')}</option>
                {addon.options.map((option, optionIndex) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed for the product; the index is their value
                  <option key={optionIndex} value={optionIndex}>
                    {label(option)}
                  </option>
                ))}
              </select>
            </div>
          );
        }
        const radio = addon.type === 'Radio Buttons';
        return (
          <fieldset key={name} className="flex flex-col gap-2">
            <legend className="mb-1.5 text-sm font-semibold text-ink">{addon.question}</legend>
            {addon.options.map((option, optionIndex) => {
              const inputId = `${name}-${optionIndex}`;
              const checked = chosen.includes(option);
              return (
                <div key={inputId} className="flex items-center gap-2.5">
                  <input
                    id={inputId}
                    type={radio ? 'radio' : 'checkbox'}
                    name={name}
                    checked={checked}
                    onChange={() => {
                      if (radio) set(index, [option]);
                      else
                        set(index, checked ? chosen.filter((item) => item !== option) : [...chosen, option]);
                    }}
                    className="size-4 shrink-0 cursor-pointer accent-brand-600"
                  />
                  <label htmlFor={inputId} className="cursor-pointer text-sm text-ink">
                    {label(option)}
                  </label>
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}
