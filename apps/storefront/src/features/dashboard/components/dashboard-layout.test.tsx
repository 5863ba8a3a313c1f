import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetGuestContact, rememberGuestContact } from '../../../stores/guest-contact.js';
import { renderScreen } from '../../../testing/render.js';
import { DashboardLayout } from './dashboard-layout.js';

const api = vi.hoisted(() => ({ orders: { listGuestOrders: vi.fn() } }));
vi.mock('../../../lib/orders-api.js', () => ({ ordersApi: api.orders }));

beforeEach(() => {
  vi.clearAllMocks();
  forgetGuestContact();
});

describe('DashboardLayout (spec §2 Dashboard)', () => {
  it('gives a signed-in customer Dashboard, My Orders and Wishlist', () => {
    renderScreen(
      <DashboardLayout
        sellerName="pixel-forge"
        customer={{ name: 'Ann' }}
        account={<button type="button">Sign Out</button>}
      >
        <p>Page</p>
      </DashboardLayout>,
    );
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'My Orders', 'Wishlist']);
    expect(screen.getByText('Ann')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByText('Guest User')).not.toBeInTheDocument();
  });

  it('gives a guest Track Orders, Wishlist and a welcome box with their details', async () => {
    rememberGuestContact({ email: 'ann@example.com' });
    api.orders.listGuestOrders.mockResolvedValue({
      orders: [],
      customer: { name: 'Ann Guest', email: 'ann@example.com', phone: '0821234567' },
    });
    renderScreen(
      <DashboardLayout sellerName="pixel-forge" customer={null}>
        <p>Page</p>
      </DashboardLayout>,
    );
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Track Orders', 'Wishlist']);
    expect(screen.getByText('Guest User')).toBeInTheDocument();
    expect(await screen.findByText('Welcome, Ann Guest!')).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.getByText('0821234567')).toBeInTheDocument();
  });

  it('opens and closes the menu with the toggle on small screens', async () => {
    renderScreen(
      <DashboardLayout sellerName="pixel-forge" customer={null}>
        <p>Page</p>
      </DashboardLayout>,
    );
    const toggle = screen.getByRole('button', { name: 'Account menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
