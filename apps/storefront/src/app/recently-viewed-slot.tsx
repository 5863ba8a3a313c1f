import { useHydrated } from '@souk/web';
import { lazy, Suspense } from 'react';
import type { RecentlyViewedProps } from '../shop/components/recently-viewed.js';

// its own chunk, fetched once the page has hydrated: the server's render and hydration hold nothing of it
const RecentlyViewed = lazy(() => import('../shop/components/recently-viewed.js'));

/**
 * The shop's "Recently viewed" section (issue 22), mounted after hydration below the page's content; the
 * route passes its card grid (the catalogue's, with the page's actions), so the section's chunk carries no
 * card code.
 */
export function RecentlyViewedSlot(props: RecentlyViewedProps) {
  return (
    useHydrated() && (
      <Suspense>
        <RecentlyViewed {...props} />
      </Suspense>
    )
  );
}
