import { OrderSchema } from '@souk/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../testing/render.js';
import { OrderDetails } from './order-details.js';

const api = vi.hoisted(() => ({ orders: { getOrder: vi.fn(), cancelOrder: vi.fn() } }));
vi.mock('../../../lib/orders-api.js', () => ({ ordersApi: api.orders }));

const order = OrderSchema.parse({
  orderNumber: 'ORD-9',
  date: '2025-03-01T10:00:00.000Z',
  customerId: 'c1',
  delivery_status: 'processing',
  payment_status: 'unpaid',
  shipping_fee: [4],
  seller: { currencySymbol: 'R', currency: 'ZAR' },
  products: [
    { name: 'Rooibos', price: 30, originalPrice: 10, quantity: 3, addons: [{ text: 'Gift wrap', price: 0 }] },
  ],
  shippingInfo: { name: 'Ann', address: '1 Loop St', city: 'Cape Town' },
});

function renderDetails(customerId: string | null) {
  renderScreen(<OrderDetails sellerName="pixel-forge" orderNumber="ORD-9" customerId={customerId} />, {
    money: { currency: 'USD', locale: 'en-ZA' },
  });
  return userEvent.setup();
}

beforeEach(() => vi.clearAllMocks());

describe('OrderDetails (spec §2 Dashboard, §4)', () => {
  it("shows 'Loading order details...' first", () => {
    api.orders.getOrder.mockReturnValue(new Promise(() => {}));
    renderDetails('c1');
    expect(screen.getByRole('status')).toHaveTextContent('Loading order details...');
  });

  it("shows 'No order details found' with Back to Orders when the order cannot be read", async () => {
    api.orders.getOrder.mockRejectedValue(new Error('Order not found'));
    renderDetails('c1');
    expect(await screen.findByText('No order details found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute(
      'href',
      '/pixel-forge/dashboard/my-orders',
    );
  });

  it('shows the lines at their frozen price, the totals and the statuses', async () => {
    api.orders.getOrder.mockResolvedValue({ order });
    renderDetails('c1');
    expect(await screen.findByRole('heading', { name: 'Order #ORD-9' })).toBeInTheDocument();
    const line = screen.getByText('Rooibos').closest('tr') as HTMLElement;
    expect(within(line).getByText('R 30,00')).toBeInTheDocument();
    expect(within(line).getByText('Gift wrap')).toBeInTheDocument();
    expect(screen.getByText('R 4,00')).toBeInTheDocument();
    expect(screen.getByText('R 34,00')).toBeInTheDocument();
    expect(screen.getByText('processing')).toBeInTheDocument();
    expect(api.orders.getOrder).toHaveBeenCalledWith('ORD-9');
  });

  it('offers Cancel to the owner only, after confirmation', async () => {
    api.orders.getOrder.mockResolvedValue({ order });
    api.orders.cancelOrder.mockResolvedValue({ message: 'Order cancelled', order });
    const user = renderDetails('c1');
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Order' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(api.orders.cancelOrder).toHaveBeenCalledWith('ORD-9');
  });

  it("does not offer Cancel on someone else's order", async () => {
    api.orders.getOrder.mockResolvedValue({ order });
    renderDetails('c2');
    await screen.findByRole('heading', { name: 'Order #ORD-9' });
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });
});
