import { EmptyState, Link } from '@souk/ui';
import { consolePaths } from '../../lib/console-paths.js';
import { usePageTitle } from '../../lib/page-title.js';

/** Any other `/seller/…` address. */
export function Component() {
  usePageTitle('Page not found');
  return (
    <EmptyState title="Page not found" description="This page of the console does not exist.">
      <Link href={consolePaths.dashboard()} className="font-medium text-brand-700 hover:underline">
        Go to the dashboard
      </Link>
    </EmptyState>
  );
}
