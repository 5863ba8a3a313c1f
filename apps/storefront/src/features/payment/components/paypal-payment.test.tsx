import { ApiError } from '@souk/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testOrderSummary } from '../../../testing/order-summary.js';
import { renderScreen, TEST_SELLER } from '../../../testing/render.js';
import { PaypalPayment } from './paypal-payment.js';

const api = vi.hoisted(() => ({
  payment: {
    getMethods: vi.fn(),
    createPaypalOrder: vi.fn(),
    capturePaypalPayment: vi.fn(),
    confirmOrder: vi.fn(),
  },
}));
vi.mock('../../../lib/payment-api.js', () => ({ paymentApi: api.payment }));

interface ButtonProps {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onError: (error: { message?: string }) => void;
  children?: React.ReactNode;
}

/** The wallet SDK as the flow sees it: script state, and a button that runs the buyer's side. */
const sdk = vi.hoisted(() => ({
  script: { isPending: false, isRejected: false },
  options: null as unknown,
  /** What the button does on click: pay, or report this error as the SDK would. */
  clickError: null as { message: string } | null,
  renderError: null as { message: string } | null,
  eligible: true,
}));
vi.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ options, children }: { options: unknown; children: React.ReactNode }) => {
    sdk.options = options;
    return children;
  },
  usePayPalScriptReducer: () => [sdk.script],
  PayPalButtons: FakePaypalButtons,
}));

function FakePaypalButtons({ createOrder, onApprove, onError, children }: ButtonProps) {
  useEffect(() => {
    if (sdk.renderError) onError(sdk.renderError);
  }, [onError]);
  if (!sdk.eligible) return <>{children}</>;
  async function click() {
    if (sdk.clickError) return onError(sdk.clickError);
    try {
      await onApprove({ orderID: await createOrder() });
    } catch (error) {
      onError(error as Error);
    }
  }
  return (
    <button type="button" onClick={click}>
      PayPal
    </button>
  );
}

const SUMMARY = testOrderSummary({ currencySymbol: 'R' });

function paypalSettings(paypal: unknown, enabledMethods = ['paypal', 'eft']) {
  api.payment.getMethods.mockResolvedValue({
    success: true,
    enabledMethods,
    paymentMethodOrder: [],
    config: { paypal },
  });
}

function renderFlow(sellerId = TEST_SELLER.id) {
  const view = renderScreen(
    <PaypalPayment summary={SUMMARY} sellerName={TEST_SELLER.name} sellerId={sellerId} />,
    {
      path: '/pixel-forge/payment',
      pattern: '/:sellerName/payment',
      money: { currency: 'ZAR', locale: 'en-ZA' },
    },
  );
  return { ...view, user: userEvent.setup() };
}

const paypalButton = () => screen.findByRole('button', { name: 'PayPal' });

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  Object.assign(sdk, {
    script: { isPending: false, isRejected: false },
    options: null,
    clickError: null,
    renderError: null,
    eligible: true,
  });
  paypalSettings({ isEnabled: true, clientId: 'client-1', exchangeRate: 0.055 });
  api.payment.createPaypalOrder.mockResolvedValue({ orderId: 'PP-1' });
  api.payment.capturePaypalPayment.mockResolvedValue({
    message: 'Payment captured successfully',
    capture: {
      id: 'CAP-1',
      status: 'COMPLETED',
      seller_receivable_breakdown: {
        gross_amount: { value: '2.48', currency_code: 'USD' },
        paypal_fee: { value: '0.58', currency_code: 'USD' },
        net_amount: { value: '1.90', currency_code: 'USD' },
      },
    },
  });
  api.payment.confirmOrder.mockResolvedValue({ success: true, message: 'Order confirmed' });
});

