import { Link } from '@souk/ui';
import { LoadFailed } from '../../../components/load-failed.js';
import { PageHeader } from '../../../components/page-header.js';
import { consolePaths } from '../../../lib/console-paths.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useInfoPages } from '../api/shop-content-queries.js';

/** The first line of a page's text, for the list. */
function firstLine(content: string): string {
  return (
    content
      .split(/\r\n|\r|\n/)
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}

/** The seven info pages of the shop's footer (spec §2): each with its first line, or marked empty. */
export function InfoPagesList() {
  const pages = useInfoPages();
  const list = pages.data?.pages;
  return (
    <>
      <PageHeader title="Info pages" description="The pages linked from your shop's footer." />
      {pages.isPending && (
        <p role="status" className="py-8 text-center text-sm text-muted">
          Loading pages…
        </p>
      )}
      {pages.isError && !list && (
        <LoadFailed
          message={errorMessage(pages.error, 'Failed to load the info pages')}
          onRetry={() => void pages.refetch()}
        />
      )}
      {list && (
        <ul
          aria-label="Info pages"
          className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white"
        >
          {list.map((page) => {
            const line = firstLine(page.content);
            return (
              <li key={page.name}>
                <Link
                  href={consolePaths.page(page.name)}
                  className="flex items-center gap-3 p-4 hover:bg-gray-50 focus-visible:bg-gray-50"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-ink">{page.title}</span>
                    <span className="block truncate text-sm text-muted">
                      {line || 'Shoppers see “Content not found”.'}
                    </span>
                  </span>
                  {!line && (
                    <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                      Empty
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
