import { ApiError, SHOP_ADDRESS_RESERVED, SHOP_ADDRESS_TAKEN, SIGNUP_REQUESTED } from '@souk/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerSession, signOut } from '../../../stores/seller-session.js';
import { renderScreen } from '../../../testing/render.js';
import { SignupForm } from './signup-form.js';
import { VerifySignup } from './verify-signup.js';

const api = vi.hoisted(() => ({ nameAvailable: vi.fn(), signUp: vi.fn(), verify: vi.fn() }));
vi.mock('../api/signup-api.js', () => ({ signupApi: api }));

beforeEach(() => {
  vi.clearAllMocks();
  api.nameAvailable.mockImplementation(async (name: string) => ({ name, available: true }));
});
afterEach(() => signOut());

function renderForm() {
  renderScreen(<SignupForm host="souk.example" loginHref="/seller/login" />, {
    path: '/seller/signup',
    pattern: '/seller/signup',
  });
  return userEvent.setup();
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, shopName = 'Ann’s Tea Corner') {
  await user.type(screen.getByLabelText('Email'), 'ann@example.com');
  await user.type(screen.getByLabelText('Password'), 'opening day 2026');
  await user.type(screen.getByLabelText('Confirm password'), 'opening day 2026');
  await user.type(screen.getByLabelText('Shop name'), shopName);
}

describe('SignupForm', () => {
  it('derives the address from the shop name, checks it live, and sends the form for the chosen country', async () => {
    api.signUp.mockResolvedValue({ message: SIGNUP_REQUESTED });
    const user = renderForm();
    await fillIn(user);
    const address = screen.getByLabelText('Shop address');
    expect(address).toHaveValue('ann-s-tea-corner');
    expect(await screen.findByText('souk.example/ann-s-tea-corner is available')).toBeInTheDocument();
    // one check once typing paused, not one per key
    expect(api.nameAvailable).toHaveBeenCalledTimes(1);
    expect(api.nameAvailable).toHaveBeenCalledWith('ann-s-tea-corner');

    // South Africa by default: phone code 27 and rand; the US sets dollars
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription('Phone code +27');
    expect(screen.getByLabelText('Currency')).toHaveValue('ZAR');
    await user.selectOptions(screen.getByLabelText('Country'), 'US');
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');

    await user.click(screen.getByRole('button', { name: 'Open my shop' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(api.signUp).toHaveBeenCalledWith({
      email: 'ann@example.com',
      password: 'opening day 2026',
      shopName: 'Ann’s Tea Corner',
      name: 'ann-s-tea-corner',
      countryCode: '1',
      currency: 'USD',
    });
    expect(screen.getByText(SIGNUP_REQUESTED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByRole('heading', { name: 'Open your shop' })).toBeInTheDocument();
  });

  it('keeps an edited address, shows why one is not available, and sends nothing then', async () => {
    api.nameAvailable.mockImplementation(async (name: string) => ({
      name,
      available: false,
      reason: SHOP_ADDRESS_TAKEN,
    }));
    const user = renderForm();
    await fillIn(user);
    const address = screen.getByLabelText('Shop address');
    await user.clear(address);
    await user.type(address, 'atlas-tea');
    await user.type(screen.getByLabelText('Shop name'), ' House');
    expect(address).toHaveValue('atlas-tea');
    expect(await screen.findByText(SHOP_ADDRESS_TAKEN)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open my shop' }));
    expect(address).toHaveAccessibleDescription(expect.stringContaining(SHOP_ADDRESS_TAKEN));
    expect(address).toHaveFocus();
    expect(api.signUp).not.toHaveBeenCalled();
  });

  it('tells a reserved address by the rule at once, without asking the server', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Shop address'), 'seller');
    expect(screen.getByText(SHOP_ADDRESS_RESERVED)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.nameAvailable).not.toHaveBeenCalled();
  });

  it('names each field in error, passwords that differ included', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Password'), 'opening day 2026');
    await user.type(screen.getByLabelText('Confirm password'), 'opening day 2027');
    await user.click(screen.getByRole('button', { name: 'Open my shop' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByLabelText('Shop name')).toHaveAccessibleDescription('Shop name is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(api.signUp).not.toHaveBeenCalled();
  });

  it('puts the server’s “taken meanwhile” at the address field', async () => {
    api.signUp.mockRejectedValue(new ApiError(`name: ${SHOP_ADDRESS_TAKEN}`, 409));
    const user = renderForm();
    await fillIn(user);
    await screen.findByText('souk.example/ann-s-tea-corner is available');
    await user.click(screen.getByRole('button', { name: 'Open my shop' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Shop address')).toHaveAccessibleDescription(
        expect.stringContaining(SHOP_ADDRESS_TAKEN),
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('VerifySignup', () => {
  function renderVerify(token: string | undefined) {
    const onOpened = vi.fn();
    renderScreen(
      <VerifySignup
        token={token}
        signupHref="/seller/signup"
        loginHref="/seller/login"
        onOpened={onOpened}
      />,
      { path: '/seller/signup/verify', pattern: '/seller/signup/verify' },
    );
    return onOpened;
  }

  it('opens the shop once with the link’s token, signs in and goes on', async () => {
    api.verify.mockResolvedValue({ token: 'new-seller-token', message: 'Your shop is open. Welcome!' });
    const onOpened = renderVerify('s1.mac');
    await waitFor(() => expect(onOpened).toHaveBeenCalledTimes(1));
    expect(api.verify).toHaveBeenCalledTimes(1);
    expect(api.verify).toHaveBeenCalledWith('s1.mac');
    expect(sellerSession.token).toBe('new-seller-token');
  });

  it('shows a used or expired link’s refusal with a way to start again', async () => {
    api.verify.mockRejectedValue(
      new ApiError('token: This sign-up link is invalid, used or expired. Please sign up again.', 400),
    );
    const onOpened = renderVerify('s1.used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-up link is invalid, used or expired. Please sign up again.',
    );
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/seller/signup');
    expect(onOpened).not.toHaveBeenCalled();
    expect(sellerSession.token).toBeNull();
  });

  it('says a cut link is incomplete without calling the server', async () => {
    renderVerify(undefined);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
    expect(api.verify).not.toHaveBeenCalled();
  });
});
