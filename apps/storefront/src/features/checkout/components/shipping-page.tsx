import {
  addonsCents,
  type CartGroup,
  type Cents,
  cartLinePriceCents,
  currencySymbol,
  multiplyCents,
  type OrderSummary,
  type PlaceOrderBody,
  paths,
  productImage,
  rebuildOrderSummary,
  type SelectedAddon,
  type ShippingInfo,
  toCents,
} from '@souk/core';
import { Breadcrumb, Picture, Spinner, t, toast } from '@souk/ui';
import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { buttonClass } from '../../../components/button-class.js';
import { CheckoutProgress } from '../../../components/checkout-progress.js';
import { ConnectionRequiredNotice } from '../../../components/connection-required-notice.js';
import { OrderSummaryPanel } from '../../../components/order-summary-panel.js';
import { useAreaPath } from '../../../lib/area-path.js';
import { type PaymentNavigationState, readShippingNavigationState } from '../../../lib/checkout-state.js';
import { currentShopperIdentity, useShopperIdentity } from '../../../lib/shopper-identity.js';
import { useOnline } from '../../../lib/use-online.js';
import { cartQueryOptions } from '../../../shop/api/get-cart.js';
import { useShopMoney } from '../../../shop/components/shop-context.js';
import { useFormatMoney } from '../../../shop/components/use-format-money.js';
import {
  clearSavedShipping,
  loadSavedShipping,
  savedShipping,
  savedShippingInfo,
  saveShipping,
} from '../../../stores/saved-shipping.js';
import { PLACE_ORDER_FAILED_MESSAGE, usePlaceOrder } from '../api/place-order.js';
import { ShippingForm } from './shipping-form.js';

/** Spec §8 texts of the shipping page. */
export const SHIPPING_MESSAGES = {
  loaded: /*i18n*/ 'Saved shipping information loaded',
  saved: /*i18n*/ 'Shipping information saved successfully!',
  cleared: /*i18n*/ 'Saved shipping information cleared',
  noProducts: /*i18n*/ 'No products found. Please add items to your cart first.',
} as const;

/** Spec §9: with no products the shopper goes back to the cart after this long. */
export const BACK_TO_CART_DELAY_MS = 1000;

interface ShippingLine {
  key: string;
  name: string;
  image: string;
  quantity: number;
  addons: readonly SelectedAddon[];
  amountCents: Cents;
}

interface ShippingGroup {
  sellerId: string;
  shopName: string;
  lines: ShippingLine[];
}

/** What the page shows and orders, whichever source it came from (spec §4 cart source priority). */
interface Checkout {
  groups: ShippingGroup[];
  /** Cart groups to order; absent when the order exists already. */
  cartGroups?: CartGroup[];
  existing?: OrderSummary;
  subtotal: number;
  shippingFee: number;
  items: number;
  /** The ISO 4217 code of the amounts (the lines' products'), else the shop's. */
  currency: string | undefined;
}

function fromCart(groups: CartGroup[], subtotal: number, shippingFee: number, items: number): Checkout {
  return {
    cartGroups: groups,
    groups: groups.map((group) => ({
      sellerId: group.sellerId,
      shopName: group.shopName,
      lines: group.products.map((line) => ({
        key: line._id,
        name: line.productInfo.name,
        image: productImage(line.selectedImage ? [line.selectedImage] : line.productInfo.images),
        quantity: line.quantity,
        addons: line.addons,
        amountCents: cartLinePriceCents(line),
      })),
    })),
    subtotal,
    shippingFee,
    items,
    currency: groups[0]?.products[0]?.productInfo.currency,
  };
}

function fromOrderSummary(summary: OrderSummary): Checkout {
  return {
    existing: summary,
    groups: [
      {
        sellerId: summary.sellerId,
        shopName: '',
        lines: summary.products.map((product, index) => ({
          key: product._id || String(index),
          name: product.name,
          image: productImage(product.images),
          quantity: product.quantity,
          addons: product.addons,
          amountCents: multiplyCents(toCents(product.price), product.quantity) + addonsCents(product.addons),
        })),
      },
    ],
    subtotal: summary.subtotal,
    shippingFee: summary.shippingFee,
    items: summary.items,
    currency: summary.products[0]?.currency,
  };
}

