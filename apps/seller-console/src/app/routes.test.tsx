import { createTestQueryClient } from '@souk/web/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, signIn, signOut } from '../stores/seller-session.js';
import { routes } from './routes.js';

const account = vi.hoisted(() => ({ me: vi.fn(), login: vi.fn() }));
vi.mock('../features/account/api/account-api.js', () => ({ accountApi: account }));
const dashboard = vi.hoisted(() => ({ get: vi.fn(), checklist: vi.fn(() => new Promise(() => {})) }));
vi.mock('../features/dashboard/api/dashboard-api.js', () => ({ dashboardApi: dashboard }));

afterEach(() => signOut());

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the console routes', () => {
  it('send a signed-out visitor to sign-in with the way back', async () => {
    const router = renderAt('/seller/orders?status=pending');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seller/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/seller/orders?status=pending',
    );
    expect(screen.getByText('Please sign in to continue.')).toBeInTheDocument();
  });

  it('show a signed-in seller the dashboard in the console layout, titled', async () => {
    signIn('seller-token');
    account.me.mockResolvedValue({
      success: true,
      account: { id: 'a1', email: 'owner@urban-threads.example' },
      shop: {
        id: 's1',
        name: 'urban-threads',
        shopName: 'Urban Threads',
        image: '',
        currency: 'USD',
        locale: 'en-US',
      },
    });
    dashboard.get.mockReturnValue(new Promise(() => {}));
    renderAt('/seller');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Console' })[0]).toBeInTheDocument();
    expect((await screen.findAllByText('Urban Threads')).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('Dashboard — Souk Seller Console'));
  });

  it('send the seller back to sign-in when the session ends', async () => {
    signIn('seller-token');
    account.me.mockReturnValue(new Promise(() => {}));
    dashboard.get.mockReturnValue(new Promise(() => {}));
    const router = renderAt('/seller/account');
    await screen.findByRole('heading', { name: 'Account' });
    endSession();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/seller/account');
    expect(screen.getByText('Please sign in to continue.')).toBeInTheDocument();
  });

  it('send a seller who signs out to sign-in afresh', async () => {
    signIn('seller-token');
    account.me.mockReturnValue(new Promise(() => {}));
    dashboard.get.mockReturnValue(new Promise(() => {}));
    const router = renderAt('/seller/account');
    await screen.findByRole('heading', { name: 'Account' });
    signOut();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seller/login');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText('Please sign in to continue.')).not.toBeInTheDocument();
  });

  it('offer the sign-up on sign-in; show it to a visitor, and a signed-in seller the dashboard instead', async () => {
    renderAt('/seller/login');
    expect(await screen.findByRole('link', { name: 'Open a shop' })).toHaveAttribute(
      'href',
      '/seller/signup',
    );
    cleanup();

    const router = renderAt('/seller/signup');
    expect(await screen.findByRole('heading', { name: 'Open your shop' })).toBeInTheDocument();
    signIn('seller-token');
    account.me.mockReturnValue(new Promise(() => {}));
    dashboard.get.mockReturnValue(new Promise(() => {}));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/seller');
  });
});
