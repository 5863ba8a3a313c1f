import { OrderSchema } from '@souk/core';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetGuestContact, rememberGuestContact } from '../../../stores/guest-contact.js';
import { renderScreen } from '../../../testing/render.js';
import { DashboardSummary } from './dashboard-summary.js';

const api = vi.hoisted(() => ({ orders: { getDashboardData: vi.fn(), listGuestOrders: vi.fn() } }));
vi.mock('../../../lib/orders-api.js', () => ({ ordersApi: api.orders }));

const order = (orderNumber: string, delivery_status: string, date: string) =>
  OrderSchema.parse({ orderNumber, delivery_status, date, shipping_fee: 0 });

function stat(label: string) {
  return screen.getByText(label).nextElementSibling?.textContent;
}

beforeEach(() => vi.clearAllMocks());
beforeEach(() => forgetGuestContact());

describe('DashboardSummary (spec §2 Dashboard, §9)', () => {
  it("shows the signed-in customer's summary from the server", async () => {
    api.orders.getDashboardData.mockResolvedValue({
      totalOrder: 7,
      pendingOrder: 3,
      cancelledOrder: 1,
      recentOrders: [order('ORD-1', 'placed', '2025-01-01')],
    });
    renderScreen(<DashboardSummary sellerName="pixel-forge" customerId="c1" />);
    expect(await screen.findByText('#ORD-1')).toBeInTheDocument();
    expect(stat('Total Orders')).toBe('7');
    expect(stat('Pending Orders')).toBe('3');
    expect(stat('Cancelled Orders')).toBe('1');
    expect(api.orders.getDashboardData).toHaveBeenCalledWith('c1');
  });

  it('groups each figure as a term and its definition directly under the description list', async () => {
    api.orders.getDashboardData.mockResolvedValue({
      totalOrder: 2,
      pendingOrder: 1,
      cancelledOrder: 0,
      recentOrders: [],
    });
    renderScreen(<DashboardSummary sellerName="pixel-forge" customerId="c1" />);
    const terms = await screen.findAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([
      'Total Orders',
      'Pending Orders',
      'Cancelled Orders',
    ]);
    for (const term of terms) {
      // a <dl> may hold <div> groups of <dt> and <dd> only (axe: definition-list, dlitem)
      const group = term.parentElement;
      expect(group?.parentElement?.tagName).toBe('DL');
      expect([...(group?.children ?? [])].map((child) => child.tagName)).toEqual(['DT', 'DD']);
    }
  });

  it("computes a guest's figures from the tracked orders, at most 5 recent ones", async () => {
    rememberGuestContact({ email: 'ann@example.com' });
    const orders = [
      order('G-1', 'placed', '2025-01-01'),
      order('G-2', 'pending', '2025-01-02'),
      order('G-3', 'cancelled', '2025-01-03'),
      order('G-4', 'delivered', '2025-01-04'),
      order('G-5', 'warehouse', '2025-01-05'),
      order('G-6', 'placed', '2025-01-06'),
    ];
    api.orders.listGuestOrders.mockResolvedValue({ orders, customer: null });
    renderScreen(<DashboardSummary sellerName="pixel-forge" customerId={null} />);
    expect(await screen.findByText('#G-6')).toBeInTheDocument();
    expect(stat('Total Orders')).toBe('6');
    expect(stat('Pending Orders')).toBe('3');
    expect(stat('Cancelled Orders')).toBe('1');
    expect(screen.queryByText('#G-1')).not.toBeInTheDocument();
  });

  it('sends a guest without a tracked contact to Track Orders', () => {
    renderScreen(<DashboardSummary sellerName="pixel-forge" customerId={null} />);
    expect(screen.getByRole('link', { name: 'Track Orders' })).toHaveAttribute(
      'href',
      '/pixel-forge/dashboard/my-orders',
    );
    expect(api.orders.listGuestOrders).not.toHaveBeenCalled();
  });
});