function placeOrderBody(checkout: Checkout, info: ShippingInfo, notes: string): PlaceOrderBody {
  const identity = currentShopperIdentity();
  return {
    // spec §2 Cart, §7: the products grouped by seller, as the cart holds them
    products: (checkout.cartGroups ?? []).map((group) => ({
      sellerId: group.sellerId,
      shopName: group.shopName,
      products: group.products.map((line) => ({
        _id: line._id,
        productId: line.productId,
        sellerId: line.sellerId || group.sellerId,
        quantity: line.quantity,
        addons: line.addons,
        name: line.productInfo.name,
        price: line.price,
        originalPrice: line.productInfo.price,
        priceDetails: {
          originalPrice: line.productInfo.price,
          discount: line.productInfo.discount,
          bulkPricing: line.productInfo.bulkPricing,
          addons: line.addons,
        },
      })),
    })),
    price: checkout.subtotal,
    shipping_fee: checkout.shippingFee,
    items: checkout.items,
    shippingInfo: info,
    userId: identity?.userId ?? null,
    ...(identity?.sessionId ? { sessionId: identity.sessionId } : {}),
    notes,
  };
}

export interface ShippingPageProps {
  sellerId: string;
  sellerName: string;
  /** The shop's banner carousel (spec §2 Shipping), composed by the route. */
  banners?: React.ReactNode;
}

/**
 * Shipping / Place Order `/{sellerName}/shipping` (spec §2, §4): the form or the saved address, the lines
 * grouped by shop, the Order Summary and Complete Order, which places the order (or reuses an existing
 * one) and replaces this page with /payment carrying the order summary.
 */
