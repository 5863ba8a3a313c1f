import { type OrderInput, OrderSchema } from '@souk/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetGuestContact, guestContact } from '../../../stores/guest-contact.js';
import { renderScreen } from '../../../testing/render.js';
import { MyOrders } from './my-orders.js';

const api = vi.hoisted(() => ({
  orders: { listOrders: vi.fn(), listGuestOrders: vi.fn(), cancelOrder: vi.fn() },
}));
vi.mock('../../../lib/orders-api.js', () => ({ ordersApi: api.orders }));

function order(input: Partial<OrderInput> & { orderNumber: string }) {
  return OrderSchema.parse({
    date: '2025-03-01T10:00:00.000Z',
    products: [{ name: 'Green Tea', price: 20, quantity: 2, currency: 'USD' }],
    shipping_fee: 5,
    ...input,
  });
}

const placed = order({ orderNumber: 'ORD-1', delivery_status: 'placed', payment_status: 'unpaid' });
const delivered = order({ orderNumber: 'ORD-2', delivery_status: 'delivered', payment_status: 'paid' });

function renderOrders(customerId: string | null, path = '/pixel-forge/dashboard/my-orders') {
  const view = renderScreen(<MyOrders sellerName="pixel-forge" customerId={customerId} />, {
    path,
    pattern: '/:sellerName/dashboard/my-orders',
  });
  return { ...view, user: userEvent.setup() };
}

beforeEach(() => vi.clearAllMocks());
beforeEach(() => forgetGuestContact());

describe('MyOrders, signed in (spec §2 Dashboard, §4)', () => {
  it('lists own orders with status colours, totals and the allowed actions', async () => {
    api.orders.listOrders.mockResolvedValue({ orders: [placed, delivered] });
    renderOrders('c1');
    const first = (await screen.findByText('#ORD-1')).closest('tr') as HTMLElement;
    expect(api.orders.listOrders).toHaveBeenCalledWith('c1', 'all');
    expect(within(first).getByText('placed')).toHaveAttribute('data-colour', 'blue');
    expect(within(first).getByText('$45.00')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Pay Now for order ORD-1' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Cancel order ORD-1' })).toBeInTheDocument();
    // the column names shown inside stacked rows on small screens are not read out with each value
    expect(within(first).getByRole('cell', { name: 'unpaid' })).toBeInTheDocument();
    expect(within(first).getByRole('cell', { name: '$45.00' })).toBeInTheDocument();
    const second = screen.getByText('#ORD-2').closest('tr') as HTMLElement;
    expect(within(second).getByText('delivered')).toHaveAttribute('data-colour', 'green');
    expect(within(second).queryByRole('button', { name: /Pay Now|Cancel/ })).not.toBeInTheDocument();
  });

  it('reloads with the chosen status filter and says when nothing is found', async () => {
    api.orders.listOrders.mockResolvedValueOnce({ orders: [placed] }).mockResolvedValueOnce({ orders: [] });
    const { user } = renderOrders('c1');
    await screen.findByText('#ORD-1');
    await user.selectOptions(screen.getByLabelText('Status'), 'warehouse');
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(api.orders.listOrders).toHaveBeenLastCalledWith('c1', 'warehouse');
  });

  it('cancels after the confirm dialog, toasts the server message and reloads', async () => {
    api.orders.listOrders.mockResolvedValue({ orders: [placed] });
    api.orders.cancelOrder.mockResolvedValue({ message: 'Order cancelled successfully', order: placed });
    const { user } = renderOrders('c1');
    await user.click(await screen.findByRole('button', { name: 'Cancel order ORD-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Order' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
    expect(api.orders.cancelOrder).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel order ORD-1' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Order cancelled successfully')).toBeInTheDocument();
    expect(api.orders.cancelOrder).toHaveBeenCalledWith('ORD-1');
    await waitFor(() => expect(api.orders.listOrders).toHaveBeenCalledTimes(2));
  });

  it('Pay Now goes to /payment with the rebuilt order summary', async () => {
    api.orders.listOrders.mockResolvedValue({ orders: [placed] });
    const { user, router } = renderOrders('c1');
    await user.click(await screen.findByRole('button', { name: 'Pay Now for order ORD-1' }));
    expect(router.state.location.pathname).toBe('/pixel-forge/payment');
    expect(router.state.location.state).toMatchObject({
      orderSummary: { orderNumber: 'ORD-1', subtotal: 40, shippingFee: 5, total: 45, items: 2 },
    });
  });
});

describe('MyOrders, guest tracking (spec §5, §6)', () => {
  it('asks for an email or phone before looking up', async () => {
    const { user } = renderOrders(null);
    expect(screen.getByRole('heading', { name: 'Track Orders' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Track Orders' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter either email or phone number');
    expect(api.orders.listGuestOrders).not.toHaveBeenCalled();
  });

  it('looks up by email, remembers the contact and says when nothing matches', async () => {
    api.orders.listGuestOrders.mockResolvedValue({ orders: [], customer: null });
    const { user } = renderOrders(null);
    await user.type(screen.getByLabelText('Email'), ' ann@example.com ');
    await user.click(screen.getByRole('button', { name: 'Track Orders' }));
    expect(
      await screen.findByText('No orders found for the provided contact information.'),
    ).toBeInTheDocument();
    expect(api.orders.listGuestOrders).toHaveBeenCalledWith({ email: 'ann@example.com' });
    expect(guestContact.email).toBe('ann@example.com');
  });

  it('takes the contact from the query string and filters by status', async () => {
    api.orders.listGuestOrders.mockResolvedValue({
      orders: [placed, order({ orderNumber: 'ORD-3', delivery_status: 'cancelled' })],
      customer: { name: 'Ann', email: '', phone: '0821234567' },
    });
    const { user } = renderOrders(null, '/pixel-forge/dashboard/my-orders?phone=0821234567');
    expect(await screen.findByText('#ORD-3')).toBeInTheDocument();
    expect(api.orders.listGuestOrders).toHaveBeenCalledWith({ phone: '0821234567' });
    expect(screen.getByLabelText('Phone')).toHaveValue('0821234567');
    await user.selectOptions(screen.getByLabelText('Status'), 'cancelled');
    expect(screen.queryByText('#ORD-1')).not.toBeInTheDocument();
    expect(screen.getByText('#ORD-3')).toBeInTheDocument();
  });

  it("shows the server's message when the lookup fails", async () => {
    api.orders.listGuestOrders.mockRejectedValue(new Error('Failed to fetch guest orders'));
    renderOrders(null, '/pixel-forge/dashboard/my-orders?email=ann@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch guest orders');
  });
});
