import { type Product, paths, truncateDescription } from '@souk/core';
import { ImageGallery, Link, Modal, QuantityStepper, RatingStars, StockLabel, t } from '@souk/ui';
import { pageUrl } from '@souk/web';
import { Heart, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { ProductPrice } from './product-price.js';
import { SellerChatLink } from './seller-chat-link.js';

export interface QuickViewModalProps {
  product: Product | null;
  sellerId: string;
  sellerName: string;
  onOpenChange: (open: boolean) => void;
  onAddToCart: (product: Product, quantity: number) => void;
  onAddToWishlist: (product: Product) => void;
  isAdding?: boolean;
}

function productPath(sellerName: string, product: Product): string {
  return product.slug
    ? paths.productDetails(sellerName, product.slug)
    : paths.productById(sellerName, product._id);
}

/**
 * The quick-view modal (spec §2 Shared pieces): gallery with 4 thumbnails, discount badge, rating, price,
 * stock text, the description cut at 200 characters, quantity (min 1), Add to Cart, wishlist, a chat link
 * to the seller and View Full Details.
 */
export function QuickViewModal({
  product,
  sellerId,
  sellerName,
  onOpenChange,
  onAddToCart,
  onAddToWishlist,
  isAdding,
}: QuickViewModalProps) {
  return (
    <Modal
      open={product !== null}
      onOpenChange={onOpenChange}
      title={product?.name ?? t('Quick view')}
      size="lg"
    >
      {product && (
        <QuickViewBody
          key={product._id}
          product={product}
          sellerId={sellerId}
          sellerName={sellerName}
          onClose={() => onOpenChange(false)}
          onAddToCart={onAddToCart}
          onAddToWishlist={onAddToWishlist}
          isAdding={isAdding}
        />
      )}
    </Modal>
  );
}

function QuickViewBody({
  product,
  sellerId,
  sellerName,
  onClose,
  onAddToCart,
  onAddToWishlist,
  isAdding,
}: Omit<QuickViewModalProps, 'product' | 'onOpenChange'> & { product: Product; onClose: () => void }) {
  const [quantity, setQuantity] = useState(1);
  const href = productPath(sellerName, product);
  const outOfStock = !(product.stock > 0);
  return (
    <div className="grid gap-6 overflow-y-auto p-5 md:grid-cols-2">
      <ImageGallery
        images={product.images.slice(0, 4)}
        alt={product.name}
        thumbnailsPerRow={4}
        // half of the large modal (max-w-4xl, p-5) from 768 px, its full width below
        sizes="(min-width:928px) 416px,(min-width:768px) calc(50vw - 48px),calc(100vw - 72px)"
        thumbnailSizes="(min-width:928px) 98px,(min-width:768px) calc(12.5vw - 18px),calc(25vw - 24px)"
      />
      <div className="flex min-w-0 flex-col gap-4">
        <RatingStars rating={product.rating} />
        <ProductPrice price={product.price} discount={product.discount} currency={product.currency} />
        <StockLabel stock={product.stock} showStockQuantity={product.showStockQuantity} />
        {product.description && (
          <p className="text-sm leading-relaxed break-words text-muted">
            {truncateDescription(product.description)}
          </p>
        )}
        <div className="flex items-center gap-3">
          <span className="text-sm font-semibold text-ink">{t('Quantity')}</span>
          <QuantityStepper value={quantity} onChange={setQuantity} label={t('Quantity')} />
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={isAdding || outOfStock}
            onClick={() => onAddToCart(product, quantity)}
            className={buttonClass('primary', 'md', 'flex-1')}
          >
            <ShoppingCart aria-hidden="true" />
            {outOfStock ? t('Out of stock') : t('Add to Cart')}
          </button>
          <button
            type="button"
            onClick={() => onAddToWishlist(product)}
            aria-label={t('Add to wishlist')}
            className={buttonClass('outline', 'icon')}
          >
            <Heart aria-hidden="true" />
          </button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SellerChatLink
            sellerId={sellerId}
            productName={product.name}
            pageUrl={pageUrl(href)}
            className={buttonClass('outline', 'sm')}
          />
          <Link href={href} onClick={onClose} className={buttonClass('ghost', 'sm', 'text-brand-700')}>
            {t('View Full Details')}
          </Link>
        </div>
      </div>
    </div>
  );
}

// the shop pages load this module with React's `lazy`, which takes its default export
export default QuickViewModal;
