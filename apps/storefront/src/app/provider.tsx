import { type LinkProps, LinkProvider, Toaster } from '@souk/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { queryClient } from '../lib/query-client.js';

function AppLink({ href, ...props }: LinkProps) {
  return <RouterLink to={href} {...props} />;
}

/** App-wide providers: server state, the router for the UI kit's links, toasts (top-right, spec §9). */
export function AppProvider({ children }: { children: React.ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LinkProvider component={AppLink}>{children}</LinkProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
