import { LinkProvider, Toaster } from '@souk/ui';
import { RouterLink } from '@souk/web';
import type * as React from 'react';

/** The console's providers: the router for the UI kit's links, toasts. */
export function AppProvider({ children }: { children: React.ReactNode }) {
  return (
    <>
      <LinkProvider component={RouterLink}>{children}</LinkProvider>
      <Toaster />
    </>
  );
}
