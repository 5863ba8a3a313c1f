import { useNavigate } from 'react-router-dom';
import { useMe } from '../../features/account/api/get-me.js';
import { ImageField, ImageListField } from '../../features/media/components/image-field.js';
import { ProductForm } from '../../features/products/components/product-form.js';
import { ProductFormPage } from '../../features/products/components/product-form-page.js';
import { consolePaths } from '../../lib/console-paths.js';
import { usePageTitle } from '../../lib/page-title.js';

/** `/seller/products/new`: once created, the product's edit page. */
// the products feature's image inputs are the media feature's uploaders
const IMAGE_FIELDS = { ImageList: ImageListField, Image: ImageField };

export function Component() {
  usePageTitle('New product');
  const navigate = useNavigate();
  const me = useMe();
  return (
    <ProductFormPage title="New product" productsHref={consolePaths.products()}>
      {me.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-muted">
          Loading…
        </p>
      ) : (
        <ProductForm
          imageFields={IMAGE_FIELDS}
          currency={me.data?.shop.currency ?? 'USD'}
          onCreated={(product) => navigate(consolePaths.product(product._id), { replace: true })}
        />
      )}
    </ProductFormPage>
  );
}
