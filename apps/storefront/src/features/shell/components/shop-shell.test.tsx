import { SUPPORT_CHAT_NUMBER, type SupportInfoResponse } from '@souk/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../stores/session.js';
import { renderScreen, TEST_SELLER } from '../../../testing/render.js';
import { ShopShell } from './shop-shell.js';

const api = vi.hoisted(() => ({
  cart: { getCart: vi.fn() },
  wishlist: { list: vi.fn() },
  seller: { getSocialMedia: vi.fn() },
}));
vi.mock('../../../lib/api-client.js', () => ({ api }));

const supportInfo = {
  supportInfo: {
    email: 'help@pixelforge.example',
    mobileNo: '021 555 0100',
    address: '1 Loop St, Cape Town',
    logo: '/logo.svg',
    supportHours: 'Mon–Fri 9–17',
  },
  seller: {
    _id: TEST_SELLER.id,
    name: TEST_SELLER.name,
    currency: 'USD',
    locale: 'en-US',
    shopInfo: { shopName: 'Pixel Forge' },
    support: {},
  },
} satisfies SupportInfoResponse;

function renderShell(path = '/pixel-forge') {
  return renderScreen(
    <ShopShell
      shop={TEST_SELLER}
      supportInfo={supportInfo}
      categories={[{ name: 'Audio & Video', image: '' }]}
    >
      <main>Screen</main>
    </ShopShell>,
    { path, pattern: '/:sellerName/*' },
  );
}

beforeEach(() => {
  vi.clearAllMocks();
  session.customer = null;
  api.cart.getCart.mockResolvedValue({ card_product_count: 2 });
  api.wishlist.list.mockResolvedValue({ wishlists: [], wishlistCount: 1 });
  api.seller.getSocialMedia.mockResolvedValue({ socialMedia: { github: 'https://github.com/pixel-forge' } });
});

describe('ShopShell (spec §2 Shared pieces)', () => {
  it('wraps the screen in the header and footer of the shop', async () => {
    renderShell();
    expect(screen.getByRole('main')).toHaveTextContent('Screen');
    expect(screen.getAllByRole('link', { name: 'Pixel Forge' })[0]).toHaveAttribute('href', '/pixel-forge');
    expect(screen.getAllByText('help@pixelforge.example')).toHaveLength(2);
    expect(screen.getAllByText('Mon–Fri 9–17')).toHaveLength(2);
    expect(await screen.findByRole('link', { name: /Pixel Forge on GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/pixel-forge',
    );
    expect(screen.getByRole('link', { name: 'About Our Shop' })).toHaveAttribute(
      'href',
      '/pixel-forge/page/about-our-shop',
    );
  });

  it("shows the guest's cart and wishlist counts from the guest session", async () => {
    renderShell();
    expect(await screen.findByRole('link', { name: 'View Cart, 2 items' })).toHaveAttribute(
      'href',
      '/pixel-forge/card',
    );
    expect(await screen.findByRole('link', { name: 'Wishlist, 1 item' })).toHaveAttribute(
      'href',
      '/pixel-forge/dashboard/my-wishlist',
    );
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(api.cart.getCart).toHaveBeenCalledWith({ sessionId: session.guestSessionId }, TEST_SELLER.id);
    expect(api.wishlist.list).toHaveBeenCalledWith({ sessionId: session.guestSessionId });
    expect(screen.getByRole('link', { name: 'Track Order' })).toHaveAttribute(
      'href',
      '/pixel-forge/dashboard/my-orders',
    );
  });

  it('names a signed-in customer, linking to the dashboard', async () => {
    session.customer = { id: 'u1', name: 'Ann Shopper' };
    renderShell();
    expect(screen.getByRole('link', { name: 'Ann Shopper' })).toHaveAttribute(
      'href',
      '/pixel-forge/dashboard',
    );
    await waitFor(() => expect(api.cart.getCart).toHaveBeenCalledWith({ userId: 'u1' }, TEST_SELLER.id));
  });

  it('searches in the shop on Enter and links the categories', async () => {
    const { router } = renderShell();
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: 'Audio & Video' })).toHaveAttribute(
      'href',
      '/pixel-forge/products?category=Audio%20%26%20Video',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Search products' }), ' usb hub {Enter}');
    expect(router.state.location.pathname).toBe('/pixel-forge/products/search');
    expect(router.state.location.search).toBe('?value=usb%20hub');
    expect(screen.getByRole('textbox', { name: 'Search products' })).toHaveValue('usb hub');
  });

  it('opens the support chat pre-filled with the page address', () => {
    renderShell('/pixel-forge/contact?x=1');
    const chat = screen.getByRole('link', { name: /Chat with support/ });
    const href = new URL(chat.getAttribute('href') ?? '');
    expect(href.pathname).toBe(`/${SUPPORT_CHAT_NUMBER}`);
    expect(href.searchParams.get('text')).toBe(`${window.location.origin}/pixel-forge/contact?x=1`);
  });
});
