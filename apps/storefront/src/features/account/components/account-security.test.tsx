import {
  ApiError,
  CUSTOMER_CURRENT_PASSWORD_INCORRECT,
  CUSTOMER_LOGGED_OUT_EVERYWHERE,
  CUSTOMER_PASSWORD_CHANGED,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DIFFER,
} from '@souk/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session, signIn, signOut } from '../../../stores/session.js';
import { renderScreen } from '../../../testing/render.js';
import { AccountSecurity } from './account-security.js';

const api = vi.hoisted(() => ({ auth: { changePassword: vi.fn(), logoutEverywhere: vi.fn() } }));
vi.mock('../../../lib/auth-api.js', () => ({ authApi: api.auth }));

// a token the client decodes (spec §3): header.claims.signature
const TOKEN = `e30.${btoa(JSON.stringify({ id: 'c1', name: 'Ann' }))}.sig`;

function renderSecurity() {
  const onSignedOut = vi.fn();
  const view = renderScreen(<AccountSecurity onSignedOut={onSignedOut} />);
  return { ...view, onSignedOut, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) {
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  if (next) await user.type(screen.getByLabelText('New password'), next);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => {
  vi.clearAllMocks();
  signIn(TOKEN);
});
afterEach(() => signOut());

describe('AccountSecurity (issue 19)', () => {
  it('changes the password and says the other devices were signed out; this one stays signed in', async () => {
    api.auth.changePassword.mockResolvedValue({ message: CUSTOMER_PASSWORD_CHANGED });
    const { user } = renderSecurity();
    await fill(user, 'old password', 'a brand new password');
    expect(await screen.findByRole('status')).toHaveTextContent(CUSTOMER_PASSWORD_CHANGED);
    expect(api.auth.changePassword).toHaveBeenCalledWith({
      currentPassword: 'old password',
      newPassword: 'a brand new password',
    });
    expect(session.token).toBe(TOKEN);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('checks the rules and that both entries match before sending', async () => {
    const { user } = renderSecurity();
    await fill(user, '', 'short');
    expect(screen.getByText('Current password is required')).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await fill(user, 'old password', 'long enough password', 'long enough passw0rd');
    expect(screen.getByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(api.auth.changePassword).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a wrong current password without the field name', async () => {
    api.auth.changePassword.mockRejectedValue(
      new ApiError(`currentPassword: ${CUSTOMER_CURRENT_PASSWORD_INCORRECT}`, 400),
    );
    const { user } = renderSecurity();
    await fill(user, 'wrong password', 'a brand new password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CUSTOMER_CURRENT_PASSWORD_INCORRECT);
    expect(alert).not.toHaveTextContent('currentPassword:');
    expect(session.token).toBe(TOKEN);
  });

  it('signs out of all devices: the server ends every session, this browser forgets the customer', async () => {
    api.auth.logoutEverywhere.mockResolvedValue({ message: CUSTOMER_LOGGED_OUT_EVERYWHERE });
    const { user, onSignedOut } = renderSecurity();
    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalled());
    expect(api.auth.logoutEverywhere).toHaveBeenCalledTimes(1);
    expect(session.token).toBeNull();
    expect(session.customer).toBeNull();
  });

  it('stays signed in and says so when signing out everywhere fails', async () => {
    api.auth.logoutEverywhere.mockRejectedValue(new ApiError('Please sign in to continue', 401));
    const { user, onSignedOut } = renderSecurity();
    await user.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in to continue');
    expect(onSignedOut).not.toHaveBeenCalled();
    expect(session.token).toBe(TOKEN);
  });
});
