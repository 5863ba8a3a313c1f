import { cn } from '@souk/ui';
import type * as React from 'react';

export interface PortalFooterProps extends React.ComponentProps<'footer'> {
  /** The copyright year; the current year by default. */
  year?: number;
}

/**
 * The portal's footer: what Souk is and the copyright — kept clear of the floating chat button: beside its
 * corner from lg; below lg the body ends with room as high as its dock (FloatingActions).
 */
export function PortalFooter({ year = new Date().getFullYear(), className, ...props }: PortalFooterProps) {
  return (
    <footer className={cn('mt-auto bg-ink text-white', className)} {...props}>
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-8 text-sm sm:flex-row sm:items-center sm:justify-between sm:pl-6 lg:pr-24">
        <p className="text-white/80">Independent sellers, one search away.</p>
        <p className="text-white/80">© {year} Souk</p>
      </div>
    </footer>
  );
}
