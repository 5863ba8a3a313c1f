/**
 * The matched route pattern, e.g. `/:sellerName/product/details/:slug`: the metrics store must never see
 * the address itself (seller names are fine as a pattern, order numbers and search terms are not).
 * @example routePattern([{ route: { path: '/:sellerName' } }, { route: {} }, { route: { path: 'card' } }]) // "/:sellerName/card"
 */
export function routePattern(matches: readonly { route: { path?: string } }[]): string {
  const segments = matches.flatMap(({ route }) => (route.path ? route.path.split('/') : []));
  return `/${segments.filter(Boolean).join('/')}`;
}
