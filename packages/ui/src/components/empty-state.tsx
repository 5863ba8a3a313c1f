import { PackageSearch } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn.js';

export interface EmptyStateProps extends Omit<React.ComponentProps<'section'>, 'title'> {
  title: string;
  description?: string;
  /** Icon above the title; a search-box icon by default. */
  icon?: React.ReactNode;
}

/** What a list shows when it has nothing: a title, an explanation and optional suggestions or actions. */
export function EmptyState({ title, description, icon, children, className, ...props }: EmptyStateProps) {
  return (
    <section
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-dashed border-gray-300 bg-gray-50/60 px-6 py-12 text-center',
        className,
      )}
      {...props}
    >
      <div
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600 [&_svg]:size-6"
      >
        {icon ?? <PackageSearch />}
      </div>
      <h2 className="text-lg font-semibold text-ink">{title}</h2>
      {description && <p className="max-w-md text-sm text-muted">{description}</p>}
      {children && <div className="mt-2 flex flex-col items-center gap-3 text-sm text-muted">{children}</div>}
    </section>
  );
}
