import { ApiError } from '@souk/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerSession, signIn, signOut } from '../../../stores/seller-session.js';
import { renderScreen } from '../../../testing/render.js';
import { ChangePasswordForm } from './change-password-form.js';
import { ResetPasswordForm } from './reset-password-form.js';
import { deviceName, SessionsList } from './sessions-list.js';

const api = vi.hoisted(() => ({
  sessions: vi.fn(),
  revokeSession: vi.fn(),
  logoutEverywhere: vi.fn(),
  changePassword: vi.fn(),
  confirmPasswordReset: vi.fn(),
}));
vi.mock('../api/account-api.js', () => ({ accountApi: api }));

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const sessions = [
  {
    id: 's1',
    userAgent: CHROME_LINUX,
    ip: '10.0.0.1',
    createdAt: '2026-03-02T10:00:00.000Z',
    lastSeenAt: '2026-03-02T12:00:00.000Z',
    current: true,
  },
  {
    id: 's2',
    userAgent: SAFARI_IPHONE,
    ip: '10.0.0.2',
    createdAt: '2026-03-01T10:00:00.000Z',
    lastSeenAt: '2026-03-01T11:00:00.000Z',
    current: false,
  },
];

beforeEach(() => {
  vi.clearAllMocks();
  signIn('seller-token');
});
afterEach(() => signOut());

describe('SessionsList', () => {
  it('lists the devices, marks this one, and signs another out', async () => {
    let live = sessions;
    api.sessions.mockImplementation(async () => ({ success: true, sessions: live }));
    api.revokeSession.mockImplementation(async (id: string) => {
      live = live.filter((session) => session.id !== id);
      return { success: true, message: 'Session ended' };
    });
    const user = userEvent.setup();
    renderScreen(<SessionsList onSignedOut={vi.fn()} />, {
      path: '/seller/account',
      pattern: '/seller/account',
    });
    const current = (await screen.findByText('Chrome on Linux')).closest('li') as HTMLElement;
    expect(within(current).getByText('This device')).toBeInTheDocument();
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();
    expect(within(current).getByText(/10\.0\.0\.1/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Sign out Safari on iOS/ }));
    expect(api.revokeSession).toHaveBeenCalledWith('s2');
    expect(await screen.findByText('Session ended')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument());
  });

  it('signs out everywhere and forgets the token', async () => {
    api.sessions.mockResolvedValue({ success: true, sessions });
    api.logoutEverywhere.mockResolvedValue({ success: true, message: 'Signed out everywhere' });
    const onSignedOut = vi.fn();
    const user = userEvent.setup();
    renderScreen(<SessionsList onSignedOut={onSignedOut} />, {
      path: '/seller/account',
      pattern: '/seller/account',
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalled());
    expect(api.logoutEverywhere).toHaveBeenCalled();
    expect(sellerSession.token).toBeNull();
  });
});

describe('ChangePasswordForm', () => {
  it('checks the new password twice and its length before sending', async () => {
    const user = userEvent.setup();
    renderScreen(<ChangePasswordForm />, { path: '/seller/account', pattern: '/seller/account' });
    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must be at least 8 characters long',
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(api.changePassword).not.toHaveBeenCalled();
  });

  it('sends the change and shows a wrong current password at its field', async () => {
    api.changePassword
      // the server names the field before the sentence
      .mockRejectedValueOnce(new ApiError('currentPassword: Current password is incorrect', 400))
      .mockResolvedValueOnce({ success: true, message: 'Password changed; other sessions were signed out' });
    const user = userEvent.setup();
    renderScreen(<ChangePasswordForm />, { path: '/seller/account', pattern: '/seller/account' });
    await user.type(screen.getByLabelText('Current password'), 'wrong-password');
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Current password is incorrect',
    );
    expect(api.changePassword).toHaveBeenCalledWith({
      currentPassword: 'wrong-password',
      newPassword: 'new-password-1',
    });
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'old-password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed; other sessions were signed out')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });
});

describe('ResetPasswordForm', () => {
  it("shows a used or lapsed link's refusal as the sentence, without the field name", async () => {
    api.confirmPasswordReset.mockRejectedValue(
      new ApiError('token: Reset link is invalid or has expired', 400),
    );
    const user = userEvent.setup();
    renderScreen(<ResetPasswordForm token="used-token" loginHref="/seller/login" />, {
      path: '/seller/reset-password?token=used-token',
      pattern: '/seller/reset-password',
    });
    await user.type(screen.getByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Reset link is invalid or has expired$/);
    expect(api.confirmPasswordReset).toHaveBeenCalledWith({
      token: 'used-token',
      password: 'new-password-1',
    });
  });
});

describe('deviceName', () => {
  it('names browser and system, Edge before Chrome', () => {
    expect(deviceName(CHROME_LINUX)).toBe('Chrome on Linux');
    expect(deviceName(`${CHROME_LINUX} Edg/140.0`)).toBe('Edge on Linux');
    expect(deviceName('')).toBe('Unknown device');
  });
});
