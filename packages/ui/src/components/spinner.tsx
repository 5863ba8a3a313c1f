import { LoaderCircle } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn.js';

export interface SpinnerProps extends React.ComponentProps<'div'> {
  /** Read by screen readers; visually hidden. */
  label?: string;
}

/** A loading indicator announced as a status. */
export function Spinner({ label = 'Loading', className, ...props }: SpinnerProps) {
  return (
    <div
      role="status"
      data-slot="spinner"
      className={cn('flex items-center justify-center p-4 text-brand-600', className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
