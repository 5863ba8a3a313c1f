import { ApiError, parseProduct } from '@souk/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../stores/session.js';
import { renderScreen } from '../../testing/render.js';
import { Component as ProductDetailsScreen } from './product-details.js';

const api = vi.hoisted(() => ({
  catalogue: { getProductBySlug: vi.fn(), getProductById: vi.fn() },
  reviews: { getReviews: vi.fn(), submitReview: vi.fn() },
  seller: { getSupportInfo: vi.fn() },
  cart: { addToCart: vi.fn() },
  wishlist: { add: vi.fn() },
}));
vi.mock('../../lib/api-client.js', () => ({ api }));
vi.mock('../../lib/reviews-api.js', () => ({ reviewsApi: api.reviews }));

const hub = parseProduct({
  _id: 'hub-1',
  name: '7-in-1 USB-C Hub',
  slug: 'usb-c-hub',
  price: 50,
  discount: 10,
  stock: 60,
  images: ['/hub-1.svg'],
  description: 'Specs at https://pixel.example/hub. Enjoy',
  bulkPricing: [
    { quantity: 10, price: 400 },
    { quantity: 25, price: 900 },
    { quantity: 1, price: 50 },
  ],
  addons: [
    {
      question: 'Cable',
      type: 'Drop-Down List',
      options: [
        { text: '1 m', price: 0 },
        { text: '2 m', price: 4 },
      ],
    },
    {
      question: 'Warranty',
      type: 'Radio Buttons',
      options: [
        { text: 'Standard', price: 0 },
        { text: 'Extended', price: 9 },
      ],
    },
    { question: 'Extras', type: 'Checkboxes', options: [{ text: 'Travel pouch', price: 6 }] },
  ],
});

function renderProductPage() {
  return renderScreen(<ProductDetailsScreen />, {
    path: '/pixel-forge/product/details/usb-c-hub',
    pattern: '/:sellerName/product/details/:slug',
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  session.customer = null;
  session.guestSessionId = '5d1c9a3e-7b2f-4e8a-9c6d-0f1e2a3b4c5d';
  api.catalogue.getProductBySlug.mockResolvedValue({ product: hub, relatedProducts: [], moreProducts: [] });
  api.reviews.getReviews.mockResolvedValue({ reviews: [], totalReview: 0, rating_review: [] });
  api.seller.getSupportInfo.mockResolvedValue({
    supportInfo: { mobileNo: '082 123 4567' },
    seller: {
      _id: 'seller-1',
      name: 'pixel-forge',
      currency: 'USD',
      shopInfo: { shopName: 'Pixel Forge' },
      support: {},
    },
  });
  api.cart.addToCart.mockResolvedValue({ message: 'Product added to cart' });
});

describe('product page (spec §2 Product details, §4 selection rules)', () => {
  it('shows the product with its safe description links, bulk options above one unit and the Reviews tab', async () => {
    renderProductPage();
    expect(screen.getByText('Loading product details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: '7-in-1 USB-C Hub' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Buy 10/ })).toHaveTextContent('Save 20%');
    expect(screen.getByRole('button', { name: /Buy 25/ })).toHaveTextContent('Save 28%');
    expect(screen.queryByRole('button', { name: /Buy 1\b/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Reviews/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Description' }));
    const link = screen.getByRole('link', { name: 'https://pixel.example/hub' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(await screen.findByRole('link', { name: /Chat with seller/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/27821234567\?text=/),
    );
  });

  it('choosing a bulk option sets one pack and clears the quantity; again deselects; editing quantity or Clear Bulk drops it', async () => {
    const user = userEvent.setup();
    renderProductPage();
    const ten = await screen.findByRole('button', { name: /Buy 10/ });
    const quantity = screen.getByRole('textbox', { name: 'Quantity' });

    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(quantity).toHaveValue('2');
    await user.click(ten);
    expect(ten).toHaveAttribute('aria-pressed', 'true');
    expect(quantity).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Pack count' })).toHaveValue('1');

    await user.click(ten);
    expect(ten).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('textbox', { name: 'Pack count' })).not.toBeInTheDocument();

    await user.click(ten);
    await user.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(ten).toHaveAttribute('aria-pressed', 'false');
    expect(quantity).toHaveValue('2');

    await user.click(screen.getByRole('button', { name: /Buy 25/ }));
    await user.click(screen.getByRole('button', { name: 'Clear Bulk' }));
    expect(screen.getByRole('button', { name: /Buy 25/ })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Clear Bulk' })).not.toBeInTheDocument();
  });

  it('adds tier quantity × packs with the chosen add-ons as {text, price} for the guest session', async () => {
    const user = userEvent.setup();
    renderProductPage();
    await user.click(await screen.findByRole('button', { name: /Buy 10/ }));
    await user.click(screen.getByRole('button', { name: 'Increase Pack count' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cable' }), '2 m (+$4.00)');
    await user.click(screen.getByRole('radio', { name: 'Extended (+$9.00)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Travel pouch (+$6.00)' }));
    expect(screen.getByText('Total for 20 items')).toHaveTextContent('$819.00');

    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(api.cart.addToCart).toHaveBeenCalledTimes(1));
    expect(api.cart.addToCart).toHaveBeenCalledWith(
      expect.objectContaining({
        sessionId: '5d1c9a3e-7b2f-4e8a-9c6d-0f1e2a3b4c5d',
        productId: 'hub-1',
        quantity: 20,
        addons: [
          { text: '2 m', price: 4 },
          { text: 'Extended', price: 9 },
          { text: 'Travel pouch', price: 6 },
        ],
      }),
    );
    expect(api.cart.addToCart.mock.calls[0]?.[0]).not.toHaveProperty('userId');
    expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
  });

  it('adds the plain quantity for a signed-in customer and shows the server refusal text', async () => {
    const user = userEvent.setup();
    session.customer = { id: 'customer-9', name: 'Ann' };
    const refusal =
      'You can only add products from one seller at a time. Please complete or clear your current cart first.';
    api.cart.addToCart.mockRejectedValue(new ApiError(refusal, 400));
    renderProductPage();
    await user.click(await screen.findByRole('button', { name: 'Increase Quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(api.cart.addToCart).toHaveBeenCalledWith(
        expect.objectContaining({ userId: 'customer-9', quantity: 2, addons: [] }),
      ),
    );
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('shows Product Not Found only after the 600 ms delay', async () => {
    api.catalogue.getProductBySlug.mockResolvedValue({
      product: null,
      relatedProducts: [],
      moreProducts: [],
    });
    renderProductPage();
    await waitFor(() => expect(api.catalogue.getProductBySlug).toHaveBeenCalled());
    expect(screen.getByText('Loading product details...')).toBeInTheDocument();
    expect(await screen.findByText('Product Not Found')).toBeInTheDocument();
    expect(
      screen.getByText("The product you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/pixel-forge/shops');
  });
});
