import { WishlistItemSchema } from '@souk/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../stores/session.js';
import { renderScreen } from '../../../testing/render.js';
import { MyWishlist } from './my-wishlist.js';

const api = vi.hoisted(() => ({
  wishlist: { list: vi.fn(), remove: vi.fn() },
  cart: { addToCart: vi.fn() },
}));
vi.mock('../../../lib/api-client.js', () => ({ api }));

const item = WishlistItemSchema.parse({
  _id: 'w1',
  productId: 'p1',
  name: 'Green Tea',
  price: 20,
  image: 'https://img.example/tea.jpg',
  discount: 10,
  rating: 4,
  slug: 'green-tea',
  currency: 'USD',
});

beforeEach(() => vi.clearAllMocks());

describe('MyWishlist (spec §2 Dashboard)', () => {
  it('shows each product with its badge, link, price and rating', async () => {
    api.wishlist.list.mockResolvedValue({ wishlists: [item], wishlistCount: 1 });
    renderScreen(<MyWishlist sellerName="pixel-forge" />);
    const card = (await screen.findByRole('link', { name: 'Green Tea' })).closest('li') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Green Tea' })).toHaveAttribute(
      'href',
      '/pixel-forge/product/details/green-tea',
    );
    expect(within(card).getByText('-10% OFF')).toBeInTheDocument();
    expect(within(card).getByText('$18.00')).toBeInTheDocument();
    expect(api.wishlist.list).toHaveBeenCalledWith({ sessionId: session.guestSessionId });
  });

  it('adds to the cart and removes from the wishlist', async () => {
    api.wishlist.list.mockResolvedValue({ wishlists: [item], wishlistCount: 1 });
    api.cart.addToCart.mockResolvedValue({ message: 'Added' });
    api.wishlist.remove.mockResolvedValue({ message: 'Removed from wishlist', wishlistId: 'w1' });
    renderScreen(<MyWishlist sellerName="pixel-forge" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Green Tea to cart' }));
    expect(await screen.findByText('Product added to cart!')).toBeInTheDocument();
    expect(api.cart.addToCart).toHaveBeenCalledWith(
      expect.objectContaining({ productId: 'p1', quantity: 1, sessionId: session.guestSessionId }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Green Tea from wishlist' }));
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    expect(api.wishlist.remove).toHaveBeenCalledWith('w1');
    await waitFor(() => expect(api.wishlist.list).toHaveBeenCalledTimes(2));
  });

  it('says when the wishlist is empty', async () => {
    api.wishlist.list.mockResolvedValue({ wishlists: [], wishlistCount: 0 });
    renderScreen(<MyWishlist sellerName="pixel-forge" />);
    expect(await screen.findByText('Your wishlist is empty.')).toBeInTheDocument();
  });
});
