import { ApiError } from '@souk/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderDetailFixture } from '../../../testing/fixtures.js';
import { renderScreen } from '../../../testing/render.js';
import { OrderDetail } from './order-detail.js';

const api = vi.hoisted(() => ({ get: vi.fn(), transition: vi.fn() }));
vi.mock('../api/orders-api.js', () => ({ ordersApi: api }));

beforeEach(() => vi.clearAllMocks());

function renderDetail() {
  renderScreen(<OrderDetail orderNumber="ORD-1001" shopName="Urban Threads" ordersHref="/seller/orders" />, {
    path: '/seller/orders/ORD-1001',
    pattern: '/seller/orders/:orderNumber',
  });
  return userEvent.setup();
}

describe('OrderDetail', () => {
  it('shows items with add-ons and the bulk price used, totals, shipping, payments and the timeline', async () => {
    api.get.mockResolvedValue({ success: true, order: orderDetailFixture() });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Order #ORD-1001' })).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(within(items).getByText('Bulk price: 2 for $36.00 (Pair deal)')).toBeInTheDocument();
    expect(within(items).getByText('+ Gift wrap ($2.50)')).toBeInTheDocument();
    expect(within(items).getByText('$38.50')).toBeInTheDocument();
    expect(within(items).getByText('$54.50')).toBeInTheDocument();
    const shipping = screen.getByRole('region', { name: 'Shipping' });
    expect(within(shipping).getByText('12 Nile Street')).toBeInTheDocument();
    expect(within(shipping).getByText('Leave with the doorman')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Payments' })).getByText('pi_123')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Timeline' })).getByText('Paid by card'),
    ).toBeInTheDocument();
    // the actions are the order's next statuses, nothing more
    expect(screen.getByRole('button', { name: 'Mark processing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ship' })).not.toBeInTheDocument();
  });

  it('moves the order one step, telling the server the status the seller saw', async () => {
    api.get.mockResolvedValue({ success: true, order: orderDetailFixture() });
    const processing = orderDetailFixture({ status: 'processing', nextStatuses: ['shipped', 'cancelled'] });
    api.transition.mockResolvedValue({
      success: true,
      message: 'Order marked processing',
      order: processing,
    });
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Mark processing' }));
    expect(api.transition).toHaveBeenCalledWith('ORD-1001', { from: 'pending', to: 'processing' });
    expect(await screen.findByText('Order marked processing')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ship' })).toBeInTheDocument();
  });

  it('ships only with a carrier and a tracking number', async () => {
    api.get.mockResolvedValue({
      success: true,
      order: orderDetailFixture({ status: 'processing', nextStatuses: ['shipped', 'cancelled'] }),
    });
    const shipped = orderDetailFixture({
      status: 'shipped',
      carrier: 'DHL',
      trackingNumber: 'JD0001',
      nextStatuses: ['delivered'],
    });
    api.transition.mockResolvedValue({ success: true, message: 'Order shipped', order: shipped });
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order #ORD-1001' });
    await user.type(within(dialog).getByLabelText('Carrier'), 'DHL');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(within(dialog).getByLabelText('Tracking number')).toHaveAccessibleDescription(
      'Tracking number is required',
    );
    expect(api.transition).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText('Tracking number'), ' JD0001 ');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(api.transition).toHaveBeenCalledWith('ORD-1001', {
      from: 'processing',
      to: 'shipped',
      carrier: 'DHL',
      trackingNumber: 'JD0001',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Shipping' })).getByText('JD0001')).toBeInTheDocument();
  });

  it('cancels with an optional reason', async () => {
    api.get.mockResolvedValue({ success: true, order: orderDetailFixture() });
    api.transition.mockResolvedValue({
      success: true,
      message: 'Order cancelled',
      order: orderDetailFixture({ status: 'cancelled', cancelReason: 'Out of stock', nextStatuses: [] }),
    });
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #ORD-1001?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Out of stock');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(api.transition).toHaveBeenCalledWith('ORD-1001', {
      from: 'pending',
      to: 'cancelled',
      reason: 'Out of stock',
    });
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
  });

  it('shows the server’s message and reloads the order when it changed meanwhile (409)', async () => {
    api.get.mockResolvedValueOnce({ success: true, order: orderDetailFixture() }).mockResolvedValue({
      success: true,
      order: orderDetailFixture({ status: 'cancelled', nextStatuses: [] }),
    });
    api.transition.mockRejectedValue(new ApiError('The order is now cancelled: reload to see it', 409));
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Mark processing' }));
    expect(await screen.findByText('The order is now cancelled: reload to see it')).toBeInTheDocument();
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark processing' })).not.toBeInTheDocument(),
    );
  });

  it('prints a packing slip with where it goes and what is in it, without prices', async () => {
    api.get.mockResolvedValue({ success: true, order: orderDetailFixture() });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Print packing slip' }));
    expect(print).toHaveBeenCalled();
    const slip = document.querySelector('[data-print="packing-slip"]') as HTMLElement;
    expect(slip).toHaveTextContent('Urban Threads');
    expect(slip).toHaveTextContent('Order #ORD-1001');
    expect(slip).toHaveTextContent('12 Nile Street');
    expect(slip).toHaveTextContent('+ Gift wrap');
    expect(slip).toHaveTextContent('Leave with the doorman');
    expect(slip).not.toHaveTextContent('$');
    expect(slip).not.toHaveTextContent('amal@example.com');
  });
});