describe('PaypalPayment (spec §4 wallet payment, §7, §8, §9)', () => {
  it('charges USD at the exchange rate, captures, confirms and opens the confirm page', async () => {
    const { user, router } = renderFlow();
    const button = await paypalButton();
    expect(screen.getByText('$2.48 USD')).toBeInTheDocument();
    expect(screen.getByText(/R 45,00 at the exchange rate 0\.055/)).toBeInTheDocument();
    await user.click(button);
    expect(sdk.options).toEqual({
      clientId: 'client-1',
      currency: 'USD',
      intent: 'capture',
      components: 'buttons',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pixel-forge/order/confirm'));
    expect(router.state.location.search).toBe('?payment_method=paypal&status=success');
    expect(api.payment.createPaypalOrder).toHaveBeenCalledWith({
      orderNumber: 'ORD123',
      sellerId: TEST_SELLER.id,
      price: 2.48,
      shippingInfo: SUMMARY.shippingInfo,
    });
    expect(api.payment.capturePaypalPayment).toHaveBeenCalledWith({
      orderId: 'PP-1',
      sellerId: TEST_SELLER.id,
    });
    expect(api.payment.confirmOrder).toHaveBeenCalledWith('ORD123', {
      paymentMethod: 'paypal',
      paymentDetails: {
        transactionId: 'CAP-1',
        paymentId: 'PP-1',
        amount: 2.48,
        originalAmount: 45,
        exchangeRate: 0.055,
        exchangeRateApplied: true,
        fee: 0.58,
        netAmount: 1.9,
        gateway: 'paypal',
        status: 'COMPLETED',
      },
    });
    expect(localStorage.getItem('orderNumber')).toBe('ORD123');
  });

  it.each([
    ['refused', () => api.payment.confirmOrder.mockResolvedValue({ success: false, message: 'No' })],
    ['failing', () => api.payment.confirmOrder.mockRejectedValue(new Error('offline'))],
  ])('adds order_confirmed=false when confirming the order is %s', async (_, arrange) => {
    arrange();
    const { user, router } = renderFlow();
    await user.click(await paypalButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/pixel-forge/order/confirm'));
    expect(router.state.location.search).toBe('?payment_method=paypal&status=success&order_confirmed=false');
  });

  it('goes to the confirm page with status error when the capture fails', async () => {
    api.payment.capturePaypalPayment.mockRejectedValue(new Error(''));
    const { user, router } = renderFlow();
    await user.click(await paypalButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/pixel-forge/order/confirm'));
    expect(router.state.location.search).toBe(
      '?payment_method=paypal&status=error&error=Payment%20capture%20failed',
    );
    expect(api.payment.confirmOrder).not.toHaveBeenCalled();
  });

  it.each([
    [new ApiError('Order not found', 404), 'Order not found'],
    [new Error(''), 'PayPal payment failed. Please try again.'],
  ])('shows why the order could not be created (%s), with Try Again', async (failure, message) => {
    api.payment.createPaypalOrder.mockRejectedValueOnce(failure);
    const { user } = renderFlow();
    await user.click(await paypalButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.payment.capturePaypalPayment).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await paypalButton()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("reports the SDK's payment errors but ignores a closed popup", async () => {
    sdk.clickError = { message: 'Detected popup close' };
    const { user } = renderFlow();
    await user.click(await paypalButton());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    sdk.clickError = { message: 'INSTRUMENT_DECLINED' };
    await user.click(screen.getByRole('button', { name: 'PayPal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('PayPal payment failed. Please try again.');
  });

  it.each([
    [
      'the script fails',
      () => Object.assign(sdk, { script: { isPending: false, isRejected: true } }),
      'PayPal components failed to load',
    ],
    [
      'the button fails to render',
      () =>
        Object.assign(sdk, {
          renderError: { message: 'Failed to render <PayPalButtons /> component. boom' },
        }),
      'Failed to render PayPal button',
    ],
    [
      'the button is not offered',
      () => Object.assign(sdk, { eligible: false }),
      'Failed to render PayPal button',
    ],
    [
      'the seller has no client id',
      () => paypalSettings({ isEnabled: true, exchangeRate: 1 }),
      'PayPal is not enabled or configured for this seller',
    ],
    [
      'the seller does not offer it',
      () => paypalSettings({ isEnabled: true, clientId: 'c', exchangeRate: 1 }, ['eft']),
      'PayPal is not enabled or configured for this seller',
    ],
    [
      'the settings do not load',
      () => api.payment.getMethods.mockRejectedValue(new Error('down')),
      'Failed to load PayPal configuration',
    ],
  ])('says so when %s', async (_, arrange, message) => {
    arrange();
    renderFlow();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('needs a seller id', async () => {
    renderFlow('');
    expect(await screen.findByRole('alert')).toHaveTextContent('Seller ID not found');
  });
});
