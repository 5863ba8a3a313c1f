import { QueryClient } from '@tanstack/react-query';

/** Server state lives here (STYLE.md): catalogue data is fresh for a minute, errors retried once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});
