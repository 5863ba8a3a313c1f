import { categoriesQueryOptions } from '../../features/categories/api/get-categories.js';
import { CategoriesScreen } from '../../features/categories/components/categories-screen.js';
import { ImageField } from '../../features/media/components/image-field.js';
import { ImageInputContext } from '../../lib/image-input.js';
import { usePageTitle } from '../../lib/page-title.js';
import { prefetch } from '../../lib/prefetch.js';

export function loader() {
  return prefetch(categoriesQueryOptions());
}

/** `/seller/categories` */
export function Component() {
  usePageTitle('Categories');
  return (
    <ImageInputContext value={ImageField}>
      <CategoriesScreen />
    </ImageInputContext>
  );
}