export function ShippingPage({ sellerId, sellerName, banners }: ShippingPageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const area = useAreaPath();
  const identity = useShopperIdentity();
  const saved = useSnapshot(savedShipping);
  const [editing, setEditing] = useState(false);
  const placeOrder = usePlaceOrder();
  // issue 22: the order is placed and priced by the server: never while offline
  const online = useOnline();
  // what was ordered stays on the page until payment opens: placing the order empties the cart
  const [ordered, setOrdered] = useState<Checkout | null>(null);
  const moneyFormat = useShopMoney();
  const money = useFormatMoney();

  // spec §4: existing order summary first, then the products the cart passed, then the stored cart
  const state = readShippingNavigationState(location.state);
  const needsCart = !state.orderSummary && !state.products?.length;
  const cart = useQuery({ ...cartQueryOptions(sellerId, identity), enabled: needsCart });
  let checkout: Checkout | null = null;
  if (ordered) checkout = ordered;
  else if (state.orderSummary) checkout = fromOrderSummary(state.orderSummary);
  else if (state.products?.length)
    checkout = fromCart(state.products, state.price ?? 0, state.shipping_fee ?? 0, state.items ?? 0);
  else if (cart.data)
    checkout = fromCart(
      cart.data.card_products,
      cart.data.price,
      cart.data.shipping_fee,
      cart.data.buy_product_item,
    );
  const noProducts = checkout?.groups.every((group) => group.lines.length === 0) ?? false;
  const cartFailed = !ordered && needsCart && cart.isError;

  const loadedOnce = useRef(false);
  useEffect(() => {
    if (loadedOnce.current) return;
    loadedOnce.current = true;
    if (loadSavedShipping()) toast.success(t(SHIPPING_MESSAGES.loaded));
  }, []);

  const cartPath = area(paths.cart(sellerName));
  useEffect(() => {
    if (!noProducts && !cartFailed) return;
    toast.error(t(SHIPPING_MESSAGES.noProducts));
    const timer = setTimeout(() => navigate(cartPath), BACK_TO_CART_DELAY_MS);
    return () => clearTimeout(timer);
  }, [noProducts, cartFailed, navigate, cartPath]);

  function save(info: ShippingInfo, notes: string) {
    saveShipping(info, notes);
    setEditing(false);
    toast.success(t(SHIPPING_MESSAGES.saved));
  }

  function clear() {
    clearSavedShipping();
    setEditing(false);
    toast.success(t(SHIPPING_MESSAGES.cleared));
  }

  function goToPayment(orderSummary: OrderSummary) {
    const paymentState: PaymentNavigationState = { orderSummary };
    navigate(area(paths.payment(sellerName)), { replace: true, state: paymentState });
  }

  function complete() {
    const info = savedShippingInfo();
    if (!checkout || !info || placeOrder.isPending) return;
    // spec §4: an existing order is not placed again; it goes to payment with the updated address
    if (checkout.existing) {
      goToPayment({ ...checkout.existing, shippingInfo: info });
      return;
    }
    const symbol = currencySymbol(checkout.currency || moneyFormat.currency, moneyFormat.locale);
    setOrdered(checkout);
    placeOrder.mutate(placeOrderBody(checkout, info, savedShipping.notes), {
      onSuccess: ({ order }) => {
        const summary = rebuildOrderSummary(order);
        goToPayment({
          ...summary,
          sellerId: summary.sellerId || sellerId,
          currencySymbol: summary.currencySymbol === 'NA' ? symbol : summary.currencySymbol,
          shippingInfo: info,
        });
      },
      onError: () => {
        setOrdered(null);
        toast.error(t(PLACE_ORDER_FAILED_MESSAGE));
      },
    });
  }

  const info = saved.info;
  const showForm = !info || editing;

  return (
    <main className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-6 sm:px-6 lg:py-8">
      <Breadcrumb items={[{ label: t('Home'), href: paths.shop(sellerName) }, { label: t('Place Order') }]} />
      {banners}
      <CheckoutProgress current="Shipping Info" />
      <ConnectionRequiredNotice />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr] lg:items-start">
        <div className="flex flex-col gap-6">
          <section
            aria-labelledby="shipping-heading"
            className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
          >
            <h1 id="shipping-heading" className="mb-4 text-xl font-bold text-ink">
              {t('Shipping Information')}
            </h1>
            {showForm ? (
              <ShippingForm
                // a fresh form per mode, so a change starts from the saved address
                key={info ? 'edit' : 'new'}
                initial={info ? { ...info } : null}
                initialNotes={saved.notes}
                onSave={save}
              />
            ) : (
              <div className="flex flex-col gap-3 text-sm">
                <p className="flex items-center gap-2 font-semibold text-ink">
                  <MapPin aria-hidden="true" className="size-4 text-brand-700" />
                  {t('Deliver to {name}', { name: info.name })}
                  <button
                    type="button"
                    onClick={() => setEditing(true)}
                    className="cursor-pointer font-medium text-brand-700 hover:underline"
                  >
                    {t('Change')}
                  </button>
                </p>
                <p className="text-muted">
                  {[info.address, info.area, info.city, info.province, info.post].join(', ')}
                </p>
                <p className="text-muted">
                  {info.phone}, {info.email}
                </p>
                {saved.notes && <p className="text-muted">{t('Notes: {notes}', { notes: saved.notes })}</p>}
                <div>
                  <button type="button" onClick={clear} className={buttonClass('outline', 'sm')}>
                    {t('Clear Saved Info')}
                  </button>
                </div>
              </div>
            )}
          </section>
          {checkout ? (
            checkout.groups.map((group) => (
              <section
                key={group.sellerId}
                aria-label={t('{shop} items', { shop: group.shopName || t('Shop') })}
                className="rounded-2xl border border-gray-200 bg-white px-6 py-2 shadow-sm"
              >
                <h2 className="border-b border-gray-100 py-3 font-semibold text-ink">
                  {group.shopName || t('Your order')}
                </h2>
                <ul className="divide-y divide-gray-100">
                  {group.lines.map((line) => (
                    <li key={line.key} className="flex gap-4 py-3">
                      <Picture
                        src={line.image}
                        alt=""
                        width={64}
                        height={64}
                        sizes="64px"
                        className="size-16 shrink-0 rounded-lg border border-gray-100 object-cover"
                      />
                      <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
                        <span className="font-medium text-ink">{line.name}</span>
                        <span className="text-muted">
                          {t('Quantity: {quantity}', { quantity: line.quantity })}
                        </span>
                        {line.addons.length > 0 && (
                          <span className="text-muted">
                            {line.addons.map((addon) => addon.text).join(', ')}
                          </span>
                        )}
                      </div>
                      <span className="text-sm font-semibold text-ink tabular-nums">
                        {money(line.amountCents, checkout.currency)}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          ) : (
            <Spinner label={t('Loading cart...')} />
          )}
        </div>
        {checkout && (
          <OrderSummaryPanel
            items={checkout.items}
            subtotal={checkout.subtotal}
            shippingFee={checkout.shippingFee}
            currency={checkout.currency}
          >
            <button
              type="button"
              onClick={complete}
              disabled={!info || placeOrder.isPending || noProducts || !online}
              className={buttonClass('primary', 'lg', 'w-full')}
            >
              {placeOrder.isPending ? t('Processing Order...') : t('Complete Order')}
            </button>
          </OrderSummaryPanel>
        )}
      </div>
    </main>
  );
}
