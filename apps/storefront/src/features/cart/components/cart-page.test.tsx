import { type CartLineInput, CartResponseSchema, DIFFERENT_SELLER_WARNING } from '@souk/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECTION_REQUIRED_MESSAGE } from '../../../components/connection-required-notice.js';
import { renderScreen, TEST_SELLER } from '../../../testing/render.js';
import { CartPage } from './cart-page.js';

const api = vi.hoisted(() => ({
  cart: {
    getCart: vi.fn(),
    increaseQuantity: vi.fn(),
    decreaseQuantity: vi.fn(),
    deleteLine: vi.fn(),
    updateLine: vi.fn(),
  },
}));
vi.mock('../../../lib/api-client.js', () => ({ api }));

function line(overrides: Partial<CartLineInput> = {}): CartLineInput {
  return {
    _id: 'c1',
    productId: 'p1',
    quantity: 2,
    price: 10,
    sellerId: TEST_SELLER.id,
    addons: [{ text: 'Gift wrap', price: 1.5 }],
    productInfo: { name: 'Green Tea', price: 10, stock: 5, currency: 'USD', slug: 'green-tea' },
    ...overrides,
  };
}

function cart(input: Record<string, unknown>) {
  return CartResponseSchema.parse(input);
}

const FULL_CART = {
  card_products: [{ sellerId: TEST_SELLER.id, shopName: 'Pixel Forge', products: [line()] }],
  price: 21.5,
  shipping_fee: 5,
  card_product_count: 2,
  buy_product_item: 2,
  outofstock_products: [
    {
      ...line({ _id: 'c2', productId: 'p2', quantity: 4, addons: [] }),
      productInfo: { name: 'Black Tea', price: 8, stock: 1, currency: 'USD' },
      shopName: 'Pixel Forge',
      originalStock: 1,
    },
  ],
};

function renderCart() {
  const view = renderScreen(<CartPage sellerId={TEST_SELLER.id} sellerName={TEST_SELLER.name} />, {
    path: '/pixel-forge/card',
    pattern: '/:sellerName/card',
  });
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => {
  vi.clearAllMocks();
  for (const call of ['increaseQuantity', 'decreaseQuantity', 'deleteLine', 'updateLine'] as const)
    api.cart[call].mockResolvedValue({ message: 'ok' });
});

