import { paths } from '@souk/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useParams } from 'react-router-dom';
import { sellerQueryOptions } from '../../features/seller/api/get-seller.js';
import { ShopContext } from '../../features/seller/components/shop-context.js';

/**
 * The shop area (spec §2): resolves `/{sellerName}` to a seller before any shop screen shows — a loading
 * text while resolving, an error text when resolution fails, `/not-found` when no seller exists.
 */
export function Component() {
  const { sellerName = '' } = useParams();
  const resolution = useQuery(sellerQueryOptions(sellerName));
  if (!sellerName) return null;
  if (resolution.isPending) {
    return (
      <p role="status" className="p-8 text-center text-muted">
        Loading shop…
      </p>
    );
  }
  if (resolution.isError) {
    return (
      <p role="alert" className="p-8 text-center text-sale">
        We could not open this shop right now. Please try again.
      </p>
    );
  }
  if (resolution.data.status === 'not-found') return <Navigate to={paths.notFound()} replace />;
  return (
    <ShopContext.Provider value={resolution.data.seller}>
      <Outlet />
    </ShopContext.Provider>
  );
}
