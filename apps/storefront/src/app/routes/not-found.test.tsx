import { ApiError } from '@souk/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render.js';
import { Component as NotFound } from './not-found.js';

const api = vi.hoisted(() => ({ seller: { findByName: vi.fn() } }));
vi.mock('../../lib/api-client.js', () => ({ api }));

function renderPage() {
  const view = renderScreen(<NotFound />, { path: '/not-found', pattern: '/not-found' });
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => vi.clearAllMocks());

describe('Shop not found (spec §2)', () => {
  it('shows 404, the help lists, Go to Homepage and the chat tip', () => {
    renderPage();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Shop Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shop owners' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Customers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/use the chat button/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Chat with support/ })).toBeInTheDocument();
  });

  it('keeps submit disabled while empty and turns spaces into hyphens as the visitor types', async () => {
    const { user } = renderPage();
    const button = screen.getByRole('button', { name: 'Find My Shop' });
    expect(button).toBeDisabled();
    const box = screen.getByRole('textbox', { name: 'Enter the shop name' });
    await user.type(box, 'urban threads');
    expect(box).toHaveValue('urban-threads');
    expect(button).toBeEnabled();
  });

  it('says when no shop has the name, and typing clears the message', async () => {
    api.seller.findByName.mockResolvedValue({ seller: null });
    const { user } = renderPage();
    const box = screen.getByRole('textbox', { name: 'Enter the shop name' });
    await user.type(box, 'nope shop{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Shop "nope-shop" not found. Please check the shop name and try again.',
    );
    expect(api.seller.findByName).toHaveBeenCalledWith('nope-shop');
    await user.type(box, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("reads 'Searching...' while looking, then opens the found shop lowercased", async () => {
    let answer: (value: unknown) => void = () => {};
    api.seller.findByName.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, router } = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Enter the shop name' }), 'Urban Threads');
    await user.click(screen.getByRole('button', { name: 'Find My Shop' }));
    expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled();
    answer({ seller: { id: 's1', name: 'urban-threads' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/urban-threads'));
  });

  it('opens the shop anyway when the lookup fails on the network', async () => {
    api.seller.findByName.mockRejectedValue(new ApiError('Failed to fetch seller ID', 0));
    const { user, router } = renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Enter the shop name' }), 'green-pantry{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/green-pantry'));
  });
});
