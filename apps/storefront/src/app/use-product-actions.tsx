import type { Product } from '@souk/core';
import { lazy, Suspense, useState } from 'react';
import { useAddToCart } from '../features/cart-actions/api/add-to-cart.js';
import { useAddToWishlist } from '../features/cart-actions/api/add-to-wishlist.js';
import type { ProductCardActions } from '../features/catalogue/components/product-grid.js';
import { useShop } from '../shop/components/shop-context.js';

// the quick view (and the dialog code under it) downloads on the first open, not with the product grids
const QuickViewModal = lazy(() => import('../features/product/components/quick-view-modal.js'));

/**
 * Joins the catalogue's product cards to the cart, the wishlist and the quick-view modal (features do not
 * import each other; the app composes them). Render `quickView` once on the screen.
 */
export function useProductActions() {
  const shop = useShop();
  const { addToCart, isAdding } = useAddToCart();
  const { addToWishlist } = useAddToWishlist();
  const [quickViewProduct, setQuickViewProduct] = useState<Product | null>(null);
  // once opened it stays mounted, so closing animates and returns focus exactly as before
  const [quickViewUsed, setQuickViewUsed] = useState(false);
  if (quickViewProduct && !quickViewUsed) setQuickViewUsed(true);

  const cardActions: Required<ProductCardActions> = {
    onAddToCart: (product) => addToCart({ product, quantity: 1 }),
    onAddToWishlist: addToWishlist,
    onQuickView: setQuickViewProduct,
  };

  const quickView = (quickViewUsed || quickViewProduct) && (
    <Suspense fallback={null}>
      <QuickViewModal
        product={quickViewProduct}
        sellerId={shop.id}
        sellerName={shop.name}
        onOpenChange={(open) => {
          if (!open) setQuickViewProduct(null);
        }}
        onAddToCart={(product, quantity) => addToCart({ product, quantity })}
        onAddToWishlist={addToWishlist}
        isAdding={isAdding}
      />
    </Suspense>
  );

  return { cardActions, openQuickView: setQuickViewProduct, quickView, addToCart, addToWishlist, isAdding };
}
