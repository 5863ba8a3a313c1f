import { ApiError } from '@souk/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, signOut } from '../../../stores/session.js';
import { renderScreen } from '../../../testing/render.js';
import { AuthForm } from './auth-form.js';

const api = vi.hoisted(() => ({ auth: { login: vi.fn(), register: vi.fn() } }));
vi.mock('../../../lib/auth-api.js', () => ({ authApi: api.auth }));

function renderForm(mode: 'login' | 'register', forgotHref?: string) {
  const onSuccess = vi.fn();
  const view = renderScreen(
    <AuthForm mode={mode} switchHref="/pixel-forge/other" onSuccess={onSuccess} forgotHref={forgotHref} />,
  );
  return { ...view, onSuccess, user: userEvent.setup() };
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => signOut());

describe('AuthForm (issue 6 sign in and register)', () => {
  it('signs in, keeps the token, reloads the cart and wishlist and hands over', async () => {
    api.auth.login.mockResolvedValue({ token: 'tok-1', message: 'Login success' });
    const { user, onSuccess, queryClient } = renderForm('login');
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(api.auth.login).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'secret-pass' });
    expect(session.token).toBe('tok-1');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cart'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['wishlist'] });
  });

  it('links the forgotten password page when given one (issue 17)', () => {
    renderForm('login', '/pixel-forge/forgot-password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/pixel-forge/forgot-password',
    );
  });

  it('has no forgotten password link without one', () => {
    renderForm('register');
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).not.toBeInTheDocument();
  });

  it("toasts 'Login failed' when the server gives no message", async () => {
    api.auth.login.mockRejectedValue(new Error(''));
    const { user, onSuccess } = renderForm('login');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(session.token).toBeNull();
  });

  it("toasts the server's message when there is one", async () => {
    api.auth.login.mockRejectedValue(new ApiError('Invalid email or password', 401));
    const { user } = renderForm('login');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it('checks the register fields before sending', async () => {
    const { user } = renderForm('register');
    await user.type(screen.getByLabelText('Email'), 'ann');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.auth.register).not.toHaveBeenCalled();
  });

  it("registers, and toasts 'Registration failed' on a bare failure", async () => {
    api.auth.register.mockRejectedValueOnce(new Error(''));
    api.auth.register.mockResolvedValueOnce({ token: 'tok-2', message: 'Registered' });
    const { user, onSuccess } = renderForm('register');
    await user.type(screen.getByLabelText('Name'), 'Ann');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(api.auth.register).toHaveBeenLastCalledWith({
      name: 'Ann',
      email: 'ann@example.com',
      password: 'long-enough',
    });
    expect(session.token).toBe('tok-2');
  });
});
