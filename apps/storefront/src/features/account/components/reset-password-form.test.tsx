import {
  ApiError,
  CUSTOMER_PASSWORD_RESET_DONE,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
  RESET_LINK_INVALID,
} from '@souk/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render.js';
import { ResetPasswordForm } from './reset-password-form.js';

const api = vi.hoisted(() => ({ auth: { confirmPasswordReset: vi.fn() } }));
vi.mock('../../../lib/auth-api.js', () => ({ authApi: api.auth }));

function renderForm(token = 'r1.mac') {
  renderScreen(
    <ResetPasswordForm
      token={token}
      loginHref="/pixel-forge/login"
      forgotHref="/pixel-forge/forgot-password"
    />,
  );
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm = password) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

beforeEach(() => vi.clearAllMocks());

describe('ResetPasswordForm (issue 17)', () => {
  it('sets the password with the link’s token, then offers to sign in', async () => {
    api.auth.confirmPasswordReset.mockResolvedValue({ message: CUSTOMER_PASSWORD_RESET_DONE });
    const user = renderForm();
    await fill(user, 'a brand new password');
    expect(await screen.findByRole('status')).toHaveTextContent(CUSTOMER_PASSWORD_RESET_DONE);
    expect(api.auth.confirmPasswordReset).toHaveBeenCalledWith({
      token: 'r1.mac',
      password: 'a brand new password',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/pixel-forge/login');
  });

  it('checks the password rules and that both entries match before sending', async () => {
    const user = renderForm();
    await fill(user, 'short');
    expect(screen.getByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await fill(user, 'long enough password', 'long enough passw0rd');
    expect(screen.getByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.auth.confirmPasswordReset).not.toHaveBeenCalled();
  });

  it('a link without a token is no working link: it says so and offers a new one', async () => {
    const user = renderForm('');
    await fill(user, 'a brand new password');
    expect(screen.getByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/pixel-forge/forgot-password',
    );
    expect(api.auth.confirmPasswordReset).not.toHaveBeenCalled();
  });

  it('a used or expired link: the server’s words without the field name, and a way to a new link', async () => {
    api.auth.confirmPasswordReset.mockRejectedValue(new ApiError(`token: ${RESET_LINK_INVALID}`, 400));
    const user = renderForm();
    await fill(user, 'a brand new password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(RESET_LINK_INVALID);
    expect(alert).not.toHaveTextContent('token:');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});
