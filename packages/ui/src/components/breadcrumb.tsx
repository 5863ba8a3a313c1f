import { ChevronRight } from 'lucide-react';
import type * as React from 'react';
import { t } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';
import { Link } from '../lib/link.js';

export interface BreadcrumbItem {
  label: string;
  /** In-app path; the last item (the current page) is never a link. */
  href?: string;
}

export interface BreadcrumbProps extends React.ComponentProps<'nav'> {
  items: BreadcrumbItem[];
}

/** Where the page sits (Home > Search Results): a labelled nav, the last item marked as the current page. */
export function Breadcrumb({ items, className, ...props }: BreadcrumbProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('Breadcrumb')} data-slot="breadcrumb" className={cn('text-sm', className)} {...props}>
      <ol className="flex flex-wrap items-center gap-1.5 text-muted">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.href ?? ''}|${item.label}`} className="inline-flex min-w-0 items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="truncate font-medium text-ink">
                  {item.label}
                </span>
              ) : item.href !== undefined ? (
                <Link
                  href={item.href}
                  className="truncate rounded-sm transition-colors hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {item.label}
                </Link>
              ) : (
                <span className="truncate">{item.label}</span>
              )}
              {!last && <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 rtl:-scale-x-100" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
