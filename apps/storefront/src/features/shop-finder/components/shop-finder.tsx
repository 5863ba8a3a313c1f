import { normalizeShopInput, prepareShopLookup, shopLookupPath } from '@souk/core';
import { t } from '@souk/ui';
import { LoaderCircle, Search } from 'lucide-react';
import type * as React from 'react';
import { useId, useRef, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { useFindShop } from '../api/find-shop.js';

export interface ShopFinderProps {
  /** Opens a shop's path; the app passes its router's navigate. */
  onNavigate: (path: string) => void;
}

/**
 * The shop lookup of the not-found page (spec §2, §4, §5): spaces become hyphens as the visitor types,
 * typing clears the error, a blank name never submits; a found shop — or a network failure (spec §8) —
 * opens `/{name lowercased}`, no such shop shows the not-found message.
 */
export function ShopFinder({ onNavigate }: ShopFinderProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const find = useFindShop();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const name = prepareShopLookup(value);

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!name || find.isPending) return;
    find.mutate(name, {
      onSuccess: (seller) => {
        if (seller) onNavigate(shopLookupPath(name));
        else {
          // core `shopNotFoundMessage`, translated
          setError(t('Shop "{name}" not found. Please check the shop name and try again.', { name }));
          // the button was disabled while searching, which dropped focus: bring it back to the name to fix,
          // the caret after the text
          const field = input.current;
          field?.focus();
          field?.setSelectionRange(field.value.length, field.value.length);
        }
      },
      onError: () => onNavigate(shopLookupPath(name)),
    });
  }

  return (
    <form onSubmit={submit} noValidate className="w-full">
      <label htmlFor={id} className="mb-2 block text-sm font-medium text-ink">
        {t('Enter the shop name')}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          ref={input}
          id={id}
          type="text"
          value={value}
          onChange={(event) => {
            setValue(normalizeShopInput(event.target.value));
            setError(null);
          }}
          placeholder={t('e.g. urban-threads')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-12 w-full min-w-0 rounded-lg border border-gray-300 bg-white px-4 text-base text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 sm:flex-1"
        />
        <button type="submit" disabled={!name || find.isPending} className={buttonClass('primary', 'lg')}>
          {find.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Search aria-hidden="true" />
          )}
          {find.isPending ? t('Searching...') : t('Find My Shop')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-3 text-sm font-medium text-sale">
          {error}
        </p>
      )}
    </form>
  );
}
