import { useContext } from 'react';
import { UNSAFE_NavigationContext, useLocation, useResolvedPath } from 'react-router-dom';

/**
 * Whether the page of `href` is shown, by React Router's NavLink rule: the same path (case aside), or a page
 * below it unless `end`. For a menu of RouterLinks that marks its current entry, without NavLink (and the
 * Link it renders).
 * @example const current = useLinkActive(paths.myOrders(shop)); // on /tea/dashboard/my-orders/12: true
 */
export function useLinkActive(href: string, end = false): boolean {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const path = useResolvedPath(href);
  const to = (navigator.encodeLocation?.(path) ?? path).pathname.toLowerCase();
  const here = useLocation().pathname.toLowerCase();
  const slash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  return here === to || (!end && here.startsWith(to) && here.charAt(slash) === '/');
}
