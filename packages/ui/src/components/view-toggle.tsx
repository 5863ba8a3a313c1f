import { LayoutGrid, List } from 'lucide-react';
import type * as React from 'react';
import { t } from '../i18n/i18n.js';
import { buttonVariants } from '../lib/button-variants.js';
import { cn } from '../lib/cn.js';

export type ProductView = 'grid' | 'list';

export interface ViewToggleProps extends React.ComponentProps<'fieldset'> {
  view: ProductView;
  onViewChange: (view: ProductView) => void;
}

const VIEWS = [
  { view: 'grid', label: /*i18n*/ 'Grid view', Icon: LayoutGrid },
  { view: 'list', label: /*i18n*/ 'List view', Icon: List },
] as const;

/** Grid / list switch of a product listing: two toggle buttons, the active one pressed. */
export function ViewToggle({ view, onViewChange, className, ...props }: ViewToggleProps) {
  return (
    <fieldset
      data-slot="view-toggle"
      className={cn('inline-flex gap-1 rounded-lg border border-gray-200 bg-white p-1 shadow-xs', className)}
      {...props}
    >
      <legend className="sr-only">{t('Product view')}</legend>
      {VIEWS.map(({ view: option, label, Icon }) => {
        const pressed = option === view;
        return (
          <button
            key={option}
            type="button"
            aria-label={t(label)}
            aria-pressed={pressed}
            title={t(label)}
            onClick={() => {
              if (!pressed) onViewChange(option);
            }}
            className={cn(
              buttonVariants({ variant: pressed ? 'primary' : 'ghost', size: 'icon-sm' }),
              pressed && 'shadow-none',
            )}
          >
            <Icon aria-hidden="true" />
          </button>
        );
      })}
    </fieldset>
  );
}
