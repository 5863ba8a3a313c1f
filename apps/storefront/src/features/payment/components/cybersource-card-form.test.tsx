import type { OrderSummary } from '@souk/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, TEST_SELLER } from '../../../testing/render.js';
import { CybersourceCardForm } from './cybersource-card-form.js';

const api = vi.hoisted(() => ({ payment: { createCybersourcePayment: vi.fn() } }));
vi.mock('../../../lib/payment-api.js', () => ({ paymentApi: api.payment }));

const SUMMARY: OrderSummary = {
  subtotal: 10,
  shippingFee: 2.5,
  total: 12.5,
  currencySymbol: '$',
  items: 1,
  orderNumber: 'ORD9',
  sellerId: TEST_SELLER.id,
  products: [],
  shippingInfo: {
    name: 'Ann Lee',
    address: '1 Market Street',
    email: 'ann@example.com',
    phone: '4155550100',
    post: '94105',
    province: 'California',
    city: 'San Francisco',
    area: 'SoMa',
    country: 'US',
  },
};

function renderForm() {
  const view = renderScreen(
    <CybersourceCardForm
      summary={SUMMARY}
      sellerName={TEST_SELLER.name}
      currency="usd"
      now={() => new Date('2026-05-01')}
    />,
    { path: '/pixel-forge/payment', pattern: '/:sellerName/payment' },
  );
  return { ...view, user: userEvent.setup() };
}

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  card: { number?: string; expiry?: string; cvv?: string } = {},
) {
  const { number = '4111111111111111', expiry = '1229', cvv = '123' } = card;
  if (number) await user.type(screen.getByLabelText('Card Number'), number);
  if (expiry) await user.type(screen.getByLabelText('Expiry (MMYY)'), expiry);
  if (cvv) await user.type(screen.getByLabelText('Security Code'), cvv);
}

const pay = () => screen.getByRole('button', { name: 'Pay Now' });

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('CybersourceCardForm (spec §4 card-form gateway, §5)', () => {
  it('masks the card fields and fills billing from the shipping info', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Card Number'), '4111-1111x1111 11112222');
    expect(screen.getByLabelText('Card Number')).toHaveValue('4111 1111 1111 1111');
    await user.type(screen.getByLabelText('Expiry (MMYY)'), '12/299');
    expect(screen.getByLabelText('Expiry (MMYY)')).toHaveValue('1229');
    await user.type(screen.getByLabelText('Security Code'), '12a345');
    expect(screen.getByLabelText('Security Code')).toHaveValue('1234');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ann');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lee');
    expect(screen.getByLabelText('State')).toHaveValue('California');
  });

  it.each([
    [{ number: '' }, 'Please fill in all card details'],
    [{ number: '4111 1111 11' }, 'Please enter a valid card number'],
    [{ expiry: '1329' }, 'Please enter a valid expiration month'],
    [{ expiry: '1220' }, 'Please enter a valid expiration year'],
    [{ cvv: '12' }, 'Please enter a valid security code'],
  ])('reports %o as "%s"', async (card, message) => {
    const { user } = renderForm();
    await fillCard(user, card);
    await user.click(pay());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(api.payment.createCybersourcePayment).not.toHaveBeenCalled();
  });

  it.each([
    ['First Name', 'A', 'First name must be at least 2 characters long'],
    ['Last Name', 'L', 'Last name must be at least 2 characters long'],
    ['Address', '1 St', 'Address must be at least 5 characters long'],
    ['City', 'X', 'City must be at least 2 characters long'],
    ['State', 'Q', 'State must be at least 2 characters long'],
    ['State', 'Narnia', '"Narnia" is not a valid US state.'],
  ])('checks the billing %s', async (label, value, message) => {
    const { user } = renderForm();
    await fillCard(user);
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), value);
    await user.click(pay());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it("charges the order's total in minor units, stores the result and confirms after 2 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.payment.createCybersourcePayment.mockResolvedValue({
      success: true,
      status: 'AUTHORIZED',
      transactionId: 'tx-1',
    });
    const { user, router } = renderForm();
    await fillCard(user);
    await user.click(pay());
    expect(api.payment.createCybersourcePayment).toHaveBeenCalledWith(
      expect.objectContaining({
        orderNumber: 'ORD9',
        amount: 1250,
        currency: 'USD',
        cardDetails: {
          number: '4111111111111111',
          expirationMonth: '12',
          expirationYear: '2029',
          securityCode: '123',
        },
        billingAddress: expect.objectContaining({ firstName: 'Ann', state: 'CA', email: 'ann@example.com' }),
      }),
    );
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('cybersourcePayment') ?? '{}')).toEqual({
      orderNumber: 'ORD9',
      status: 'AUTHORIZED',
      transactionId: 'tx-1',
    });
    expect(router.state.location.pathname).toBe('/pixel-forge/payment');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pixel-forge/order/confirm'));
    expect(router.state.location.search).toBe('?payment_method=cybersource&status=success&orderNumber=ORD9');
  });

  it('shows a refusal, then goes to the confirm page with status error after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api.payment.createCybersourcePayment.mockResolvedValue({ success: false, error: 'Card declined' });
    const { user, router } = renderForm();
    await fillCard(user);
    await user.click(pay());
    expect(await screen.findByRole('alert')).toHaveTextContent('Card declined');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe('/pixel-forge/payment');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pixel-forge/order/confirm'));
    expect(router.state.location.search).toBe(
      '?payment_method=cybersource&status=error&error=Card%20declined',
    );
  });
});
