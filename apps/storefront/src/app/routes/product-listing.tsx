import { t } from '@souk/ui';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { useLocation, useSearchParams } from 'react-router-dom';
import { LISTING_TEXTS } from '../../features/catalogue/listing-texts.js';
import { ListingPage, type ListingQuery, loadListing } from '../listing-page.js';

/** Spec §2: the listing sorts high to low by default. */
const DEFAULT_SORT = 'high-to-low';

/** `/shops` lists everything; `/products` also reads `?category=` and a search `?value=` (spec §2). */
function listingQuery(pathname: string, search: URLSearchParams): ListingQuery {
  if (pathname.endsWith('/shops')) return { category: '', searchValue: '' };
  return { category: search.get('category')?.trim() ?? '', searchValue: search.get('value')?.trim() ?? '' };
}

export function loader({ params, request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return loadListing(params.sellerName, DEFAULT_SORT, listingQuery(url.pathname, url.searchParams));
}

/** Product listing, `/shops` and `/products` (spec §2). */
export function Component() {
  const location = useLocation();
  const [search] = useSearchParams();
  const query = listingQuery(location.pathname, search);
  const title = query.searchValue
    ? LISTING_TEXTS.listingSearchTitle(query.searchValue)
    : query.category || t(LISTING_TEXTS.listingTitle);
  return <ListingPage {...query} title={title} defaultSort={DEFAULT_SORT} />;
}
