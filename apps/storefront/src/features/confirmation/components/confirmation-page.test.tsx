import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, TEST_SELLER } from '../../../testing/render.js';
import { ConfirmationPage } from './confirmation-page.js';

const api = vi.hoisted(() => ({ payment: { confirmOrder: vi.fn(), getMethods: vi.fn() } }));
vi.mock('../../../lib/payment-api.js', () => ({ paymentApi: api.payment }));
const stripeJs = vi.hoisted(() => ({ loadStripe: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => stripeJs);

function renderPage(search: string) {
  return renderScreen(<ConfirmationPage shop={TEST_SELLER} />, {
    path: `/pixel-forge/order/confirm?${search}`,
    pattern: '/:sellerName/order/confirm',
  });
}

beforeEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('ConfirmationPage (spec §2 Confirmation, §4 confirmation states)', () => {
  it('shows an offline payment as pending approval', async () => {
    renderPage('payment_method=eft&payment_reference=EFT-ORD123-4567');
    expect(await screen.findByRole('heading', { name: 'Payment Pending Approval' })).toBeInTheDocument();
    expect(screen.getByText('ORD123')).toBeInTheDocument();
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
    expect(api.payment.confirmOrder).not.toHaveBeenCalled();
  });

  it('offers Back to Orders, Return to Home and tips when the payment failed', async () => {
    renderPage('payment_method=payfast&status=cancelled');
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(screen.getByText('PayFast payment was cancelled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute(
      'href',
      '/pixel-forge/dashboard/my-orders',
    );
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/pixel-forge');
    expect(screen.getByRole('heading', { name: 'Troubleshooting tips' })).toBeInTheDocument();
  });

  it('shows a card-form payment as succeeded from the stored data, without confirming', async () => {
    sessionStorage.setItem(
      'cybersourcePayment',
      JSON.stringify({ orderNumber: 'ORD9', status: 'AUTHORIZED', transactionId: 'tx-1' }),
    );
    renderPage('payment_method=cybersource&status=success&orderNumber=ORD9');
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
    expect(api.payment.confirmOrder).not.toHaveBeenCalled();
  });

  it('confirms a wallet payment, forgets the order number, clears the cart and opens My Orders', async () => {
    localStorage.setItem('orderNumber', 'ORD7');
    api.payment.confirmOrder.mockResolvedValue({ success: true, message: 'Order confirmed' });
    const { router, queryClient } = renderPage('payment_method=paypal&status=success');
    queryClient.setQueryData(['cart', TEST_SELLER.id, null], { card_product_count: 2 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pixel-forge/dashboard/my-orders'));
    expect(api.payment.confirmOrder).toHaveBeenCalledTimes(1);
    expect(api.payment.confirmOrder).toHaveBeenCalledWith('ORD7', { paymentMethod: 'paypal' });
    expect(localStorage.getItem('orderNumber')).toBeNull();
    // spec §4: the cart's figures are reset at once
    expect(queryClient.getQueryData(['cart', TEST_SELLER.id, null])).toMatchObject({ card_product_count: 0 });
  });

  it("fails with the server's message when confirming the order fails", async () => {
    localStorage.setItem('orderNumber', 'ORD7');
    api.payment.confirmOrder.mockRejectedValue(new Error('Order already cancelled'));
    renderPage('payment_method=paypal&status=success');
    expect(await screen.findByText('Order already cancelled')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(localStorage.getItem('orderNumber')).toBe('ORD7');
  });

  it.each([
    ['succeeded', 'Payment Successful!'],
    ['requires_payment_method', 'Payment Failed'],
  ])('reads the intent the card provider returns with (%s)', async (status, title) => {
    localStorage.setItem('orderNumber', 'ORD5');
    api.payment.getMethods.mockResolvedValue({
      success: true,
      enabledMethods: ['stripe'],
      paymentMethodOrder: [],
      config: { stripe: { isEnabled: true, publishableKey: 'pk_test_shop' } },
    });
    const retrievePaymentIntent = vi.fn().mockResolvedValue({ paymentIntent: { id: 'pi_1', status } });
    stripeJs.loadStripe.mockResolvedValue({ retrievePaymentIntent });
    api.payment.confirmOrder.mockReturnValue(new Promise(() => {}));
    renderPage('payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded');
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_shop');
    expect(retrievePaymentIntent).toHaveBeenCalledWith('pi_1_secret_2');
    if (status === 'succeeded') {
      expect(api.payment.confirmOrder).toHaveBeenCalledWith('ORD5', {
        paymentMethod: 'stripe',
        paymentIntentId: 'pi_1',
      });
    } else {
      expect(screen.getByText('Payment failed')).toBeInTheDocument();
      expect(api.payment.confirmOrder).not.toHaveBeenCalled();
    }
  });

  it('times out after 10 s while the card provider is still loading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.payment.getMethods.mockReturnValue(new Promise(() => {}));
    renderPage('payment_intent_client_secret=pi_1_secret_2');
    expect(await screen.findByRole('heading', { name: 'Processing Payment' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByText('Request timed out')).toBeInTheDocument();
  });
});
