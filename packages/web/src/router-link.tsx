import type { LinkProps } from '@souk/ui';
import type { MouseEvent } from 'react';
import { useContext } from 'react';
import { UNSAFE_NavigationContext, useHref, useLinkClickHandler } from 'react-router-dom';

/** `https:`, `mailto:`, `//host`: an address with its own origin, as React Router's Link tells them. */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/**
 * An absolute address on this origin as an in-app path (what React Router's Link navigates to), null for
 * another origin's: that one is followed by the browser.
 */
function sameOriginPath(href: string, basename: string): string | null {
  try {
    const here = new URL(window.location.href);
    const url = new URL(/^[\\/]{2}/.test(href) ? here.protocol + href.replace(/\\/g, '/') : href);
    const { pathname } = url;
    // React Router's stripBasename: the basename's own case does not matter, a segment's end does
    const start = basename === '/' ? 0 : basename.length - (basename.endsWith('/') ? 1 : 0);
    const inBase =
      pathname.toLowerCase().startsWith(basename.toLowerCase()) && /^\/?$/.test(pathname.charAt(start));
    if (url.origin !== here.origin || !inBase) return null;
    return (pathname.slice(start) || '/') + url.search + url.hash;
  } catch {
    return href;
  }
}

/**
 * The UI kit's link rendered by the app's router (`<LinkProvider component={RouterLink}>`): React Router's
 * Link for the props the kit passes (an anchor's), built from its own `useHref` and `useLinkClickHandler`
 * without the framework mode's prefetching, masks and discovery, which Link carries into every page's first
 * tap (about 0.9 KB of gzip on a shop page) and a front end on `BrowserRouter` never uses. An address on
 * another origin is a plain anchor; one on this origin navigates in the app, as with Link.
 */
export function RouterLink({ href, onClick, target, ...props }: LinkProps) {
  const { basename, useTransitions } = useContext(UNSAFE_NavigationContext) as {
    basename: string;
    useTransitions?: boolean;
  };
  const absolute = ABSOLUTE_URL.test(href);
  const to = absolute && typeof window !== 'undefined' ? sameOriginPath(href, basename) : href;
  const resolved = useHref(to ?? href);
  const navigate = useLinkClickHandler(to ?? href, { target, useTransitions } as { target?: string });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a
      {...props}
      href={absolute ? href : resolved}
      onClick={to === null ? onClick : click}
      target={target}
      data-discover={absolute ? undefined : 'true'}
    />
  );
}
