import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, StrictMode, useEffect } from 'react';
import { ErrorBoundary } from './error-boundary.js';
import { replayPreHydrationTaps } from './pre-hydration-taps.js';

/** An app's own providers (its links for the UI kit, toasts…), inside the runtime's. */
export type AppProviderComponent = ComponentType<{ children: ReactNode }>;

/**
 * What wraps every front end's router, the same in the server render and in the browser (so hydration
 * matches): strict mode, the root error boundary, the query client, the app's own providers. Once its
 * first render has committed (a server-rendered page has hydrated), the taps made before are replayed.
 */
export function AppShell({
  queryClient,
  Provider,
  children,
}: {
  queryClient: QueryClient;
  Provider?: AppProviderComponent | undefined;
  children: ReactNode;
}) {
  // outside strict mode, so it runs once; after the children's effects, so the whole page listens
  useEffect(replayPreHydrationTaps, []);
  return (
    <StrictMode>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          {Provider ? <Provider>{children}</Provider> : children}
        </QueryClientProvider>
      </ErrorBoundary>
    </StrictMode>
  );
}
