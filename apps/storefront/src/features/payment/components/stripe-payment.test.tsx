import { ApiError } from '@souk/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testOrderSummary } from '../../../testing/order-summary.js';
import { renderScreen, TEST_SELLER } from '../../../testing/render.js';
import { PaymentPage } from './payment-page.js';
import { StripePayment } from './stripe-payment.js';

const api = vi.hoisted(() => ({
  payment: {
    getMethods: vi.fn(),
    getPublicConfig: vi.fn(),
    getConfig: vi.fn(),
    createStripePayment: vi.fn(),
  },
}));
vi.mock('../../../lib/payment-api.js', () => ({ paymentApi: api.payment }));
const stripeJs = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => stripeJs);

const SUMMARY = testOrderSummary();

/** The part of Stripe.js the flow uses; the Payment Element reports ready once mounted. */
function fakeStripe() {
  const listeners = new Map<string, () => void>();
  const element = {
    on: vi.fn((event: string, listener: () => void) => listeners.set(event, listener)),
    mount: vi.fn(() => listeners.get('ready')?.()),
    destroy: vi.fn(),
  };
  const elements = { create: vi.fn(() => element) };
  return { elements: vi.fn(() => elements), confirmPayment: vi.fn(), element, group: elements };
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function stripeSettings(stripe: unknown) {
  api.payment.getConfig.mockResolvedValue({ success: true, config: { stripe } });
}

function renderFlow({
  sellerId = TEST_SELLER.id,
  clientUrl = 'https://shop.example/',
  path = '/pixel-forge/payment',
  pattern = '/:sellerName/payment',
} = {}) {
  const view = renderScreen(
    <StripePayment
      summary={SUMMARY}
      sellerName={TEST_SELLER.name}
      sellerId={sellerId}
      clientUrl={clientUrl}
    />,
    { path, pattern },
  );
  return { ...view, user: userEvent.setup() };
}

const alert = () => screen.findByRole('alert');

let stripe: ReturnType<typeof fakeStripe>;
beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  stripe = fakeStripe();
  stripeJs.loadStripe.mockResolvedValue(stripe);
  api.payment.getMethods.mockResolvedValue({
    success: true,
    enabledMethods: ['stripe', 'eft'],
    paymentMethodOrder: [],
    config: {},
  });
  stripeSettings({ isEnabled: true, publishableKey: 'pk_test_shop' });
  api.payment.createStripePayment.mockResolvedValue({ clientSecret: 'pi_1_secret_2' });
});

