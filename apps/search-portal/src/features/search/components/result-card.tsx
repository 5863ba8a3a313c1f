import { type HighlightRange, type Product, searchResultLinks } from '@souk/core';
import { buttonVariants, HighlightedText, Link, ProductCardBase, type ProductView } from '@souk/ui';
import { SEARCH_TEXTS } from '../search-texts.js';

export interface ResultCardProps {
  product: Product;
  view: ProductView;
  /** Where the search matched the name: marked in it. */
  highlights?: readonly HighlightRange[] | undefined;
  /** The grid card's image `sizes` (the results grid's column). */
  imageSizes: string;
  /** The first result: the page's largest above-the-fold image. */
  priority?: boolean;
}

/**
 * A global search result (spec §2): first image with the placeholder fallback, '-N% OFF', 'by {shop}'
 * linking to the shop, name with the search's matches marked, whole stars with the number, the price in the
 * product's own currency (`$` for USD, spec §9; printed in en-US) with the struck-through original, 'Pack Size: N', View Details and Visit Shop — the shop segment falling back
 * to 'unknown' (core).
 */
export function ResultCard({ product, view, highlights, imageSizes, priority }: ResultCardProps) {
  const links = searchResultLinks(product);
  return (
    <ProductCardBase
      product={product}
      href={links.viewDetails}
      view={view}
      shopName={links.shopLabel}
      shopHref={links.visitShop}
      halfStars={false}
      headingLevel={2}
      nameContent={<HighlightedText text={product.name} ranges={highlights} />}
      imageSizes={imageSizes}
      imagePriority={priority}
      className="h-full"
    >
      <Link href={links.viewDetails} className={buttonVariants({ size: 'sm' })}>
        {SEARCH_TEXTS.viewDetails}
        <span className="sr-only">: {product.name}</span>
      </Link>
      <Link href={links.visitShop} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
        {SEARCH_TEXTS.visitShop}
        <span className="sr-only">: {links.shopLabel}</span>
      </Link>
    </ProductCardBase>
  );
}
