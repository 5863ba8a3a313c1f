import { paths } from '@souk/core';
import { useSearchParams } from 'react-router-dom';
import { useMe } from '../../features/account/api/get-me.js';
import { reviewsQueryFromSearch, reviewsQueryOptions } from '../../features/reviews/api/get-reviews.js';
import { ReviewsList } from '../../features/reviews/components/reviews-list.js';
import { usePageTitle } from '../../lib/page-title.js';
import { prefetch } from '../../lib/prefetch.js';

export function loader({ request }: { request: Request }) {
  return prefetch(reviewsQueryOptions(reviewsQueryFromSearch(new URL(request.url).searchParams)));
}

/** `/seller/reviews?rating=&visibility=&page=` */
export function Component() {
  usePageTitle('Reviews');
  const [search, setSearch] = useSearchParams();
  const me = useMe();
  const shopName = me.data?.shop.name;
  return (
    <ReviewsList
      query={reviewsQueryFromSearch(search)}
      onQueryChange={({ page, rating, visibility }) => {
        const params: Record<string, string> = {};
        if (rating) params.rating = String(rating);
        if (visibility !== 'all') params.visibility = visibility;
        if (page > 1) params.page = String(page);
        setSearch(params);
      }}
      productHref={(slug) => (shopName ? paths.productDetails(shopName, slug) : '#')}
    />
  );
}
