import { paths, ROUTE_PATTERNS, supportChatLink } from '@souk/core';
import { FloatingActions, FloatingChatButton, Link } from '@souk/ui';
import { pageUrl } from '@souk/web';
import { Outlet, useLocation, useMatch } from 'react-router-dom';
import { PortalFooter } from '../components/portal-footer.js';
import { SearchBox } from '../features/search/components/search-box.js';
import { useScrollMemory } from '../lib/scroll-memory.js';

/**
 * The frame of every portal page: the Souk header (with the search box on result pages; the landing page
 * has its own large one), the page, the footer, and the floating support-chat button pre-filled with the
 * page's address (spec §1). Scroll positions are remembered per history entry.
 */
export function PortalLayout() {
  const { pathname, search } = useLocation();
  const searchValue = useMatch(ROUTE_PATTERNS.globalSearch)?.params.searchValue;
  useScrollMemory();
  return (
    <div className="flex min-h-dvh flex-col bg-gray-50/50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
          <Link
            href={paths.home()}
            className="rounded-md text-2xl font-bold tracking-tight text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Souk
          </Link>
          {pathname !== paths.home() && (
            // a new term is a new box: the text follows the address
            <SearchBox
              key={searchValue}
              initialValue={searchValue?.trim()}
              className="min-w-0 flex-1 sm:max-w-xl"
            />
          )}
        </div>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
      <PortalFooter />
      <FloatingActions>
        <FloatingChatButton href={supportChatLink(pageUrl(`${pathname}${search}`))} />
      </FloatingActions>
    </div>
  );
}
