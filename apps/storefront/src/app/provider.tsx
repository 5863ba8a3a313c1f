import { type LinkProps, LinkProvider, Toaster } from '@souk/ui';
import { getQueryClient, useHydrated } from '@souk/web';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { Link as RouterLink } from 'react-router-dom';

function AppLink({ href, ...props }: LinkProps) {
  return <RouterLink to={href} {...props} />;
}

/**
 * App-wide providers: server state, the router for the UI kit's links, toasts (top-right, spec §9).
 * The server passes the request's own query client; the browser uses the page's.
 */
export function AppProvider({ children, client }: { children: React.ReactNode; client?: QueryClient }) {
  // the toaster's code loads lazily: it joins the page in the browser, never in a server render
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={client ?? getQueryClient()}>
      <LinkProvider component={AppLink}>{children}</LinkProvider>
      {hydrated && <Toaster />}
    </QueryClientProvider>
  );
}
