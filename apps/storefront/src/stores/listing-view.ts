import { proxy } from 'valtio';

export type ListingView = 'grid' | 'list';

/** How product lists are laid out (spec §2: grid by default), kept while the shopper moves between pages. */
export const listingView = proxy<{ view: ListingView }>({ view: 'grid' });

export function setListingView(view: ListingView): void {
  listingView.view = view;
}
