import { type LinkProps, LinkProvider } from '@souk/ui';
import { RouterLink } from '@souk/web';
import type * as React from 'react';
import { isPortalPath } from '../lib/portal-paths.js';

/**
 * The UI kit's links: the portal's own pages through the router, a shop (another app, served as its own
 * page) as a plain link the browser loads in full.
 */
export function PortalLink(props: LinkProps) {
  return isPortalPath(props.href) ? <RouterLink {...props} /> : <a {...props} />;
}

/** The portal's providers: the UI kit's links. */
export function AppProvider({ children }: { children: React.ReactNode }) {
  return <LinkProvider component={PortalLink}>{children}</LinkProvider>;
}
