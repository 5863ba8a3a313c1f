import { paginationWindow } from '@souk/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type * as React from 'react';
import { t } from '../i18n/i18n.js';
import { buttonVariants } from '../lib/button-variants.js';
import { cn } from '../lib/cn.js';

export interface PaginationProps extends React.ComponentProps<'nav'> {
  /** Current page, from 1. */
  page: number;
  total: number;
  perPage: number;
  onPageChange: (page: number) => void;
  /** Page buttons drawn at most (spec §9: 5; above 6 is set to 5). */
  maxButtons?: number;
}

/** Page buttons with previous/next (spec §9); renders nothing unless the total exceeds one page. */
export function Pagination({
  page,
  total,
  perPage,
  onPageChange,
  maxButtons,
  className,
  'aria-label': ariaLabel,
  ...props
}: PaginationProps) {
  const pager = paginationWindow({ page, total, perPage, maxButtons });
  if (!pager) return null;
  const go = (target: number) => {
    if (target !== pager.current) onPageChange(target);
  };
  return (
    <nav
      data-slot="pagination"
      aria-label={ariaLabel ?? t('Pagination')}
      className={cn('flex justify-center', className)}
      {...props}
    >
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          <button
            type="button"
            aria-label={t('Previous page')}
            disabled={!pager.hasPrevious}
            onClick={() => go(pager.current - 1)}
            className={buttonVariants({ variant: 'outline', size: 'icon' })}
          >
            <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
          </button>
        </li>
        {pager.pages.map((number) => {
          const current = number === pager.current;
          return (
            <li key={number}>
              <button
                type="button"
                aria-label={t('Page {number}', { number })}
                aria-current={current ? 'page' : undefined}
                onClick={() => go(number)}
                className={cn(
                  buttonVariants({ variant: current ? 'primary' : 'outline', size: 'icon' }),
                  'tabular-nums',
                )}
              >
                {number}
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            aria-label={t('Next page')}
            disabled={!pager.hasNext}
            onClick={() => go(pager.current + 1)}
            className={buttonVariants({ variant: 'outline', size: 'icon' })}
          >
            <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
