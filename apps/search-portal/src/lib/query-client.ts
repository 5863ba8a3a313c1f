import { QueryClient } from '@tanstack/react-query';
import { currentRenderScope } from './render-scope.js';

/**
 * Server state lives here: results stay fresh for a minute (the back button shows them again without a
 * request), errors are retried once (never on the server: a failed call leaves the page to the browser).
 */
export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry, refetchOnWindowFocus: false },
    },
  });
}

const pageClient = createQueryClient();

/** The page's query client in the browser; on the server, the one of the request being rendered. */
export function getQueryClient(): QueryClient {
  return currentRenderScope()?.queryClient ?? pageClient;
}
