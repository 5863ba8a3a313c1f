import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMe } from '../../features/account/api/get-me.js';
import { productsQueryOptions } from '../../features/products/api/get-products.js';
import { ProductsList } from '../../features/products/components/products-list.js';
import {
  type ProductsQuery,
  productsQueryFromSearch,
  searchFromProductsQuery,
} from '../../features/products/products-query.js';
import { consolePaths } from '../../lib/console-paths.js';
import { usePageTitle } from '../../lib/page-title.js';
import { prefetch } from '../../lib/prefetch.js';

export function loader({ request }: { request: Request }) {
  return prefetch(productsQueryOptions(productsQueryFromSearch(new URL(request.url).searchParams)));
}

/** `/seller/products?…`: the search, filters, sort and page live in the address. */
export function Component() {
  usePageTitle('Products');
  const [search, setSearch] = useSearchParams();
  const me = useMe();
  const onQueryChange = useCallback(
    (query: ProductsQuery) => setSearch(searchFromProductsQuery(query)),
    [setSearch],
  );
  return (
    <ProductsList
      query={productsQueryFromSearch(search)}
      onQueryChange={onQueryChange}
      shop={me.data?.shop.name ?? 'shop'}
      productHref={consolePaths.product}
      newProductHref={consolePaths.newProduct()}
      importHref={consolePaths.importProducts()}
    />
  );
}
