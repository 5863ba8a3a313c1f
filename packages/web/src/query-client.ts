import { QueryClient } from '@tanstack/react-query';
import { currentRenderScope } from './render-scope.js';

/**
 * Server state lives here (STYLE.md): data is fresh for a minute (the back button shows a screen again
 * without a request), errors are retried once — never by the server renderer: a failed call leaves the
 * screen to the browser.
 */
export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry, refetchOnWindowFocus: false },
    },
  });
}

const pageClient = createQueryClient();

/**
 * The query client route loaders fill: the page's one in the browser; on the server, the one of the
 * request being rendered, so nothing one request loads is served to another.
 */
export function getQueryClient(): QueryClient {
  return currentRenderScope()?.queryClient ?? pageClient;
}
