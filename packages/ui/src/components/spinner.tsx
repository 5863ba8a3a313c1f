import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { t } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';

export interface SpinnerProps extends React.ComponentProps<'div'> {
  /** Read by screen readers; visually hidden. 'Loading' (translated) by default. */
  label?: string;
}

/** A loading indicator announced as a status. */
export function Spinner({ label, className, ...props }: SpinnerProps) {
  return (
    <div
      role="status"
      data-slot="spinner"
      className={cn('flex items-center justify-center p-4 text-brand-600', className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
      <span className="sr-only">{label ?? t('Loading')}</span>
    </div>
  );
}
