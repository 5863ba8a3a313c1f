import { type Product, paths } from '@souk/core';
import { cn, ProductCard } from '@souk/ui';
import type * as React from 'react';
import { useAdminSlots } from '../../../lib/admin-slots.js';
import { useShopMoney } from '../../../shop/components/shop-context.js';
import type { ListingView } from '../../../stores/listing-view.js';

/** What a shopper can do from a product card; the route wires these to the cart and the quick view. */
export interface ProductCardActions {
  onAddToCart?: (product: Product) => void;
  onAddToWishlist?: (product: Product) => void;
  onQuickView?: (product: Product) => void;
}

export interface ProductGridProps extends ProductCardActions {
  products: readonly Product[];
  sellerName: string;
  view?: ListingView;
  /** The cards' heading level: 2 when the grid sits right under the page's h1 (see ProductCard). */
  headingLevel?: 2 | 3;
  /**
   * What a card's name shows instead of the plain name (a search marks its matches): given by the listing,
   * so the shop home's first load carries no search code.
   */
  nameContent?: (product: Product) => React.ReactNode;
  /** The grid cards' image `sizes` when the grid does not fill the page (ProductCardBase's default). */
  imageSizes?: string;
  className?: string;
}

/** A product's page: by slug, or by id when the product has no slug (spec §2). */
export function productHref(sellerName: string, product: Pick<Product, '_id' | 'slug'>): string {
  return product.slug
    ? paths.productDetails(sellerName, product.slug)
    : paths.productById(sellerName, product._id);
}

/** Product cards in a responsive grid (1 → 4 columns: 2 on phones from 321 px) or a single-column list. */
export function ProductGrid({
  products,
  sellerName,
  view = 'grid',
  headingLevel,
  nameContent,
  imageSizes,
  onAddToCart,
  onAddToWishlist,
  onQuickView,
  className,
}: ProductGridProps) {
  const admin = useAdminSlots();
  const { locale } = useShopMoney();
  return (
    <ul
      className={cn(
        view === 'grid'
          ? // two columns on every phone; one only on the narrowest (≤ 320 px), where a half is too thin for a card
            'grid grid-cols-1 gap-4 min-[321px]:grid-cols-2 md:grid-cols-3 xl:grid-cols-4'
          : 'flex flex-col gap-4',
        className,
      )}
    >
      {products.map((product) => (
        <li key={product._id} className="min-w-0">
          <ProductCard
            product={product}
            view={view}
            {...(headingLevel ? { headingLevel } : {})}
            {...(imageSizes ? { imageSizes } : {})}
            href={productHref(sellerName, product)}
            locale={locale}
            nameContent={nameContent?.(product)}
            onAddToCart={onAddToCart && (() => onAddToCart(product))}
            onAddToWishlist={onAddToWishlist && (() => onAddToWishlist(product))}
            onQuickView={onQuickView && (() => onQuickView(product))}
          />
          {admin && <admin.Product product={product} compact />}
        </li>
      ))}
    </ul>
  );
}
