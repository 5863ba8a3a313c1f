import { isInfoPageName, paths } from '@souk/core';
import { Navigate, useParams } from 'react-router-dom';
import { Component as InfoPageScreen } from './info-page.js';

export { loader } from './info-page.js';

/**
 * `/{sellerName}/{pageName}` (spec §2: the payment part reaches info pages this way). Only the seven page
 * names open here; any other single segment is an unknown path, which goes to /not-found (spec §8).
 */
export function Component() {
  const { pageName = '' } = useParams();
  if (!isInfoPageName(pageName)) return <Navigate to={paths.notFound()} replace />;
  return <InfoPageScreen />;
}
