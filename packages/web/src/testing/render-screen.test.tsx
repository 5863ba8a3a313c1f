import { useQueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderScreen } from './render-screen.js';

function Screen() {
  const { name } = useParams();
  const { state } = useLocation();
  const client = useQueryClient();
  return (
    <main>
      <h1>{name}</h1>
      <p>{String((state as { from?: string } | null)?.from)}</p>
      <p>{client.getDefaultOptions().queries?.retry === false ? 'no retries' : 'retries'}</p>
      <Link to="/elsewhere?x=1">Leave</Link>
    </main>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return <div data-testid="frame">{children}</div>;
}

describe('renderScreen', () => {
  it('mounts the screen at its pattern, with navigation state, a test query cache and the app’s providers', () => {
    const { queryClient } = renderScreen(<Screen />, {
      path: '/pixel-forge',
      pattern: '/:name',
      state: { from: 'cart' },
      Provider: Frame,
    });
    expect(screen.getByRole('heading', { name: 'pixel-forge' })).toBeInTheDocument();
    expect(screen.getByText('cart')).toBeInTheDocument();
    expect(screen.getByText('no retries')).toBeInTheDocument();
    expect(screen.getByTestId('frame')).toContainElement(screen.getByRole('main'));
    expect(queryClient.getDefaultOptions().queries?.staleTime).toBe(Number.POSITIVE_INFINITY);
  });

  it('shows where the screen navigated to', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<Screen />, { path: '/shops/tea', pattern: '/shops/:name' });
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere?x=1');
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});
