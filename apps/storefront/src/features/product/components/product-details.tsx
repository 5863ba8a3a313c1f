import type { Product } from '@souk/core';
import { ImageGallery, RatingStars, ShareButtons, StockLabel, t } from '@souk/ui';
import type * as React from 'react';
import { useAdminSlots } from '../../../lib/admin-slots.js';
import { copyLink } from './copy-link.js';
import { ProductDescription } from './product-description.js';
import { ProductPrice } from './product-price.js';
import { ProductPurchase, type PurchaseRequest } from './product-purchase.js';
import { ProductTabs } from './product-tabs.js';
import { SellerChatLink } from './seller-chat-link.js';

export interface ProductDetailsProps {
  product: Product;
  sellerId: string;
  /** Absolute address of this page, for the chat message and share links. */
  pageUrl: string;
  reviewCount: number;
  /** The Reviews tab's content (the reviews feature, composed by the route). */
  reviews: React.ReactNode;
  onAddToCart: (request: PurchaseRequest) => void;
  onAddToWishlist: () => void;
  isAdding?: boolean;
}

/**
 * The product details of spec §2: gallery (4 thumbnails per row), name, rating with review count, price
 * and discount badge, stock text, the buy box, chat and share, then the Reviews and Description tabs.
 */
export function ProductDetails({
  product,
  sellerId,
  pageUrl,
  reviewCount,
  reviews,
  onAddToCart,
  onAddToWishlist,
  isAdding,
}: ProductDetailsProps) {
  const admin = useAdminSlots();
  const priceAndStock = (
    <>
      <ProductPrice price={product.price} discount={product.discount} currency={product.currency} />
      <StockLabel stock={product.stock} showStockQuantity={product.showStockQuantity} />
    </>
  );
  return (
    <article className="flex flex-col gap-10">
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        {/* the page's largest above-the-fold image */}
        <ImageGallery images={product.images} alt={product.name} thumbnailsPerRow={4} priority />

        <div className="flex min-w-0 flex-col gap-5">
          <header className="flex flex-col gap-3">
            {(product.brand || product.category) && (
              <p className="text-sm font-medium tracking-wide text-brand-700 uppercase">
                {[product.brand, product.category].filter(Boolean).join(' · ')}
              </p>
            )}
            <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">{product.name}</h1>
            <div className="flex flex-wrap items-center gap-3">
              <RatingStars rating={product.rating} count={reviewCount} />
            </div>
            {/* the seller's admin mode edits price and stock in place */}
            {admin ? <admin.Product product={product}>{priceAndStock}</admin.Product> : priceAndStock}
          </header>

          <ProductPurchase
            key={product._id}
            product={product}
            onAddToCart={onAddToCart}
            onAddToWishlist={onAddToWishlist}
            isAdding={isAdding}
          >
            <SellerChatLink sellerId={sellerId} productName={product.name} pageUrl={pageUrl} />
          </ProductPurchase>

          <div className="border-t border-gray-100 pt-4">
            <ShareButtons url={pageUrl} title={product.name} onCopy={() => copyLink(pageUrl)} />
          </div>
        </div>
      </div>

      <ProductTabs
        tabs={[
          { id: 'reviews', label: t('Reviews ({count})', { count: reviewCount }), content: reviews },
          {
            id: 'description',
            label: t('Description'),
            content: <ProductDescription text={product.description} className="max-w-3xl" />,
          },
        ]}
      />
    </article>
  );
}
