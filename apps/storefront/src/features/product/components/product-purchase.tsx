import {
  bulkOptions,
  INITIAL_PRODUCT_SELECTION,
  linePriceCents,
  type Product,
  productSelection,
  type SelectedAddon,
  selectionUnits,
} from '@souk/core';
import { QuantityStepper, t } from '@souk/ui';
import { useHydrated } from '@souk/web';
import { Heart, ShoppingCart } from 'lucide-react';
import type * as React from 'react';
import { lazy, Suspense, useReducer, useState } from 'react';
import { AddonFields, selectedAddons } from '../../../components/addon-fields.js';
import { buttonClass } from '../../../components/button-class.js';
import { useFormatMoney } from '../../../shop/components/use-format-money.js';
import { BulkPricingPanel } from './bulk-pricing-panel.js';

// issue 22: the alert button loads when shown, after hydration — imported here, not by a module both
// screens share, so it adds no chunk to what the shop's entry lists for them
const ProductAlert = lazy(() =>
  import('../../../shop/components/product-alert.js').then((module) => ({ default: module.ProductAlert })),
);

/** What the buy box asks the cart for. */
export interface PurchaseRequest {
  quantity: number;
  addons: SelectedAddon[];
}

export interface ProductPurchaseProps {
  product: Product;
  onAddToCart: (request: PurchaseRequest) => void;
  onAddToWishlist: () => void;
  isAdding?: boolean;
  /** Extra actions beside the wishlist button (the chat link). */
  children?: React.ReactNode;
}

/**
 * The product page's buy box (spec §2, §4): bulk options, add-ons, quantity, the line total as the cart
 * will charge it, Add to Cart and wishlist; out of stock, "Tell me when it’s back" (issue 22). Render it with `key={product._id}` so a new product starts
 * from a fresh selection (spec §4).
 */
export function ProductPurchase({
  product,
  onAddToCart,
  onAddToWishlist,
  isAdding,
  children,
}: ProductPurchaseProps) {
  const [selection, dispatch] = useReducer(productSelection, INITIAL_PRODUCT_SELECTION);
  const [addons, setAddons] = useState<Record<number, SelectedAddon[]>>({});
  const money = useFormatMoney();
  const tiers = bulkOptions(product.bulkPricing);
  const chosenAddons = selectedAddons(addons);
  const units = selectionUnits(selection);
  const outOfStock = !(product.stock > 0);
  // the alert button mounts after hydration: the server's render holds nothing of it
  const hydrated = useHydrated();
  const total = linePriceCents({
    quantity: units,
    price: product.price,
    discount: product.discount,
    bulkPricing: product.bulkPricing,
    addons: chosenAddons,
  });

  return (
    <div className="flex flex-col gap-5">
      <BulkPricingPanel
        tiers={tiers}
        unitPrice={product.price}
        currency={product.currency}
        chosen={selection.bulk}
        onChoose={(tier) => dispatch({ type: 'choose-bulk', tier })}
        onClear={() => dispatch({ type: 'clear-bulk' })}
        onPacksChange={(packs) => dispatch({ type: 'set-packs', packs })}
      />
      <AddonFields addons={product.addons} currency={product.currency} value={addons} onChange={setAddons} />

      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-semibold text-ink">{t('Quantity')}</span>
          <QuantityStepper
            value={selection.quantity}
            onChange={(quantity) => dispatch({ type: 'set-quantity', quantity })}
            label={t('Quantity')}
          />
        </div>
        <p className="text-end text-sm text-muted">
          {t('Total for {units, plural, one {{units} item} other {{units} items}}', { units })}
          <span className="block text-xl font-bold text-ink tabular-nums" data-testid="purchase-total">
            {money(total, product.currency)}
          </span>
        </p>
      </div>

      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={isAdding || outOfStock}
          onClick={() => onAddToCart({ quantity: units, addons: chosenAddons })}
          className={buttonClass('primary', 'lg', 'min-w-48 flex-1')}
        >
          <ShoppingCart aria-hidden="true" />
          {outOfStock ? t('Out of stock') : isAdding ? t('Adding...') : t('Add to Cart')}
        </button>
        <button type="button" onClick={onAddToWishlist} className={buttonClass('outline', 'lg')}>
          <Heart aria-hidden="true" />
          {t('Add to wishlist')}
        </button>
        {children}
      </div>
      {/* issue 22: a shopper can ask to hear when it is back */}
      {outOfStock && hydrated && (
        <Suspense>
          <ProductAlert productId={product._id} kind="back_in_stock" className="self-start" />
        </Suspense>
      )}
    </div>
  );
}
