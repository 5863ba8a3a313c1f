import { useSearchParams } from 'react-router-dom';
import {
  subscribersPageFromSearch,
  subscribersQueryOptions,
} from '../../features/newsletter/api/get-subscribers.js';
import { NewsletterSubscribers } from '../../features/newsletter/components/newsletter-subscribers.js';
import { usePageTitle } from '../../lib/page-title.js';
import { prefetch } from '../../lib/prefetch.js';

export function loader({ request }: { request: Request }) {
  return prefetch(subscribersQueryOptions(subscribersPageFromSearch(new URL(request.url).searchParams)));
}

/** `/seller/newsletter?page=` (issue 22): the shop's newsletter subscribers and their CSV. */
export function Component() {
  usePageTitle('Newsletter');
  const [search, setSearch] = useSearchParams();
  return (
    <NewsletterSubscribers
      page={subscribersPageFromSearch(search)}
      onPageChange={(page) => setSearch(page > 1 ? { page: String(page) } : {})}
    />
  );
}
