import { ApiError, CUSTOMER_PASSWORD_RESET_REQUESTED } from '@souk/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render.js';
import { ForgotPasswordForm } from './forgot-password-form.js';

const api = vi.hoisted(() => ({ auth: { requestPasswordReset: vi.fn() } }));
vi.mock('../../../lib/auth-api.js', () => ({ authApi: api.auth }));

function renderForm() {
  renderScreen(<ForgotPasswordForm sellerName="pixel-forge" loginHref="/pixel-forge/login" />);
  return userEvent.setup();
}

beforeEach(() => vi.clearAllMocks());

describe('ForgotPasswordForm (issue 17)', () => {
  it("sends the address and the shop, then shows the server's answer in place of the form", async () => {
    api.auth.requestPasswordReset.mockResolvedValue({ message: CUSTOMER_PASSWORD_RESET_REQUESTED });
    const user = renderForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), ' Ann@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(CUSTOMER_PASSWORD_RESET_REQUESTED);
    expect(api.auth.requestPasswordReset).toHaveBeenCalledWith({
      email: 'ann@example.com',
      sellerName: 'pixel-forge',
    });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/pixel-forge/login',
    );
  });

  it('checks the address before sending', async () => {
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ann');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.auth.requestPasswordReset).not.toHaveBeenCalled();
  });

  it("shows the server's refusal and keeps the form", async () => {
    api.auth.requestPasswordReset.mockRejectedValue(
      new ApiError('Too many password reset attempts. Please try again later.', 429),
    );
    const user = renderForm();
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many password reset attempts. Please try again later.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
  });
});
