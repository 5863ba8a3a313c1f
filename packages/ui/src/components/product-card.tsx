import { t } from '../i18n/i18n.js';
import { buttonVariants } from '../lib/button-variants.js';
import { cn } from '../lib/cn.js';
import { DrawnIcon } from './drawn-icon.js';
import { ProductCardBase, type ProductCardBaseProps } from './product-card-base.js';
import { StockLabel } from './stock-label.js';

const ICON_BUTTON = cn(
  buttonVariants({ variant: 'outline', size: 'icon-sm' }),
  'relative z-10 rounded-full border-gray-200/80 bg-white/95 backdrop-blur-sm',
);

export interface ProductCardProps extends Omit<ProductCardBaseProps, 'overlay' | 'details' | 'actions'> {
  /** The stock label (default). */
  showStock?: boolean;
  onAddToCart?: () => void;
  onAddToWishlist?: () => void;
  onQuickView?: () => void;
}

/**
 * A product in a shop's listing (spec §2): {@link ProductCardBase} with the stock label and the actions
 * whose handlers are given — Add to cart under the price; wishlist and quick view as icon buttons over the
 * image in the grid, beside Add to cart in the list. Extra links go in `children`.
 */
export function ProductCard({
  showStock = true,
  onAddToCart,
  onAddToWishlist,
  onQuickView,
  ...props
}: ProductCardProps) {
  const { product, view = 'grid' } = props;
  const isGrid = view === 'grid';
  const iconButtons = (
    <>
      {onAddToWishlist && (
        <button
          type="button"
          aria-label={t('Add to wishlist')}
          title={t('Add to wishlist')}
          onClick={onAddToWishlist}
          className={ICON_BUTTON}
        >
          <DrawnIcon name="heart" />
        </button>
      )}
      {onQuickView && (
        <button
          type="button"
          aria-label={t('Quick view')}
          title={t('Quick view')}
          onClick={onQuickView}
          className={ICON_BUTTON}
        >
          <DrawnIcon name="eye" />
        </button>
      )}
    </>
  );
  const hasIcons = Boolean(onAddToWishlist || onQuickView);
  const actions =
    onAddToCart || (!isGrid && hasIcons) ? (
      <>
        {onAddToCart && (
          <button
            type="button"
            onClick={onAddToCart}
            disabled={!(product.stock > 0)}
            className={cn(buttonVariants({ size: 'sm' }), 'relative z-10', isGrid && 'flex-1')}
          >
            <DrawnIcon name="shopping-cart" />
            {t('Add to cart')}
          </button>
        )}
        {!isGrid && iconButtons}
      </>
    ) : undefined;
  return (
    <ProductCardBase
      {...props}
      overlay={isGrid && hasIcons ? iconButtons : undefined}
      details={
        showStock ? (
          <StockLabel
            stock={product.stock}
            showStockQuantity={product.showStockQuantity}
            className="text-xs"
          />
        ) : undefined
      }
      actions={actions}
    />
  );
}
