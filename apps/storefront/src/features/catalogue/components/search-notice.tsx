import { LISTING_TEXTS } from '../listing-texts.js';
import { DidYouMean } from './did-you-mean.js';

export interface SearchNoticeProps {
  sellerName: string;
  /** What the shopper searched for. */
  searchValue: string;
  category?: string;
  /** The words the results match, when no product matched every word of the search. */
  showingResultsFor?: string | undefined;
  /** A close spelling that has results, when a word of the search matched nothing. */
  didYouMean?: string | undefined;
}

/**
 * The search engine's notes above the results: the words the results match when no product matched the
 * whole search, and a suggested spelling. Nothing when the search matched as typed.
 */
export function SearchNotice({
  sellerName,
  searchValue,
  category,
  showingResultsFor,
  didYouMean,
}: SearchNoticeProps) {
  if (!showingResultsFor && !didYouMean) return null;
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-ink">
      {showingResultsFor && (
        <>
          <p className="font-semibold break-words">{LISTING_TEXTS.showingResultsFor(showingResultsFor)}</p>
          {searchValue && <p className="break-words">{LISTING_TEXTS.noProductMatchesAll(searchValue)}</p>}
        </>
      )}
      {didYouMean && <DidYouMean sellerName={sellerName} suggestion={didYouMean} category={category} />}
    </div>
  );
}
