import {
  formatMoney,
  type Product,
  paths,
  prepareSearch,
  productImage,
  searchResultLinks,
  unitPriceCents,
} from '@souk/core';
import { buttonVariants, cn, HighlightedText, Picture, useDebouncedValue } from '@souk/ui';
import { Search } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { leavePortal } from '../../../lib/leave-portal.js';
import { useSuggestions } from '../api/get-suggestions.js';
import { SEARCH_TEXTS } from '../search-texts.js';

/** Typing settles this long before suggestions are asked for: a fast typist sends one request per word. */
export const SUGGESTION_DELAY_MS = 150;

export interface SearchBoxProps extends Omit<React.ComponentProps<'form'>, 'onSubmit'> {
  /** The term already searched (the results page shows it in the box). */
  initialValue?: string;
  size?: 'md' | 'lg';
}

/** A suggestion: a product, or, when nothing matched, the close spelling that has results. */
type Suggestion = Product | string;

/**
 * The portal's search box (spec §2, §5): Enter or the button opens the results page for the trimmed,
 * URL-encoded term — a blank one never submits. As the shopper types, the best matches show below (ARIA
 * combobox with a listbox), the matched words marked; when none matched but a close spelling would,
 * 'Did you mean "…"?' is the one suggestion. Arrow keys move through them, Enter opens the highlighted
 * product in its shop (or the suggested spelling's results), Escape closes the list (and clears the box
 * when the list is already closed).
 */
export function SearchBox({ initialValue = '', size = 'md', className, ...props }: SearchBoxProps) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initialValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const prepared = prepareSearch(value);
  const settled = useDebouncedValue(prepared?.term ?? '', SUGGESTION_DELAY_MS);
  const suggestions = useSuggestions(settled);
  const answer = prepared && settled !== '' ? suggestions.data : undefined;
  // nothing matched: the close spelling that has results is the one suggestion
  const options: Suggestion[] =
    answer?.products.length === 0 && answer.didYouMean ? [answer.didYouMean] : (answer?.products ?? []);
  const expanded = open && options.length > 0;
  const highlighted = expanded && active < options.length ? active : -1;

  function openSuggestion(suggestion: Suggestion) {
    setOpen(false);
    if (typeof suggestion === 'string') navigate(paths.globalSearch(suggestion));
    else leavePortal(searchResultLinks(suggestion).viewDetails);
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // spec §5: only a non-blank trimmed term searches; paths encode it
    if (!prepared) return;
    setOpen(false);
    navigate(paths.globalSearch(prepared.term));
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!expanded) {
          setOpen(true);
          setActive(step === 1 ? 0 : options.length - 1);
          return;
        }
        if (highlighted === -1) setActive(step === 1 ? 0 : options.length - 1);
        else setActive((highlighted + step + options.length) % options.length);
        return;
      }
      case 'Enter': {
        const suggestion = highlighted >= 0 ? options[highlighted] : undefined;
        if (suggestion !== undefined) {
          event.preventDefault();
          openSuggestion(suggestion);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value !== '') {
          event.preventDefault();
          setValue('');
        }
        return;
      default:
    }
  }

  const large = size === 'lg';
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form's search role is the landmark every reader knows; <search> is new
    <form
      role="search"
      noValidate
      onSubmit={submit}
      data-slot="search-box"
      className={cn('relative w-full', className)}
      {...props}
    >
      <label htmlFor={id} className="sr-only">
        Search products in every shop
      </label>
      <div className="flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className={cn(
              'pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted',
              large ? 'size-5' : 'size-4',
            )}
          />
          <input
            id={id}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder="Search products in every shop"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            className={cn(
              'w-full min-w-0 rounded-lg border border-gray-300 bg-white pr-3 text-ink shadow-xs outline-none placeholder:text-muted focus:border-brand-500 focus:ring-2 focus:ring-brand-100',
              large ? 'h-12 pl-11 text-base' : 'h-10 pl-9 text-sm',
            )}
          />
        </div>
        <button type="submit" className={buttonVariants({ size: large ? 'lg' : 'md' })}>
          <Search aria-hidden="true" className="sm:hidden" />
          <span className="max-sm:sr-only">Search</span>
        </button>
      </div>
      <div
        id={listboxId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-lg border border-gray-200 bg-white py-1 text-left shadow-lg"
      >
        {options.map((suggestion, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: WAI-ARIA combobox: the keys are handled on the input, whose aria-activedescendant names the option
          <div
            key={typeof suggestion === 'string' ? suggestion : suggestion._id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === highlighted}
            // keeps the focus in the box: a click must not close the list before it lands
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openSuggestion(suggestion)}
            onMouseMove={() => {
              if (index !== highlighted) setActive(index);
            }}
            className={cn(
              'flex cursor-pointer items-center gap-3 px-3 py-2',
              index === highlighted && 'bg-brand-50',
            )}
          >
            {typeof suggestion === 'string' ? (
              <span className="text-sm text-ink">
                {SEARCH_TEXTS.didYouMean[0]}
                <span className="font-semibold text-brand-700">{suggestion}</span>
                {SEARCH_TEXTS.didYouMean[1]}
              </span>
            ) : (
              <>
                <Picture
                  src={productImage(suggestion.images)}
                  alt=""
                  width={40}
                  height={40}
                  sizes="40px"
                  className="size-10 shrink-0 rounded-md bg-gray-50 object-cover"
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-medium text-ink">
                    <HighlightedText text={suggestion.name} ranges={answer?.highlights?.[suggestion._id]} />
                  </span>
                  <span className="truncate text-xs text-muted">
                    by {searchResultLinks(suggestion).shopLabel}
                  </span>
                </span>
                <span className="shrink-0 text-sm font-semibold text-ink">
                  {formatMoney(unitPriceCents(suggestion.price, suggestion.discount), {
                    currency: suggestion.currency,
                  })}
                </span>
              </>
            )}
          </div>
        ))}
      </div>
    </form>
  );
}
