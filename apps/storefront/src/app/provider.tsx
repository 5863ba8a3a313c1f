import { Toaster } from '@souk/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { queryClient } from '../lib/query-client.js';

/** App-wide providers: server state and toasts (top-right, spec §9). */
export function AppProvider({ children }: { children: React.ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
