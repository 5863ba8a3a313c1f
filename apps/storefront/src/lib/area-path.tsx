import { isAdminPath, paths } from '@souk/core';
import type { LinkProps } from '@souk/ui';
import { RouterLink } from '@souk/web';
import { useLocation } from 'react-router-dom';

/**
 * An in-app path inside the current area: in admin mode (`/admin/{sellerName}/…`, spec §1, §6) shop paths
 * keep the `/admin` prefix, so following a link does not drop the mode. Other addresses pass unchanged.
 * @example areaPath('/tea/card', true) // "/admin/tea/card"
 */
export function areaPath(path: string, admin: boolean): string {
  if (!admin || !path.startsWith('/') || path.startsWith('//') || isAdminPath(path)) return path;
  return paths.admin(path);
}

/** Whether the current screen is in admin mode, read from the address so it is right on the first render. */
export function useAdminMode(): boolean {
  return isAdminPath(useLocation().pathname);
}

/** `areaPath` bound to the current mode, for programmatic navigation. */
export function useAreaPath(): (path: string) => string {
  const admin = useAdminMode();
  return (path) => areaPath(path, admin);
}

/** The UI kit's link inside the admin area: the router's Link with the `/admin` prefix kept. */
export function AdminAreaLink({ href, ...props }: LinkProps) {
  return <RouterLink href={areaPath(href, true)} {...props} />;
}
