import { ProductImport } from '../../features/products/components/product-import.js';
import { consolePaths } from '../../lib/console-paths.js';
import { usePageTitle } from '../../lib/page-title.js';

/** `/seller/products/import` */
export function Component() {
  usePageTitle('Import products');
  return <ProductImport productsHref={consolePaths.products()} />;
}
