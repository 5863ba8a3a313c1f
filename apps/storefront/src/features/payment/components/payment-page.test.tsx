import type { OrderSummary } from '@souk/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testOrderSummary } from '../../../testing/order-summary.js';
import { renderScreen, TEST_SELLER } from '../../../testing/render.js';
import { OfflinePayment } from './offline-payment.js';
import { NO_ORDER_DATA_MESSAGE, PaymentPage } from './payment-page.js';

const api = vi.hoisted(() => ({
  payment: { getMethods: vi.fn(), getPublicConfig: vi.fn(), createOfflinePayment: vi.fn() },
}));
vi.mock('../../../lib/payment-api.js', () => ({ paymentApi: api.payment }));

const SUMMARY = testOrderSummary();

function methods(enabledMethods: string[], paymentMethodOrder: string[] = []) {
  api.payment.getMethods.mockResolvedValue({ success: true, enabledMethods, paymentMethodOrder, config: {} });
}

function renderPage(summary: OrderSummary | null = SUMMARY) {
  const view = renderScreen(<PaymentPage shop={TEST_SELLER} summary={summary} />, {
    money: { currency: 'USD', locale: 'en-US' },
    path: '/pixel-forge/payment',
    pattern: '/:sellerName/payment',
  });
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => {
  vi.clearAllMocks();
  api.payment.getPublicConfig.mockResolvedValue({
    success: true,
    config: {
      bankTransfer: {
        isEnabled: true,
        bankDetails: { 'Bank Name': 'First Bank', 'Account Number': '12345678' },
        instructions: 'Pay within 3 days.',
      },
      cashOnDelivery: { isEnabled: true, instructions: 'Have the exact amount ready.' },
    },
  });
});

describe('PaymentPage (spec §2 Payment, §4 method selection)', () => {
  it("shows only enabled methods in the seller's order with the first selected", async () => {
    methods(['stripe', 'cashOnDelivery', 'eft'], ['eft', 'payfast', 'cashOnDelivery', 'stripe']);
    renderPage();
    const group = await screen.findByRole('group', { name: 'Select Payment Method' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['eft', 'cashOnDelivery', 'stripe']);
    expect(within(group).getByRole('radio', { name: 'Bank Transfer' })).toBeChecked();
    expect(screen.getByText('First Bank')).toBeInTheDocument();
    expect(screen.getByText('Pay within 3 days.')).toBeInTheDocument();
  });

  it('shows the order summary and the secure-checkout note', async () => {
    methods(['eft']);
    renderPage();
    expect(await screen.findByText('Subtotal (3 items)')).toBeInTheDocument();
    expect(screen.getByText('$40.00')).toBeInTheDocument();
    expect(screen.getByText('$5.00')).toBeInTheDocument();
    expect(screen.getByText('$45.00')).toBeInTheDocument();
    expect(screen.getByText('including all taxes and fees')).toBeInTheDocument();
    expect(screen.getByText('ORD123')).toBeInTheDocument();
    expect(screen.getByText('1 Loop St, Cape Town, ZA')).toBeInTheDocument();
    expect(screen.getByText('Secure checkout.')).toBeInTheDocument();
  });

  it('says so when the seller offers no method', async () => {
    methods([]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No Payment Methods Available' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('sends the shopper back to shipping without an order summary', async () => {
    const { router } = renderPage(null);
    expect(await screen.findByText(NO_ORDER_DATA_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pixel-forge/shipping');
  });

  it('places a cash-on-delivery payment and goes to the confirm page with its reference', async () => {
    methods(['cashOnDelivery', 'eft']);
    api.payment.createOfflinePayment.mockResolvedValue({
      success: true,
      paymentReference: 'COD-ORD123-77',
      message: 'ok',
    });
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'Cash on Delivery' }));
    expect(screen.getByText('Have the exact amount ready.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(api.payment.createOfflinePayment).toHaveBeenCalledWith({
      orderNumber: 'ORD123',
      price: 45,
      paymentMethod: 'cash',
      bankDetails: null,
      sellerId: TEST_SELLER.id,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pixel-forge/order/confirm'));
    expect(router.state.location.search).toBe(
      '?payment_method=cashOnDelivery&payment_reference=COD-ORD123-77',
    );
  });

  it("shows the server's message when the offline payment fails", async () => {
    methods(['eft']);
    api.payment.createOfflinePayment.mockRejectedValue(new Error('Order already paid'));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order already paid');
  });
});

describe('OfflinePayment (spec §5)', () => {
  it('requires cash or eft', async () => {
    renderScreen(<OfflinePayment method={null} summary={SUMMARY} sellerName={TEST_SELLER.name} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a payment method');
    expect(api.payment.createOfflinePayment).not.toHaveBeenCalled();
  });
});
