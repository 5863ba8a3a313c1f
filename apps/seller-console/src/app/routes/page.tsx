import { isInfoPageName } from '@souk/core';
import { useParams } from 'react-router-dom';
import { LoadFailed } from '../../components/load-failed.js';
import { PageHeader } from '../../components/page-header.js';
import { infoPagesQueryOptions, useInfoPages } from '../../features/shop-content/api/shop-content-queries.js';
import { InfoPageEditor } from '../../features/shop-content/components/info-page-editor.js';
import { errorMessage } from '../../lib/error-message.js';
import { usePageTitle } from '../../lib/page-title.js';
import { prefetch } from '../../lib/prefetch.js';

export function loader() {
  return prefetch(infoPagesQueryOptions());
}

/** `/seller/shop/pages/:pageName`: one info page's editor. */
export function Component() {
  const { pageName = '' } = useParams();
  const pages = useInfoPages();
  const page = pages.data?.pages.find((item) => item.name === pageName);
  usePageTitle(page?.title ?? 'Info page');
  if (!isInfoPageName(pageName)) {
    return (
      <PageHeader
        title="Page not found"
        description="Your shop has seven info pages: pick one from the list."
      />
    );
  }
  return (
    <>
      <PageHeader
        title={page?.title ?? 'Info page'}
        description="Shoppers see the change on their next visit."
      />
      {pages.isPending && (
        <p role="status" className="py-8 text-center text-sm text-muted">
          Loading the page…
        </p>
      )}
      {pages.isError && !page && (
        <LoadFailed
          message={errorMessage(pages.error, 'Failed to load the info pages')}
          onRetry={() => void pages.refetch()}
        />
      )}
      {page && <InfoPageEditor key={page.name} page={page} />}
    </>
  );
}
