import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render.js';
import { PendingPayments } from './pending-payments.js';

const api = vi.hoisted(() => ({ pending: vi.fn(), approve: vi.fn(), reject: vi.fn() }));
vi.mock('../api/payments-api.js', () => ({ paymentsApi: api }));

const payment = {
  paymentReference: 'EFT-ORD-1001',
  orderNumber: 'ORD-1001',
  paymentMethod: 'eft' as const,
  amount: 54.5,
  currency: 'USD',
  customerName: 'Amal Haddad',
  createdAt: '2026-03-02T10:15:00.000Z',
};
const decision = {
  success: true,
  paymentReference: 'EFT-ORD-1001',
  orderNumber: 'ORD-1001',
  paymentStatus: 'paid',
  orderPaymentStatus: 'paid',
};

beforeEach(() => vi.clearAllMocks());

function renderPayments() {
  renderScreen(<PendingPayments orderHref={(n) => `/seller/orders/${n}`} />, {
    path: '/seller/payments',
    pattern: '/seller/payments',
  });
  return userEvent.setup();
}

describe('PendingPayments', () => {
  it('lists method, reference, order, amount, customer and date', async () => {
    api.pending.mockResolvedValue({ success: true, payments: [payment] });
    renderPayments();
    const row = (await screen.findByRole('link', { name: '#ORD-1001' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Bank Transfer')).toBeInTheDocument();
    expect(within(row).getByText('EFT-ORD-1001')).toBeInTheDocument();
    expect(within(row).getByText('$54.50')).toBeInTheDocument();
    expect(within(row).getByText('Amal Haddad')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '#ORD-1001' })).toHaveAttribute(
      'href',
      '/seller/orders/ORD-1001',
    );
  });

  it('approves after a confirmation, once, and reads the list again', async () => {
    api.pending
      .mockResolvedValueOnce({ success: true, payments: [payment] })
      .mockResolvedValue({ success: true, payments: [] });
    let answer: (value: unknown) => void = () => {};
    api.approve.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = renderPayments();
    await user.click(await screen.findByRole('button', { name: 'Approve payment for order ORD-1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve payment for order #ORD-1001?' });
    const confirm = within(dialog).getByRole('button', { name: 'Approve payment' });
    await user.click(confirm);
    // a second click while the first is on its way sends nothing more
    expect(within(dialog).getByRole('button', { name: 'Approving…' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Approving…' }));
    expect(api.approve).toHaveBeenCalledTimes(1);
    expect(api.approve).toHaveBeenCalledWith('EFT-ORD-1001');
    answer({ ...decision, message: 'Payment approved' });
    expect(await screen.findByText('Payment approved')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nothing to approve' })).toBeInTheDocument();
  });

  it('rejects only with a reason', async () => {
    api.pending.mockResolvedValue({ success: true, payments: [payment] });
    api.reject.mockResolvedValue({ ...decision, paymentStatus: 'rejected', message: 'Payment rejected' });
    const user = renderPayments();
    await user.click(await screen.findByRole('button', { name: 'Reject payment for order ORD-1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject payment for order #ORD-1001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(/Reason is required/);
    expect(api.reject).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Reason'), 'No transfer received');
    await user.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(api.reject).toHaveBeenCalledWith('EFT-ORD-1001', 'No transfer received');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Payment rejected')).toBeInTheDocument();
  });
});
