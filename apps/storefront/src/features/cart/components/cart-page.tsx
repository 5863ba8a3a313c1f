import {
  type CartResponse,
  DIFFERENT_SELLER_WARNING,
  holdsOtherSellers,
  type OtherSellerCart,
  paths,
} from '@souk/core';
import { EmptyState, Link, Spinner, t } from '@souk/ui';
import { AlertTriangle, ShoppingCart } from 'lucide-react';
import type * as React from 'react';
import { useNavigate } from 'react-router-dom';
import { buttonClass } from '../../../components/button-class.js';
import { CheckoutProgress } from '../../../components/checkout-progress.js';
import { ConnectionRequiredNotice } from '../../../components/connection-required-notice.js';
import { OrderSummaryPanel } from '../../../components/order-summary-panel.js';
import { useAreaPath } from '../../../lib/area-path.js';
import type { ShippingNavigationState } from '../../../lib/checkout-state.js';
import { useShopperIdentity } from '../../../lib/shopper-identity.js';
import { useOnline } from '../../../lib/use-online.js';
import { useCart } from '../../../shop/api/get-cart.js';
import { useUpdateCartLine } from '../api/update-cart.js';
import { CartLineItem } from './cart-line-item.js';

export interface CartPageProps {
  sellerId: string;
  sellerName: string;
}

/**
 * Spec §2 Cart, §8: the cart holds another seller's products — with a way to that shop's cart, where they
 * can be bought (the cart holds one seller's products at a time, spec §5).
 */
function DifferentSellerWarning({ others }: { others: readonly OtherSellerCart[] }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800"
    >
      <p className="flex items-center gap-2">
        <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
        {t(DIFFERENT_SELLER_WARNING)}
      </p>
      {others.map((other) => (
        <Link
          key={other.sellerId}
          href={paths.cart(other.sellerName)}
          className="font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950"
        >
          {t('Go to the {shop} cart', { shop: other.shopName || other.sellerName })}
        </Link>
      ))}
    </div>
  );
}

/** The currency the cart's totals are in: its lines' (one shop's products), else the shop's. */
function cartCurrency(cart: CartResponse): string | undefined {
  const line = cart.card_products[0]?.products[0] ?? cart.outofstock_products[0];
  return line?.productInfo.currency;
}

/**
 * The cart `/{sellerName}/card` (spec §2 Cart): checkout progress, the in-stock lines grouped by shop and the
 * out-of-stock lines with the stock left (the server splits them, spec §4), the server's figures in the
 * order summary, and Proceed to Checkout carrying the cart to /shipping.
 */
export function CartPage({ sellerId, sellerName }: CartPageProps) {
  const identity = useShopperIdentity();
  const cart = useCart(sellerId, identity);
  const { change, isChanging } = useUpdateCartLine();
  const navigate = useNavigate();
  const area = useAreaPath();
  // issue 22: the cart's figures are the server's, read again at every step: offline, nothing moves on
  const online = useOnline();

  const frame = (body: React.ReactNode) => (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-6 sm:px-6 lg:py-8">
      <CheckoutProgress current="Shopping Cart" />
      <ConnectionRequiredNotice />
      {body}
    </main>
  );

  if (cart.isPending) return frame(<Spinner label={t('Loading cart...')} />);
  if (cart.isError) {
    return frame(
      <p role="alert" className="text-sale">
        {t(cart.error.message || /*i18n*/ 'Failed to get cart products')}
      </p>,
    );
  }

  const data = cart.data;
  const groups = data.card_products;
  const outOfStock = data.outofstock_products;
  const warning = holdsOtherSellers(data, sellerId) && (
    <DifferentSellerWarning
      others={(data.other_sellers ?? []).filter((other) => other.sellerId !== sellerId)}
    />
  );
  if (groups.length === 0 && outOfStock.length === 0) {
    // the shopper's products are in another shop: the warning says where, instead of an empty cart
    if (warning) {
      return frame(
        <>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('Shopping Cart')}</h1>
          {warning}
        </>,
      );
    }
    return frame(
      <EmptyState
        icon={<ShoppingCart />}
        title={t('Your cart is empty')}
        description={t('Browse the shop and add something you like.')}
      >
        <Link href={paths.shops(sellerName)} className={buttonClass('primary')}>
          {t('Start Shopping')}
        </Link>
      </EmptyState>,
    );
  }

  function proceed() {
    const state: ShippingNavigationState = {
      products: groups,
      price: data.price,
      shipping_fee: data.shipping_fee,
      items: data.buy_product_item,
    };
    navigate(area(paths.shipping(sellerName)), { state });
  }

  return frame(
    <>
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t('Shopping Cart')}</h1>
      {warning}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr] lg:items-start">
        <div className="flex flex-col gap-6">
          {groups.map((group) => (
            <section
              key={group.sellerId}
              aria-label={t('{shop} items', { shop: group.shopName || t('Shop') })}
              className="rounded-2xl border border-gray-200 bg-white px-4 py-2 shadow-sm sm:px-6"
            >
              <h2 className="border-b border-gray-100 py-3 font-semibold text-ink">
                {group.shopName || t('Shop')}
              </h2>
              <ul className="divide-y divide-gray-100">
                {group.products.map((line) => (
                  <CartLineItem
                    key={line._id}
                    line={line}
                    sellerName={sellerName}
                    disabled={isChanging || !online}
                    onChange={change}
                  />
                ))}
              </ul>
            </section>
          ))}
          {outOfStock.length > 0 && (
            <section
              aria-labelledby="out-of-stock-heading"
              className="rounded-2xl border border-red-100 bg-red-50/40 px-4 py-2 sm:px-6"
            >
              <h2 id="out-of-stock-heading" className="border-b border-red-100 py-3 font-semibold text-sale">
                {t('Out of Stock')}
              </h2>
              <ul className="divide-y divide-red-100">
                {outOfStock.map((line) => (
                  <CartLineItem
                    key={line._id}
                    line={line}
                    sellerName={sellerName}
                    availableStock={line.originalStock}
                    disabled={isChanging || !online}
                    onChange={change}
                  />
                ))}
              </ul>
            </section>
          )}
        </div>
        <OrderSummaryPanel
          items={data.buy_product_item}
          subtotal={data.price}
          shippingFee={data.shipping_fee}
          currency={cartCurrency(data)}
        >
          <button
            type="button"
            onClick={proceed}
            disabled={groups.length === 0 || !online}
            className={buttonClass('primary', 'lg', 'w-full')}
          >
            {t('Proceed to Checkout')}
          </button>
        </OrderSummaryPanel>
      </div>
    </>,
  );
}
