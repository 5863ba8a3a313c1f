import type * as React from 'react';
import { t } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';
import { Link } from '../lib/link.js';
import { CountBadge } from './count-badge.js';
import { DrawnIcon } from './drawn-icon.js';

export interface FloatingCartButtonProps extends Omit<React.ComponentProps<'a'>, 'href'> {
  href: string;
  count: number;
}

/**
 * The floating cart button (spec §2): a round link to the cart with the line count and its tooltip 'View
 * Cart (n item/items)'. Its accessible name, 'View Cart, n item/items', keeps the count out of brackets so
 * the visible badge number is part of the name (WCAG 2.5.3 Label in Name). It goes inside
 * `FloatingActions`, which places it.
 */
export function FloatingCartButton({ href, count, className, ...props }: FloatingCartButtonProps) {
  // core `cartButtonTooltip`'s text, translated
  const tooltip = t('View Cart ({count, plural, one {{count} item} other {{count} items}})', { count });
  return (
    <Link
      href={href}
      aria-label={t('View Cart, {count, plural, one {{count} item} other {{count} items}}', { count })}
      data-slot="floating-cart-button"
      className={cn(
        // placed by FloatingActions: 44 px in the phone's dock, 56 px in the desktop's corner
        'group relative flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-transform hover:scale-105 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:size-14',
        className,
      )}
      {...props}
    >
      <DrawnIcon name="shopping-cart" className="size-6" />
      <CountBadge count={count} />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute end-full me-3 rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white opacity-0 shadow transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
      >
        {tooltip}
      </span>
    </Link>
  );
}
