import { QueryClient } from '@tanstack/react-query';

/**
 * Server state lives here: results stay fresh for a minute (the back button shows them again without a
 * request), errors are retried once.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});