describe('StripePayment (spec §4 card payment, §7, §8)', () => {
  it('loads Stripe, takes a client secret, mounts the card form and confirms with the return address', async () => {
    const loading = deferred<typeof stripe>();
    stripeJs.loadStripe.mockReturnValue(loading.promise);
    const secret = deferred<{ clientSecret: string }>();
    api.payment.createStripePayment.mockReturnValue(secret.promise);
    stripe.confirmPayment.mockReturnValue(new Promise(() => {}));
    api.payment.getPublicConfig.mockResolvedValue({
      success: true,
      config: { clientUrl: 'https://shop.example/' },
    });
    renderScreen(<PaymentPage shop={TEST_SELLER} summary={SUMMARY} />, {
      path: '/pixel-forge/payment',
      pattern: '/:sellerName/payment',
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('radio', { name: 'Credit / Debit Card' })).toBeChecked();
    expect(await screen.findByText('Loading Stripe...')).toBeInTheDocument();
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_shop');
    loading.resolve(stripe);

    await user.click(await screen.findByRole('button', { name: 'Start Payment' }));
    expect(screen.getByRole('button', { name: 'Loading.....' })).toBeDisabled();
    expect(api.payment.createStripePayment).toHaveBeenCalledWith({
      orderNumber: 'ORD123',
      sellerId: TEST_SELLER.id,
      price: 45,
      shippingInfo: SUMMARY.shippingInfo,
    });
    secret.resolve({ clientSecret: 'pi_1_secret_2' });

    const pay = await screen.findByRole('button', { name: 'Pay Now' });
    expect(stripe.elements).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    expect(stripe.group.create).toHaveBeenCalledWith('payment');
    expect(stripe.element.mount).toHaveBeenCalledWith(expect.any(HTMLElement));
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.group,
      confirmParams: { return_url: 'https://shop.example/pixel-forge/order/confirm' },
    });
    expect(screen.getByRole('button', { name: 'Loading.....' })).toBeDisabled();
    // the confirm page finds the order by the number stored before leaving
    expect(localStorage.getItem('orderNumber')).toBe('ORD123');
  });

  it("keeps the admin prefix and falls back to this page's origin for the return address", async () => {
    const { user } = renderFlow({
      clientUrl: '',
      path: '/admin/pixel-forge/payment',
      pattern: '/admin/:sellerName/payment',
    });
    await user.click(await screen.findByRole('button', { name: 'Start Payment' }));
    const pay = await screen.findByRole('button', { name: 'Pay Now' });
    stripe.confirmPayment.mockResolvedValue({});
    await user.click(pay);
    expect(stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        confirmParams: { return_url: `${window.location.origin}/admin/pixel-forge/order/confirm` },
      }),
    );
  });

  it.each([
    [undefined, 'Stripe is not configured for this seller'],
    [
      { isEnabled: false, publishableKey: 'pk_test_shop' },
      'Stripe is not configured or enabled for this seller',
    ],
    [{ isEnabled: true, publishableKey: ' ' }, 'Stripe publishable key is not configured for this seller'],
  ])('says what is missing in the settings %o', async (settings, message) => {
    stripeSettings(settings);
    renderFlow();
    expect(await alert()).toHaveTextContent(message);
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('says so when the seller does not offer Stripe', async () => {
    api.payment.getMethods.mockResolvedValue({
      success: true,
      enabledMethods: ['eft'],
      paymentMethodOrder: [],
      config: {},
    });
    renderFlow();
    expect(await alert()).toHaveTextContent('Stripe is not enabled or configured for this seller');
  });

  it('needs a seller id', async () => {
    renderFlow({ sellerId: '' });
    expect(await alert()).toHaveTextContent('Seller ID not found');
  });

  it('offers Try Again when the settings do not load, and starts over', async () => {
    api.payment.getConfig.mockRejectedValueOnce(new Error(''));
    const { user } = renderFlow();
    expect(await alert()).toHaveTextContent('Failed to load Stripe configuration');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Start Payment' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports a Stripe.js that does not load', async () => {
    stripeJs.loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    renderFlow();
    expect(await alert()).toHaveTextContent('Failed to load Stripe configuration');
  });

  it.each([
    [
      new ApiError('Stripe is not enabled or configured for this seller', 400),
      'Stripe is not enabled or configured for this seller',
    ],
    [new ApiError('Failed to create payment', 200, {}), 'No client secret received from server'],
    [new Error(''), 'Failed to create payment'],
  ])('reports a failed client secret request (%s)', async (failure, message) => {
    api.payment.createStripePayment.mockRejectedValue(failure);
    const { user } = renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Start Payment' }));
    expect(await alert()).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it.each([
    [{ type: 'card_error', message: 'Your card was declined.' }, 'Your card was declined.'],
    [
      { type: 'validation_error', message: 'Your card number is incomplete.' },
      'Your card number is incomplete.',
    ],
    [{ type: 'api_error', message: 'Internal error' }, 'An unexpected error occurred'],
  ])('shows what confirming answered (%o) and lets the shopper pay again', async (error, message) => {
    stripe.confirmPayment.mockResolvedValue({ error });
    const { user } = renderFlow();
    await user.click(await screen.findByRole('button', { name: 'Start Payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    expect(await alert()).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });
});
