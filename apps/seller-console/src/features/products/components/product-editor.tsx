import { LoadFailed } from '../../../components/load-failed.js';
import { errorMessage } from '../../../lib/error-message.js';
import { usePageTitle } from '../../../lib/page-title.js';
import { useProduct } from '../api/get-product.js';
import { ProductForm, type ProductImageFields } from './product-form.js';
import { ProductFormPage } from './product-form-page.js';

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
      {product.data && (
        <ProductForm key={product.data._id} product={product.data} imageFields={imageFields} />
      )}
    </ProductFormPage>
  );
}
