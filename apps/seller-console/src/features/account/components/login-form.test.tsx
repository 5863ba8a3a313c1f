import { ApiError } from '@souk/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerSession, signOut } from '../../../stores/seller-session.js';
import { renderScreen } from '../../../testing/render.js';
import { LoginForm } from './login-form.js';

const api = vi.hoisted(() => ({ login: vi.fn() }));
vi.mock('../api/account-api.js', () => ({ accountApi: api }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => signOut());

function renderLogin() {
  const onSignedIn = vi.fn();
  renderScreen(<LoginForm forgotPasswordHref="/seller/forgot-password" onSignedIn={onSignedIn} />, {
    path: '/seller/login',
    pattern: '/seller/login',
  });
  return { onSignedIn, user: userEvent.setup() };
}

describe('LoginForm', () => {
  it('names the missing fields before sending anything', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(api.login).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a wrong password and stays signed out', async () => {
    api.login.mockRejectedValue(new ApiError('Invalid email or password', 401));
    const { user, onSignedIn } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'owner@urban-threads.example');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(sellerSession.token).toBeNull();
  });

  it('keeps the token and moves on once signed in', async () => {
    api.login.mockResolvedValue({ token: 'seller-token', message: 'Logged in' });
    const { user, onSignedIn } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'owner@urban-threads.example');
    await user.type(screen.getByLabelText('Password'), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(api.login).toHaveBeenCalledWith({
      email: 'owner@urban-threads.example',
      password: 'right-password',
    });
    expect(sellerSession.token).toBe('seller-token');
    expect(localStorage.getItem('souk.sellerConsoleToken')).toBe('seller-token');
  });

  it('links to the forgotten password page', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/seller/forgot-password',
    );
  });
});
