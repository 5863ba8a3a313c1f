import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Header, type HeaderProps } from './header.js';

function renderHeader(props: Partial<HeaderProps> = {}) {
  const onSearch = vi.fn();
  render(
    <Header
      shopName="Urban Threads"
      homeHref="/urban-threads"
      logoSrc="/logo.svg"
      support={{ email: 'hello@shop.example', phone: '+1 503 555 0142', hours: 'Mon–Fri 9–18' }}
      dashboardHref="/urban-threads/dashboard"
      trackOrderHref="/urban-threads/dashboard/my-orders"
      wishlistHref="/urban-threads/dashboard/my-wishlist"
      wishlistCount={2}
      cartHref="/urban-threads/card"
      cartCount={1}
      categories={[{ name: 'Tops', href: '/urban-threads/products?category=Tops' }]}
      onSearch={onSearch}
      {...props}
    />,
  );
  return { onSearch, user: userEvent.setup() };
}

describe('Header', () => {
  it('shows the support details and the shop name linking home', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'hello@shop.example' })).toHaveAttribute(
      'href',
      'mailto:hello@shop.example',
    );
    expect(screen.getByText('+1 503 555 0142')).toBeInTheDocument();
    expect(screen.getByText('Mon–Fri 9–18')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Urban Threads' })).toHaveAttribute('href', '/urban-threads');
  });

  it('offers Track Order to guests and the account name to customers', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Track Order' })).toHaveAttribute(
      'href',
      '/urban-threads/dashboard/my-orders',
    );
    renderHeader({ customerName: 'Ann' });
    expect(screen.getByRole('link', { name: 'Ann' })).toHaveAttribute('href', '/urban-threads/dashboard');
  });

  it('offers guests Sign In when given a sign-in link, and never to a signed-in customer', () => {
    renderHeader({ signInHref: '/urban-threads/login' });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/urban-threads/login');
  });

  it('shows no Sign In to a signed-in customer', () => {
    renderHeader({ signInHref: '/urban-threads/login', customerName: 'Ann' });
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('shows no Sign In link when none is given', () => {
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('names the wishlist and cart counts and shows them as badges', () => {
    renderHeader({ wishlistCount: 2, cartCount: 1 });
    const cart = screen.getByRole('link', { name: 'Cart, 1 item' });
    expect(cart).toHaveAttribute('href', '/urban-threads/card');
    expect(within(cart).getByText('1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist, 2 items' })).toHaveTextContent('2');
  });

  it('hides a zero badge', () => {
    renderHeader({ cartCount: 0 });
    expect(within(screen.getByRole('link', { name: 'Cart, 0 items' })).queryByText('0')).toBeNull();
  });

  it('submits the trimmed search on Enter and never a blank one', async () => {
    const { onSearch, user } = renderHeader();
    const box = screen.getByRole('textbox', { name: 'Search products' });
    await user.type(box, '   {Enter}');
    expect(onSearch).not.toHaveBeenCalled();
    await user.type(box, ' linen shirt {Enter}');
    expect(onSearch).toHaveBeenCalledWith('linen shirt');
  });

  it('clears the search box with the clear button', async () => {
    const { user } = renderHeader({ defaultSearch: 'linen' });
    const box = screen.getByRole('textbox', { name: 'Search products' });
    expect(box).toHaveValue('linen');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('links each category', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('link', { name: 'Tops' })).toHaveAttribute(
      'href',
      '/urban-threads/products?category=Tops',
    );
  });
});