describe('CartPage (spec §2 Cart)', () => {
  it('shows the empty state with Start Shopping to /shops', async () => {
    api.cart.getCart.mockResolvedValue(cart({}));
    renderCart();
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute(
      'href',
      '/pixel-forge/shops',
    );
    expect(screen.getByRole('navigation', { name: 'Checkout progress' })).toHaveTextContent('Shopping Cart');
  });

  it("groups in-stock lines by shop, lists out-of-stock lines with the stock left, and shows the server's figures", async () => {
    api.cart.getCart.mockResolvedValue(cart(FULL_CART));
    renderCart();
    const shop = await screen.findByRole('region', { name: 'Pixel Forge items' });
    expect(within(shop).getByText('Green Tea')).toBeInTheDocument();
    // 2 × $10 + $1.50 gift wrap, by the core line rule
    expect(within(shop).getByText('$21.50')).toBeInTheDocument();
    const outOfStock = screen.getByRole('region', { name: 'Out of Stock' });
    expect(within(outOfStock).getByText(/Only 1 in stock/)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Subtotal (2 items)')).toBeInTheDocument();
    expect(within(summary).getByText('$5.00')).toBeInTheDocument();
    expect(within(summary).getByText('$26.50')).toBeInTheDocument();
    expect(screen.queryByText(DIFFERENT_SELLER_WARNING)).not.toBeInTheDocument();
  });

  it('warns when a line belongs to another seller', async () => {
    api.cart.getCart.mockResolvedValue(
      cart({
        card_products: [
          { sellerId: 'other', shopName: 'Elsewhere', products: [line({ sellerId: 'other' })] },
        ],
      }),
    );
    renderCart();
    expect(await screen.findByText(DIFFERENT_SELLER_WARNING)).toBeInTheDocument();
  });

  it("warns instead of the empty state when the cart's products are in another shop, and leads to that cart", async () => {
    api.cart.getCart.mockResolvedValue(
      cart({
        other_sellers: [
          { sellerId: 'other', sellerName: 'green-pantry', shopName: 'Green Pantry', card_product_count: 2 },
        ],
      }),
    );
    renderCart();
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(DIFFERENT_SELLER_WARNING);
    expect(within(warning).getByRole('link', { name: 'Go to the Green Pantry cart' })).toHaveAttribute(
      'href',
      '/green-pantry/card',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInTheDocument();
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to Checkout' })).not.toBeInTheDocument();
  });

  it('changes lines through the API and reloads the cart after each change', async () => {
    api.cart.getCart.mockResolvedValue(cart(FULL_CART));
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Increase quantity of Green Tea' }));
    await waitFor(() => expect(api.cart.getCart).toHaveBeenCalledTimes(2));
    expect(api.cart.increaseQuantity).toHaveBeenCalledWith('c1');

    await user.click(screen.getByRole('button', { name: 'Decrease quantity of Green Tea' }));
    await waitFor(() => expect(api.cart.getCart).toHaveBeenCalledTimes(3));
    expect(api.cart.decreaseQuantity).toHaveBeenCalledWith('c1');

    await user.click(screen.getByRole('button', { name: 'Remove add-on Gift wrap' }));
    await waitFor(() => expect(api.cart.getCart).toHaveBeenCalledTimes(4));
    expect(api.cart.updateLine).toHaveBeenCalledWith('c1', { addons: [] });

    await user.click(screen.getByRole('button', { name: 'Remove Black Tea' }));
    await waitFor(() => expect(api.cart.getCart).toHaveBeenCalledTimes(5));
    expect(api.cart.deleteLine).toHaveBeenCalledWith('c2');
  });

  it("edits the add-ons of a line with the product's add-on fields, prefilled with its choices", async () => {
    const offered = [
      {
        question: 'Wrapping',
        type: 'Checkboxes',
        options: [
          { text: 'Gift wrap', price: 1.5 },
          { text: 'Card', price: 0.5 },
        ],
      },
      {
        question: 'Size',
        type: 'Radio Buttons',
        options: [
          { text: 'Small', price: 0 },
          { text: 'Large', price: 2 },
        ],
      },
    ];
    const withOffer = line({ productInfo: { ...line().productInfo, addons: offered } });
    api.cart.getCart.mockResolvedValue(
      cart({ ...FULL_CART, card_products: [{ ...FULL_CART.card_products[0], products: [withOffer] }] }),
    );
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Edit add-ons of Green Tea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit add-ons: Green Tea' });
    expect(within(dialog).getByRole('checkbox', { name: 'Gift wrap (+$1.50)' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Card (+$0.50)' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Card (+$0.50)' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Large (+$2.00)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Add-ons' }));
    await waitFor(() => expect(api.cart.getCart).toHaveBeenCalledTimes(2));
    expect(api.cart.updateLine).toHaveBeenCalledWith('c1', {
      addons: [
        { text: 'Gift wrap', price: 1.5 },
        { text: 'Card', price: 0.5 },
        { text: 'Large', price: 2 },
      ],
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no add-on editing for a product without add-ons', async () => {
    api.cart.getCart.mockResolvedValue(cart(FULL_CART));
    renderCart();
    await screen.findByRole('button', { name: 'Remove Green Tea' });
    expect(screen.queryByRole('button', { name: /Edit add-ons/ })).toBeNull();
  });

  it("toasts the spec's message when a change fails", async () => {
    api.cart.getCart.mockResolvedValue(cart(FULL_CART));
    api.cart.deleteLine.mockRejectedValue(new Error(''));
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Remove Green Tea' }));
    expect(await screen.findByText('Failed to delete cart product')).toBeInTheDocument();
  });

  it('proceeds to /shipping carrying the grouped products and figures', async () => {
    api.cart.getCart.mockResolvedValue(cart(FULL_CART));
    const { user, router } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    expect(router.state.location.pathname).toBe('/pixel-forge/shipping');
    expect(router.state.location.state).toMatchObject({
      price: 21.5,
      shipping_fee: 5,
      items: 2,
      products: [{ sellerId: TEST_SELLER.id, products: [{ _id: 'c1', addons: [{ text: 'Gift wrap' }] }] }],
    });
  });

  it('says it needs a connection while offline and lets nothing change or move on, then again online', async () => {
    api.cart.getCart.mockResolvedValue(cart(FULL_CART));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderCart();
      const proceed = await screen.findByRole('button', { name: 'Proceed to Checkout' });
      expect(screen.getByRole('status')).toHaveTextContent(CONNECTION_REQUIRED_MESSAGE);
      expect(proceed).toBeDisabled();
      for (const button of screen.getAllByRole('button', { name: /increase|decrease|remove/i })) {
        expect(button).toBeDisabled();
      }
      onLine.mockReturnValue(true);
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.queryByText(CONNECTION_REQUIRED_MESSAGE)).toBeNull();
      expect(proceed).toBeEnabled();
    } finally {
      onLine.mockRestore();
    }
  });
});
