import type * as React from 'react';
import { cn } from '../lib/cn.js';

export interface CountBadgeProps extends React.ComponentProps<'span'> {
  count: number;
}

/**
 * The small count bubble on the cart and wishlist icons; hidden at zero. It is decorative: the link it sits
 * on names the count in its accessible label.
 */
export function CountBadge({ count, className, ...props }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-slot="count-badge"
      className={cn(
        'absolute -end-1.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-sale px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white',
        className,
      )}
      {...props}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
