import { LoadFailed } from '../../../components/load-failed.js';
import { errorMessage } from '../../../lib/error-message.js';
import { usePageTitle } from '../../../lib/page-title.js';
import { useProductAlertCounts } from '../api/get-alert-counts.js';
import { useProduct } from '../api/get-product.js';
import { ProductForm, type ProductImageFields } from './product-form.js';
import { ProductFormPage } from './product-form-page.js';

/**
 * How many shoppers wait for the product (issue 22's alerts), counts only: nothing while nobody waits or the
 * counts are not in.
 */
function WaitingShoppers({ productId }: { productId: string }) {
  const counts = useProductAlertCounts(productId).data;
  const total = (counts?.backInStock ?? 0) + (counts?.priceDrop ?? 0);
  if (!counts || total === 0) return null;
  return (
    <p className="mb-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-700">
      {total === 1 ? '1 shopper waits' : `${total} shoppers wait`} to hear from you: {counts.backInStock} for
      back in stock, {counts.priceDrop} for a price drop.
    </p>
  );
}

/** An existing product's edit page: loads it, then the form (keyed by product, so a new one starts clean). */
export function ProductEditor({
  productId,
  productsHref,
  imageFields,
}: {
  productId: string;
  productsHref: string;
  imageFields: ProductImageFields;
}) {
  const product = useProduct(productId);
  usePageTitle(product.data ? `Edit ${product.data.name}` : 'Edit product');
  return (
    <ProductFormPage
      title={product.data ? product.data.name : 'Edit product'}
      {...(product.data ? { description: product.data.published ? 'Published' : 'Draft' } : {})}
      productsHref={productsHref}
    >
      {product.isPending && (
        <p role="status" className="py-8 text-center text-sm text-muted">
          Loading the product…
        </p>
      )}
      {product.isError && (
        <LoadFailed
          message={errorMessage(product.error, 'Failed to load the product')}
          onRetry={() => void product.refetch()}
        />
      )}
      {product.data && <WaitingShoppers productId={product.data._id} />}
      {product.data && (
        <ProductForm key={product.data._id} product={product.data} imageFields={imageFields} />
      )}
    </ProductFormPage>
  );
}
