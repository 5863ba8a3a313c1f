import type * as React from 'react';
import { useId } from 'react';
import { t } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';

export interface CategoryCheckboxesProps extends Omit<React.ComponentProps<'fieldset'>, 'onToggle'> {
  categories: { name: string }[];
  /** Names of the ticked categories. */
  selected: string[];
  onToggle: (name: string) => void;
  /** 'Category' (translated) by default. */
  legend?: string;
}

/** The listing's category filter: one checkbox per category in a labelled group. */
export function CategoryCheckboxes({
  categories,
  selected,
  onToggle,
  legend,
  className,
  ...props
}: CategoryCheckboxesProps) {
  const id = useId();
  return (
    <fieldset
      data-slot="category-checkboxes"
      className={cn('flex min-w-0 flex-col gap-2', className)}
      {...props}
    >
      <legend className="mb-2 text-sm font-semibold text-ink">{legend ?? t('Category')}</legend>
      {categories.length === 0 && <p className="text-sm text-muted">{t('No categories yet.')}</p>}
      {categories.map((category, index) => {
        const inputId = `${id}-${index}`;
        return (
          <div key={category.name} className="flex items-center gap-2.5">
            <input
              id={inputId}
              type="checkbox"
              checked={selected.includes(category.name)}
              onChange={() => onToggle(category.name)}
              className="size-4 shrink-0 cursor-pointer rounded border-gray-300 accent-brand-600"
            />
            <label htmlFor={inputId} className="min-w-0 cursor-pointer text-sm break-words text-ink">
              {category.name}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}
