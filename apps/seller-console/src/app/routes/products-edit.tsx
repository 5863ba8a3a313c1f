import { type LoaderFunctionArgs, useParams } from 'react-router-dom';
import { ImageField, ImageListField } from '../../features/media/components/image-field.js';
import { productQueryOptions } from '../../features/products/api/get-product.js';
import { ProductEditor } from '../../features/products/components/product-editor.js';
import { consolePaths } from '../../lib/console-paths.js';
import { prefetch } from '../../lib/prefetch.js';

export function loader({ params }: LoaderFunctionArgs) {
  return params.productId ? prefetch(productQueryOptions(params.productId)) : null;
}

/** `/seller/products/:productId` */
// the products feature's image inputs are the media feature's uploaders
const IMAGE_FIELDS = { ImageList: ImageListField, Image: ImageField };

export function Component() {
  const { productId = '' } = useParams();
  return (
    <ProductEditor productId={productId} productsHref={consolePaths.products()} imageFields={IMAGE_FIELDS} />
  );
}
