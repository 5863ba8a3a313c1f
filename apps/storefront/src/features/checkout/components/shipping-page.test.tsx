import { type CartLineInput, CartResponseSchema, OrderSchema, type OrderSummary } from '@souk/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_REQUIRED_MESSAGE } from '../../../components/connection-required-notice.js';
import { ORDER_NOTES_KEY, SHIPPING_INFO_KEY } from '../../../stores/saved-shipping.js';
import { renderScreen, TEST_SELLER } from '../../../testing/render.js';
import { BACK_TO_CART_DELAY_MS, SHIPPING_MESSAGES, ShippingPage } from './shipping-page.js';

const api = vi.hoisted(() => ({ cart: { getCart: vi.fn() }, orders: { placeOrder: vi.fn() } }));
vi.mock('../../../lib/api-client.js', () => ({ api }));
vi.mock('../../../lib/orders-api.js', () => ({ ordersApi: api.orders }));

const LINE: CartLineInput = {
  _id: 'c1',
  productId: 'p1',
  quantity: 2,
  price: 10,
  sellerId: TEST_SELLER.id,
  addons: [{ text: 'Gift wrap', price: 1.5 }],
  productInfo: { name: 'Green Tea', price: 10, stock: 5, currency: 'USD' },
};
const GROUPS = CartResponseSchema.parse({
  card_products: [{ sellerId: TEST_SELLER.id, shopName: 'Pixel Forge', products: [LINE] }],
}).card_products;
const NAV_STATE = { products: GROUPS, price: 21.5, shipping_fee: 5, items: 2 };

const INFO = {
  name: 'Ann Lee',
  address: '1 Loop St',
  email: 'ann@example.com',
  phone: '0215550100',
  post: '8001',
  province: 'Western Cape',
  city: 'Cape Town',
  area: 'Gardens',
};

function renderShipping(state: unknown = NAV_STATE) {
  const view = renderScreen(<ShippingPage sellerId={TEST_SELLER.id} sellerName={TEST_SELLER.name} />, {
    path: '/pixel-forge/shipping',
    pattern: '/:sellerName/shipping',
    state,
  });
  return { ...view, user: userEvent.setup() };
}

const LABELS = {
  name: 'Full Name',
  address: 'Address',
  email: 'Email',
  phone: 'Phone',
  post: 'Postal Code',
  province: 'Province',
  city: 'City',
  area: 'Area / Landmark',
} as const;

async function fillAndSave(user: ReturnType<typeof userEvent.setup>) {
  for (const [field, label] of Object.entries(LABELS))
    await user.type(screen.getByLabelText(label), INFO[field as keyof typeof INFO]);
  await user.type(screen.getByLabelText('Order Notes (optional)'), 'Ring twice');
  await user.click(screen.getByRole('button', { name: 'Save Shipping Information' }));
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  api.cart.getCart.mockResolvedValue(CartResponseSchema.parse({}));
});

