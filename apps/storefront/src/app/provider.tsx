import { LinkProvider, Toaster } from '@souk/ui';
import { RouterLink, useHydrated } from '@souk/web';
import type * as React from 'react';

/** The storefront's providers: the router for the UI kit's links, toasts (top-right, spec §9). */
export function AppProvider({ children }: { children: React.ReactNode }) {
  // the toaster's code loads lazily: it joins the page in the browser, never in a server render
  const hydrated = useHydrated();
  return (
    <>
      <LinkProvider component={RouterLink}>{children}</LinkProvider>
      {hydrated && <Toaster />}
    </>
  );
}
