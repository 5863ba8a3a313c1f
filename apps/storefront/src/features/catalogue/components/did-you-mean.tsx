import { paths } from '@souk/core';
import { cn, Link } from '@souk/ui';
import { LISTING_TEXTS } from '../listing-texts.js';

export interface DidYouMeanProps {
  sellerName: string;
  /** The close spelling the search engine suggests. */
  suggestion: string;
  /** The category the results are narrowed to, kept for the suggested search. */
  category?: string;
  className?: string;
}

/** 'Did you mean "{suggestion}"?', a link to the in-shop search for the suggestion. */
export function DidYouMean({ sellerName, suggestion, category, className }: DidYouMeanProps) {
  return (
    <p className={cn('text-sm', className)}>
      <Link
        href={paths.productSearch(sellerName, { value: suggestion, category: category || null })}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {LISTING_TEXTS.didYouMean(suggestion)}
      </Link>
    </p>
  );
}
