import type { StoredPaymentMethod } from '@souk/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render.js';
import { PaymentSettings } from './payment-settings-form.js';

const api = vi.hoisted(() => ({ get: vi.fn(), save: vi.fn(), test: vi.fn() }));
vi.mock('../api/payment-settings-api.js', () => ({ paymentSettingsApi: api }));

const unset = { set: false, last4: null };
function stored(): StoredPaymentMethod[] {
  return [
    {
      method: 'stripe',
      enabled: true,
      settings: { publishableKey: 'pk_test_shop' },
      secrets: { secretKey: { set: true, last4: '4242' }, webhookSecret: unset },
    },
    {
      method: 'paypal',
      enabled: true,
      settings: { clientId: 'client-1', exchangeRate: 1, environment: 'sandbox' },
      secrets: { clientSecret: { set: true, last4: '9876' } },
    },
    {
      method: 'payfast',
      enabled: false,
      settings: {},
      secrets: { merchantId: unset, merchantKey: unset, passphrase: unset },
    },
    {
      method: 'cybersource',
      enabled: false,
      settings: {},
      secrets: { merchantId: unset, keyId: unset, sharedSecret: unset },
    },
    {
      method: 'eft',
      enabled: true,
      settings: { bankDetails: { 'Bank name': 'Test Bank' }, instructions: 'Use your order number' },
      secrets: {},
    },
    { method: 'cashOnDelivery', enabled: false, settings: {}, secrets: {} },
  ];
}

beforeEach(() => {
  vi.clearAllMocks();
  api.get.mockResolvedValue({ success: true, methods: stored() });
  api.save.mockImplementation(async () => ({ success: true, methods: stored() }));
});

function renderSettings() {
  renderScreen(<PaymentSettings />, {
    path: '/seller/settings/payments',
    pattern: '/seller/settings/payments',
  });
  return userEvent.setup();
}

const card = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 2 })).closest('section') as HTMLElement;

describe('PaymentSettings', () => {
  it('shows one card per method with its switch, public fields and masked secrets, never a secret', async () => {
    renderSettings();
    const stripe = await card('Credit / Debit Card');
    expect(within(stripe).getByRole('switch', { name: 'Offer Credit / Debit Card' })).toBeChecked();
    expect(within(stripe).getByLabelText('Publishable key')).toHaveValue('pk_test_shop');
    expect(within(stripe).getByText('••••4242')).toBeInTheDocument();
    expect(within(stripe).getByRole('button', { name: 'Replace the secret key' })).toBeInTheDocument();
    // a secret never set is an empty password input
    const webhook = within(stripe).getByLabelText('Webhook signing secret');
    expect(webhook).toHaveAttribute('type', 'password');
    expect(webhook).toHaveValue('');
    expect(screen.getAllByRole('switch')).toHaveLength(6);
    expect(within(await card('PayPal')).getByText('••••9876')).toBeInTheDocument();
    expect(within(await card('Bank Transfer')).getByLabelText('Bank details')).toHaveValue(
      'Bank name: Test Bank',
    );
  });

  it('switches PayPal off and saves all six methods, secrets omitted when unchanged', async () => {
    const user = renderSettings();
    await user.click(within(await card('PayPal')).getByRole('switch', { name: 'Offer PayPal' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    await waitFor(() => expect(api.save).toHaveBeenCalledTimes(1));
    const body = api.save.mock.calls[0]?.[0];
    expect(body.methods.map((m: { method: string }) => m.method)).toEqual([
      'stripe',
      'paypal',
      'payfast',
      'cybersource',
      'eft',
      'cashOnDelivery',
    ]);
    expect(body.methods[1]).toEqual({
      method: 'paypal',
      enabled: false,
      settings: { clientId: 'client-1', exchangeRate: 1, environment: 'sandbox' },
      secrets: {},
    });
    expect(await screen.findByText('Payment settings saved')).toBeInTheDocument();
  });

  it('Replace reveals an empty password input; the new value is sent, Remove sends an empty one', async () => {
    const user = renderSettings();
    const stripe = await card('Credit / Debit Card');
    await user.click(within(stripe).getByRole('button', { name: 'Replace the secret key' }));
    const input = within(stripe).getByLabelText('Secret key');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('');
    await user.type(input, 'sk_test_new_1111');
    const paypal = await card('PayPal');
    await user.click(within(paypal).getByRole('button', { name: 'Remove the client secret' }));
    await user.click(within(paypal).getByRole('switch', { name: 'Offer PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    await waitFor(() => expect(api.save).toHaveBeenCalled());
    const body = api.save.mock.calls[0]?.[0];
    expect(body.methods[0].secrets).toEqual({ secretKey: 'sk_test_new_1111' });
    expect(body.methods[1].secrets).toEqual({ clientSecret: '' });
  });

  it('moves a method up and down', async () => {
    const user = renderSettings();
    await user.click(
      within(await card('Bank Transfer')).getByRole('button', { name: 'Move Bank Transfer up' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    await waitFor(() => expect(api.save).toHaveBeenCalled());
    expect(api.save.mock.calls[0]?.[0].methods.map((m: { method: string }) => m.method).slice(2, 5)).toEqual([
      'payfast',
      'eft',
      'cybersource',
    ]);
    expect(screen.getByRole('button', { name: 'Move Credit / Debit Card up' })).toBeDisabled();
  });

  it('shows the field errors of the core rules at the field and saves nothing', async () => {
    const user = renderSettings();
    const payfast = await card('PayFast');
    await user.click(within(payfast).getByRole('switch', { name: 'Offer PayFast' }));
    const paypal = await card('PayPal');
    const rate = within(paypal).getByLabelText('Exchange rate');
    await user.clear(rate);
    await user.type(rate, '-2');
    await user.click(screen.getByRole('button', { name: 'Save payment settings' }));
    const merchant = within(payfast).getByLabelText('Merchant ID');
    expect(merchant).toHaveAttribute('aria-invalid', 'true');
    expect(merchant).toHaveAccessibleDescription('Merchant ID is required to enable PayFast');
    expect(rate).toHaveAccessibleDescription(expect.stringContaining('Exchange rate must be above 0'));
    expect(api.save).not.toHaveBeenCalled();
  });

  it('tests a connection with the just-typed key and shows the answer', async () => {
    api.test.mockResolvedValue({
      ok: false,
      message: 'Stripe refused the secret key: Invalid API Key provided',
    });
    const user = renderSettings();
    const stripe = await card('Credit / Debit Card');
    await user.click(within(stripe).getByRole('button', { name: 'Replace the secret key' }));
    await user.type(within(stripe).getByLabelText('Secret key'), 'sk_test_typed');
    await user.click(within(stripe).getByRole('button', { name: /Test connection/ }));
    expect(await within(stripe).findByText(/Stripe refused the secret key/)).toBeInTheDocument();
    expect(api.test).toHaveBeenCalledWith('stripe', {
      settings: {},
      secrets: { secretKey: 'sk_test_typed' },
    });
    // offline methods have nothing to test
    expect(within(await card('Bank Transfer')).queryByRole('button', { name: /Test connection/ })).toBeNull();
  });

  it('says when the settings cannot be loaded, with a retry', async () => {
    api.get.mockRejectedValueOnce(new Error('Network down'));
    const user = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'PayPal' })).toBeInTheDocument();
  });
});
