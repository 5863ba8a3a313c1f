import { type LinkProps, LinkProvider } from '@souk/ui';
import { getQueryClient } from '@souk/web';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as React from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isPortalPath } from '../lib/portal-paths.js';

/**
 * The UI kit's links: the portal's own pages through the router, a shop (another app, served as its own
 * page) as a plain link the browser loads in full.
 */
export function PortalLink({ href, ...props }: LinkProps) {
  return isPortalPath(href) ? <RouterLink to={href} {...props} /> : <a href={href} {...props} />;
}

/** App-wide providers: server state (the server passes the request's client) and the UI kit's links. */
export function AppProvider({ children, client }: { children: React.ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client ?? getQueryClient()}>
      <LinkProvider component={PortalLink}>{children}</LinkProvider>
    </QueryClientProvider>
  );
}
