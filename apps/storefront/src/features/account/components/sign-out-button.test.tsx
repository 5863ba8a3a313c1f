import { CUSTOMER_LOGGED_OUT } from '@souk/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, signIn, signOut } from '../../../stores/session.js';
import { renderScreen } from '../../../testing/render.js';
import { SignOutButton } from './sign-out-button.js';

const api = vi.hoisted(() => ({ auth: { logout: vi.fn() } }));
vi.mock('../../../lib/auth-api.js', () => ({ authApi: api.auth }));

const TOKEN = `e30.${btoa(JSON.stringify({ id: 'c1', name: 'Ann' }))}.sig`;

beforeEach(() => {
  vi.clearAllMocks();
  signIn(TOKEN);
});
afterEach(() => signOut());

describe('SignOutButton (issue 19)', () => {
  it('has the server end the session while the token is still sent, then forgets the customer', async () => {
    let tokenDuringCall: string | null = null;
    api.auth.logout.mockImplementation(async () => {
      tokenDuringCall = session.token;
      return { message: CUSTOMER_LOGGED_OUT };
    });
    const onSignedOut = vi.fn();
    renderScreen(<SignOutButton onSignedOut={onSignedOut} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalled());
    expect(tokenDuringCall).toBe(TOKEN);
    expect(session.token).toBeNull();
    expect(session.customer).toBeNull();
  });

  it('forgets the customer in this browser even when the server cannot be reached', async () => {
    api.auth.logout.mockRejectedValue(new TypeError('Failed to fetch'));
    const onSignedOut = vi.fn();
    renderScreen(<SignOutButton onSignedOut={onSignedOut} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalled());
    expect(session.token).toBeNull();
  });
});
