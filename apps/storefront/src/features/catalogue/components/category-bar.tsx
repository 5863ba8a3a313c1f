import { type Category, paths } from '@souk/core';
import { cn, Link, t } from '@souk/ui';

export interface CategoryBarProps {
  categories: readonly Category[];
  sellerName: string;
  /** The category being shown, highlighted. */
  current?: string;
}

/** The listing's category bar (spec §2): one scrollable row of links to each category. */
export function CategoryBar({ categories, sellerName, current }: CategoryBarProps) {
  if (categories.length === 0) return null;
  const chip = (active: boolean) =>
    cn(
      'inline-flex h-9 shrink-0 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap transition',
      active
        ? 'border-brand-600 bg-brand-600 text-white'
        : 'border-gray-200 bg-white text-ink hover:border-brand-500 hover:text-brand-700',
    );
  return (
    <nav aria-label={t('Categories')} className="-mx-4 overflow-x-auto px-4 [scrollbar-width:thin]">
      <ul className="flex gap-2 py-1">
        <li>
          <Link
            href={paths.shops(sellerName)}
            className={chip(!current)}
            aria-current={!current ? 'page' : undefined}
          >
            {t('All products')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category._id ?? category.name}>
            <Link
              href={paths.products(sellerName, { category: category.name })}
              className={chip(current === category.name)}
              aria-current={current === category.name ? 'page' : undefined}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
