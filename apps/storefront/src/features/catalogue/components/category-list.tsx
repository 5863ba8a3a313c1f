import { type Category, PLACEHOLDER_IMAGE, paths } from '@souk/core';
import { Link, Picture } from '@souk/ui';

export interface CategoryListProps {
  categories: readonly Category[];
  sellerName: string;
}

/** The shop home's category tiles (spec §2), each leading to the listing filtered by that category. */
export function CategoryList({ categories, sellerName }: CategoryListProps) {
  if (categories.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 min-[480px]:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
      {categories.map((category) => (
        <li key={category._id ?? category.name}>
          <Link
            href={paths.products(sellerName, { category: category.name })}
            className="group flex h-full flex-col items-center gap-2 rounded-xl border border-gray-100 bg-white p-3 text-center shadow-xs transition hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className="block aspect-square w-full max-w-28 overflow-hidden rounded-lg bg-brand-50">
              <Picture
                src={category.image || PLACEHOLDER_IMAGE}
                alt=""
                width={112}
                height={112}
                // the tile's image box is at most 112 px wide at every width (max-w-28)
                sizes="112px"
                className="size-full object-contain p-2 transition group-hover:scale-105"
              />
            </span>
            <span className="text-sm font-medium text-ink group-hover:text-brand-700">{category.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
