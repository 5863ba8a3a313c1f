import { EMPTY_CART, SINGLE_SELLER_MESSAGE } from '@souk/core';
import { Toaster } from '@souk/ui';
import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newCartOfferLabel, offerNewCart } from './new-cart-offer.js';

const api = vi.hoisted(() => ({ cart: { getCart: vi.fn(), addToCart: vi.fn() } }));
vi.mock('../../lib/api-client.js', () => ({ api }));

const shop = { id: 's-green', name: 'green-pantry' };
const body = { sessionId: 'g1', productId: 'p-honey', quantity: 1, addons: [] };
const pixelForgeCart = {
  ...EMPTY_CART,
  other_sellers: [
    { sellerId: 's-pixel', sellerName: 'pixel-forge', shopName: 'Pixel Forge', card_product_count: 1 },
  ],
};

beforeEach(() => {
  vi.clearAllMocks();
  render(<Toaster />);
});

describe('offerNewCart (issue 22 parked carts)', () => {
  it('offers a cart in this shop, names the kept one, and adds the product again on yes', async () => {
    api.cart.getCart.mockResolvedValue(pixelForgeCart);
    api.cart.addToCart.mockResolvedValue({ message: 'Added' });
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await offerNewCart(body, shop, queryClient);

    const dialog = await screen.findByRole('dialog', { name: 'Your cart is at Pixel Forge' });
    expect(dialog).toHaveTextContent(SINGLE_SELLER_MESSAGE);
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: newCartOfferLabel('green-pantry', 'Pixel Forge') }));
    expect(api.cart.addToCart).toHaveBeenCalledWith({ ...body, startNewCart: true });
    expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cart'] });
  });

  it('adds nothing when the shopper keeps shopping', async () => {
    api.cart.getCart.mockResolvedValue(pixelForgeCart);
    await offerNewCart(body, shop, new QueryClient());
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Keep shopping' }));
    expect(api.cart.addToCart).not.toHaveBeenCalled();
  });

  it("keeps the spec's refusal when no other shop's cart can be named", async () => {
    api.cart.getCart.mockResolvedValue(EMPTY_CART);
    await offerNewCart(body, shop, new QueryClient());
    expect(await screen.findByText(SINGLE_SELLER_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
