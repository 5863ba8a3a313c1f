import { cn, Link } from '@souk/ui';
import type * as React from 'react';
import { SEARCH_TEXTS } from '../search-texts.js';

export interface DidYouMeanProps extends React.ComponentProps<'p'> {
  /** The close spelling that has results (the answer's `didYouMean`). */
  suggestion: string;
  /** Its results page. */
  href: string;
}

/** 'Did you mean "{suggestion}"?', the suggestion linking to its results. */
export function DidYouMean({ suggestion, href, className, ...props }: DidYouMeanProps) {
  const [before, after] = SEARCH_TEXTS.didYouMean;
  return (
    <p className={cn('text-base text-ink', className)} {...props}>
      {before}
      <Link
        href={href}
        className="rounded-sm font-semibold text-brand-700 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {suggestion}
      </Link>
      {after}
    </p>
  );
}