describe('ShippingPage (spec §2 Shipping / Place Order)', () => {
  it('shows the breadcrumb, the progress, the lines by shop and the order summary from the cart', async () => {
    renderShipping();
    expect(screen.getByRole('navigation', { name: 'Checkout progress' })).toHaveTextContent('Shipping Info');
    expect(screen.getByText('Place Order')).toBeInTheDocument();
    const shop = screen.getByRole('region', { name: 'Pixel Forge items' });
    expect(within(shop).getByText('Green Tea')).toBeInTheDocument();
    expect(within(shop).getByText('$21.50')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('$26.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Order' })).toBeDisabled();
    expect(api.cart.getCart).not.toHaveBeenCalled();
  });

  it("flags every empty field with the spec's message on submit, and rechecks as the shopper types", async () => {
    const { user } = renderShipping();
    await user.click(screen.getByRole('button', { name: 'Save Shipping Information' }));
    for (const message of [
      'Name is required',
      'Address is required',
      'Phone is required',
      'Post is required',
      'Province is required',
      'City is required',
      'Area is required',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByText(/Email is required|Please enter a valid email/)).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveFocus();

    await user.type(screen.getByLabelText('Full Name'), 'Ann');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ann@');
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(localStorage.getItem(SHIPPING_INFO_KEY)).toBeNull();
  });

  it('saves the address, shows "Deliver to", changes it and clears it', async () => {
    const { user } = renderShipping();
    await fillAndSave(user);
    expect(await screen.findByText(SHIPPING_MESSAGES.saved)).toBeInTheDocument();
    expect(screen.getByText('Deliver to Ann Lee')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(SHIPPING_INFO_KEY) ?? '{}')).toMatchObject(INFO);
    expect(localStorage.getItem(ORDER_NOTES_KEY)).toBe('Ring twice');
    expect(screen.getByRole('button', { name: 'Complete Order' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ann Lee');
    await user.click(screen.getByRole('button', { name: 'Save Shipping Information' }));

    await user.click(screen.getByRole('button', { name: 'Clear Saved Info' }));
    expect(await screen.findByText(SHIPPING_MESSAGES.cleared)).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(localStorage.getItem(SHIPPING_INFO_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Complete Order' })).toBeDisabled();
  });

  it('loads a saved address with a toast, and discards a corrupt one', async () => {
    localStorage.setItem(SHIPPING_INFO_KEY, JSON.stringify(INFO));
    const first = renderShipping();
    expect(await screen.findByText(SHIPPING_MESSAGES.loaded)).toBeInTheDocument();
    expect(screen.getByText('Deliver to Ann Lee')).toBeInTheDocument();
    first.unmount();

    localStorage.setItem(SHIPPING_INFO_KEY, '{oops');
    renderShipping();
    expect(await screen.findByLabelText('Full Name')).toHaveValue('');
    expect(localStorage.getItem(SHIPPING_INFO_KEY)).toBeNull();
  });

  it('places no order while offline: it says the checkout needs a connection, and places it once online', async () => {
    localStorage.setItem(SHIPPING_INFO_KEY, JSON.stringify(INFO));
    api.orders.placeOrder.mockReturnValue(new Promise(() => {}));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { user } = renderShipping();
      expect(screen.getByRole('status')).toHaveTextContent(CONNECTION_REQUIRED_MESSAGE);
      const complete = screen.getByRole('button', { name: 'Complete Order' });
      expect(complete).toBeDisabled();
      await user.click(complete);
      expect(api.orders.placeOrder).not.toHaveBeenCalled();
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.queryByText(CONNECTION_REQUIRED_MESSAGE)).toBeNull();
      await user.click(complete);
      expect(api.orders.placeOrder).toHaveBeenCalledTimes(1);
    } finally {
      onLine.mockRestore();
    }
  });

  it('places the order, shows Processing Order..., then replaces the page with /payment carrying the summary', async () => {
    localStorage.setItem(SHIPPING_INFO_KEY, JSON.stringify(INFO));
    let resolve: (value: unknown) => void = () => {};
    api.orders.placeOrder.mockReturnValue(new Promise((done) => (resolve = done)));
    const { user, router } = renderShipping();
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(screen.getByRole('button', { name: 'Processing Order...' })).toBeDisabled();
    expect(api.orders.placeOrder).toHaveBeenCalledWith(
      expect.objectContaining({
        // spec §2 Cart: grouped by seller
        products: [
          expect.objectContaining({
            sellerId: TEST_SELLER.id,
            products: [
              expect.objectContaining({ _id: 'c1', productId: 'p1', sellerId: TEST_SELLER.id, quantity: 2 }),
            ],
          }),
        ],
        shippingInfo: INFO,
        userId: null,
        price: 21.5,
        shipping_fee: 5,
        items: 2,
      }),
    );
    resolve({
      message: 'ok',
      order: OrderSchema.parse({
        orderNumber: 'ORD-1',
        sellerId: TEST_SELLER.id,
        shipping_fee: 5,
        products: [
          { name: 'Green Tea', price: 10, quantity: 2, addons: [{ text: 'Gift wrap', price: 1.5 }] },
        ],
      }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pixel-forge/payment'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toMatchObject({
      orderSummary: {
        orderNumber: 'ORD-1',
        subtotal: 21.5,
        shippingFee: 5,
        total: 26.5,
        currencySymbol: '$',
        items: 2,
        shippingInfo: INFO,
      },
    });
  });

  it('from the stored cart: placing the order empties every cached cart at once, with no "no products" toast', async () => {
    localStorage.setItem(SHIPPING_INFO_KEY, JSON.stringify(INFO));
    const full = CartResponseSchema.parse({
      card_products: GROUPS,
      price: 21.5,
      shipping_fee: 5,
      card_product_count: 1,
      buy_product_item: 2,
    });
    api.cart.getCart.mockResolvedValue(full);
    let resolve: (value: unknown) => void = () => {};
    api.orders.placeOrder.mockReturnValue(new Promise((done) => (resolve = done)));
    const { user, router, queryClient } = renderShipping(null);
    // the header's count in another shop area of the page reads the cart too
    queryClient.setQueryData(['cart', 'seller-2', null], full);
    await user.click(await screen.findByRole('button', { name: 'Complete Order' }));
    // the server empties the cart when it places the order
    api.cart.getCart.mockResolvedValue(CartResponseSchema.parse({}));
    resolve({
      message: 'ok',
      order: OrderSchema.parse({ orderNumber: 'ORD-2', sellerId: TEST_SELLER.id, products: [] }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pixel-forge/payment'));
    for (const [, data] of queryClient.getQueriesData<typeof full>({ queryKey: ['cart'] }))
      expect(data?.card_product_count).toBe(0);
    expect(screen.queryByText(SHIPPING_MESSAGES.noProducts)).not.toBeInTheDocument();
  });

  it('keeps the lines being ordered on the page when the cart empties meanwhile, with no "no products" toast', async () => {
    localStorage.setItem(SHIPPING_INFO_KEY, JSON.stringify(INFO));
    api.cart.getCart.mockResolvedValue(
      CartResponseSchema.parse({ card_products: GROUPS, price: 21.5, card_product_count: 1 }),
    );
    api.orders.placeOrder.mockReturnValue(new Promise(() => {}));
    const { user, queryClient } = renderShipping(null);
    await user.click(await screen.findByRole('button', { name: 'Complete Order' }));
    queryClient.setQueriesData({ queryKey: ['cart'] }, CartResponseSchema.parse({}));
    expect(await screen.findByRole('region', { name: 'Pixel Forge items' })).toHaveTextContent('Green Tea');
    expect(screen.getByRole('button', { name: 'Processing Order...' })).toBeDisabled();
    expect(screen.queryByText(SHIPPING_MESSAGES.noProducts)).not.toBeInTheDocument();
  });

  it('toasts the failure and lets the shopper try again', async () => {
    localStorage.setItem(SHIPPING_INFO_KEY, JSON.stringify(INFO));
    api.orders.placeOrder.mockRejectedValue(new Error('boom'));
    const { user } = renderShipping();
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    expect(await screen.findByText('Failed to place order. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Order' })).toBeEnabled();
  });

  it('goes straight to payment for an existing order, with the updated address', async () => {
    localStorage.setItem(SHIPPING_INFO_KEY, JSON.stringify(INFO));
    const existing: OrderSummary = {
      subtotal: 20,
      shippingFee: 5,
      total: 25,
      currencySymbol: '$',
      items: 2,
      orderNumber: 'ORD-9',
      sellerId: TEST_SELLER.id,
      products: [
        {
          _id: 'x',
          sellerId: TEST_SELLER.id,
          name: 'Green Tea',
          images: [],
          price: 10,
          quantity: 2,
          currency: 'USD',
          addons: [],
        },
      ],
      shippingInfo: { ...INFO, name: 'Old Name' },
    };
    const { user, router } = renderShipping({ orderSummary: existing });
    expect(screen.getByText('Green Tea')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Complete Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pixel-forge/payment'));
    expect(api.orders.placeOrder).not.toHaveBeenCalled();
    expect(router.state.location.state).toMatchObject({
      orderSummary: { orderNumber: 'ORD-9', shippingInfo: INFO },
    });
  });

  it('with no products, toasts and goes back to the cart after 1 s', async () => {
    // the delay is checked as scheduled, not timed: a loaded machine may pass the second before we look
    const timers = vi.spyOn(window, 'setTimeout');
    const { router } = renderShipping(null);
    expect(await screen.findByText(SHIPPING_MESSAGES.noProducts)).toBeInTheDocument();
    expect(BACK_TO_CART_DELAY_MS).toBe(1000);
    expect(timers).toHaveBeenCalledWith(expect.any(Function), BACK_TO_CART_DELAY_MS);
    await waitFor(() => expect(router.state.location.pathname).toBe('/pixel-forge/card'));
    timers.mockRestore();
  });
});
