import type { Product } from '@souk/core';
import { packSizeText, productImage, truncateDescription } from '@souk/core';
import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { t } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';
import { Link } from '../lib/link.js';
import { Picture } from './picture.js';
import { discountBadgeText, Price } from './price.js';
import { RatingStars } from './rating-stars.js';
import type { ProductView } from './view-toggle.js';

const cardVariants = cva(
  'group/card relative flex overflow-hidden rounded-lg border border-gray-200 bg-white shadow-xs transition-shadow focus-within:shadow-md hover:shadow-md',
  {
    variants: {
      view: {
        grid: 'flex-col',
        list: 'flex-row',
      },
    },
    defaultVariants: { view: 'grid' },
  },
);

const imageBoxVariants = cva('relative aspect-square shrink-0 overflow-hidden bg-gray-50', {
  variants: {
    view: {
      grid: 'w-full',
      list: 'w-28 self-start sm:w-44',
    },
  },
  defaultVariants: { view: 'grid' },
});

export interface ProductCardBaseProps extends React.ComponentProps<'article'> {
  product: Product;
  /** The product's details page. */
  href: string;
  view?: ProductView;
  /** Shown as 'by {shop}' (a link when `shopHref` is given). */
  shopName?: string;
  shopHref?: string;
  /** The BCP 47 locale prices print in: the shop's; en-US when not given (global search). */
  locale?: string | null | undefined;
  /** Half stars (default); global search cards show whole stars only (spec §2). */
  halfStars?: boolean;
  /**
   * The level of the name's heading: 3 (default) under a section's h2, 2 where the cards sit right under
   * the page's h1 (a listing, search results), so headings never skip a level.
   */
  headingLevel?: 2 | 3;
  /**
   * What the name's link shows instead of the plain name (a search marks its matches in it); the image's
   * alt text stays the plain name.
   */
  nameContent?: React.ReactNode;
  /**
   * The grid card's width at each layout (`sizes`): the grid's column. The default is a 1/2/3/4-column grid
   * (from 321, 768 and 1280 px) filling a `max-w-7xl px-4 sm:px-6` page; list cards have a fixed box.
   */
  imageSizes?: string;
  /** The card's image is the page's largest above-the-fold one (`Picture`'s `priority`). */
  imagePriority?: boolean;
  /** Over the image's top end corner (the grid's icon buttons). */
  overlay?: React.ReactNode;
  /** Under the pack size (the stock label). */
  details?: React.ReactNode;
  /** The bottom row, before `children` (the action buttons). */
  actions?: React.ReactNode;
}

/**
 * A product in a listing (spec §2) without actions of its own: image in a square box, discount badge,
 * shop, name linking to the details page (the whole card is the link's target area), rating, price and
 * pack size, with slots for what a screen adds. `ProductCard` adds the shop's stock label and buttons;
 * the search portal, which shows neither, uses this card and ships none of their code.
 */
export function ProductCardBase({
  product,
  href,
  view = 'grid',
  shopName,
  shopHref,
  locale,
  halfStars = true,
  headingLevel = 3,
  nameContent,
  imageSizes = '(min-width:1280px) 296px,(min-width:768px) calc(33vw - 27px),(min-width:321px) calc(50vw - 24px),calc(100vw - 32px)',
  imagePriority,
  overlay,
  details,
  actions,
  className,
  children,
  ...props
}: ProductCardBaseProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const badge = discountBadgeText(product.discount);
  // core `packSizeText`'s rule, its English through the catalogue
  const packSize =
    packSizeText(product.packSize) === null
      ? null
      : t('Pack Size: {packSize}', { packSize: product.packSize });
  const isGrid = view === 'grid';
  const size = isGrid ? 400 : 176;

  return (
    <article
      data-slot="product-card"
      data-view={view}
      className={cn(cardVariants({ view }), className)}
      {...props}
    >
      <div className={imageBoxVariants({ view })}>
        <Picture
          src={productImage(product.images)}
          alt={product.name}
          width={size}
          height={size}
          sizes={isGrid ? imageSizes : '(min-width:640px) 176px,112px'}
          priority={imagePriority}
          className="size-full object-cover transition-transform duration-300 group-hover/card:scale-105"
        />
        {badge && (
          <span className="absolute start-2 top-2 rounded-md bg-sale px-2 py-0.5 text-xs font-semibold text-white shadow-sm">
            {badge}
          </span>
        )}
        {overlay && <div className="absolute end-2 top-2 flex flex-col gap-1.5">{overlay}</div>}
      </div>

      {/* a grid card on a phone is a half-width column (~160 px): tighter padding leaves its text the room */}
      <div className={cn('flex min-w-0 flex-1 flex-col gap-1.5', isGrid ? 'p-3 sm:p-4' : 'p-4 sm:p-5')}>
        {shopName &&
          (shopHref ? (
            <p className="text-xs text-muted">
              {t('by')}{' '}
              <Link
                href={shopHref}
                className="relative z-10 font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {shopName}
              </Link>
            </p>
          ) : (
            <p className="text-xs text-muted">{t('by {shopName}', { shopName })}</p>
          ))}
        <Heading
          className={cn(
            'font-medium text-ink',
            isGrid ? 'line-clamp-2 min-h-10 text-sm' : 'line-clamp-2 text-base',
          )}
        >
          <Link
            href={href}
            className="break-words hover:text-brand-700 focus-visible:outline-none after:absolute after:inset-0 after:rounded-lg focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {nameContent ?? product.name}
          </Link>
        </Heading>
        <RatingStars rating={product.rating} halves={halfStars} />
        <Price
          amount={product.price}
          discount={product.discount}
          currency={product.currency}
          locale={locale}
          showBadge={false}
        />
        {!isGrid && product.description && (
          <p className="line-clamp-2 text-sm text-muted">{truncateDescription(product.description)}</p>
        )}
        {packSize && <p className="text-xs font-medium text-muted">{packSize}</p>}
        {details}

        {(actions || children) && (
          <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
            {actions}
            {children && <div className="relative z-10 flex flex-wrap items-center gap-2">{children}</div>}
          </div>
        )}
      </div>
    </article>
  );
}
