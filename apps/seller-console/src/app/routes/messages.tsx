import { useSearchParams } from 'react-router-dom';
import { messageFilterFromSearch, messagesQueryOptions } from '../../features/messages/api/get-messages.js';
import { MessagesInbox } from '../../features/messages/components/messages-inbox.js';
import { usePageTitle } from '../../lib/page-title.js';
import { prefetch } from '../../lib/prefetch.js';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function loader({ request }: { request: Request }) {
  const search = new URL(request.url).searchParams;
  return prefetch(
    messagesQueryOptions(pageFrom(search.get('page')), messageFilterFromSearch(search.get('filter'))),
  );
}

/** `/seller/messages?filter=&page=&open=`: the shop's contact messages. */
export function Component() {
  usePageTitle('Messages');
  const [search, setSearch] = useSearchParams();
  const page = pageFrom(search.get('page'));
  const filter = messageFilterFromSearch(search.get('filter'));
  const open = search.get('open');
  return (
    <MessagesInbox
      page={page}
      filter={filter}
      openId={open}
      onNavigate={(next) => {
        const state = { page, filter, open, ...next };
        const params: Record<string, string> = {};
        if (state.filter !== 'all') params.filter = state.filter;
        if (state.page > 1) params.page = String(state.page);
        if (state.open) params.open = state.open;
        setSearch(params);
      }}
    />
  );
}
