import { cn } from '@souk/ui';
import type * as React from 'react';

export interface PortalFooterProps extends React.ComponentProps<'footer'> {
  /** The copyright year; the current year by default. */
  year?: number;
}

/**
 * The portal's footer: what Souk is and the copyright — kept clear of the floating chat button in the
 * bottom-right corner: beside it on wide screens, above it on phones (the bottom padding is its 48 px and
 * its 12 px offset, and some air).
 */
export function PortalFooter({ year = new Date().getFullYear(), className, ...props }: PortalFooterProps) {
  return (
    <footer className={cn('mt-auto bg-ink text-white', className)} {...props}>
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pt-8 pb-20 text-sm sm:flex-row sm:items-center sm:justify-between sm:pr-24 sm:pb-8 sm:pl-6">
        <p className="text-white/80">Independent sellers, one search away.</p>
        <p className="text-white/80">© {year} Souk</p>
      </div>
    </footer>
  );
}
