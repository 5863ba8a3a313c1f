import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELIVERY_STATUSES } from '../schemas/order.js';
import { guestStats, RECENT_ORDERS_LIMIT } from './guest-stats.js';

const order = (orderNumber: string, date: string, delivery_status: string) => ({
  orderNumber,
  date,
  delivery_status,
});

describe('guestStats (spec §2 Dashboard, §9)', () => {
  it('counts all, pending (pending or placed) and cancelled orders, and keeps the 5 newest', () => {
    const orders = [
      order('A', '2024-01-01T10:00:00Z', 'placed'),
      order('B', '2024-03-01T10:00:00Z', 'pending'),
      order('C', '2024-02-01T10:00:00Z', 'cancelled'),
      order('D', '2024-05-01T10:00:00Z', 'delivered'),
      order('E', '2024-04-01T10:00:00Z', 'warehouse'),
      order('F', 'not a date', 'processing'),
      order('G', '2024-06-01T10:00:00Z', 'placed'),
    ];
    const stats = guestStats(orders);
    expect(stats.totalOrder).toBe(7);
    expect(stats.pendingOrder).toBe(3);
    expect(stats.cancelledOrder).toBe(1);
    expect(stats.recentOrders.map((o) => o.orderNumber)).toEqual(['G', 'D', 'E', 'B', 'C']);
  });

  it('puts orders without a readable date last, keeping their order', () => {
    const orders = [
      order('X', '', 'placed'),
      order('Y', '2024-01-01', 'placed'),
      order('Z', 'bad', 'placed'),
    ];
    expect(guestStats(orders).recentOrders.map((o) => o.orderNumber)).toEqual(['Y', 'X', 'Z']);
  });

  it('is all zero for no orders', () => {
    expect(guestStats([])).toEqual({ totalOrder: 0, pendingOrder: 0, cancelledOrder: 0, recentOrders: [] });
  });

  it('never lists more than 5 and always the newest', () => {
    const arb = fc.array(
      fc.record({
        orderNumber: fc.string(),
        date: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        delivery_status: fc.constantFrom(...DELIVERY_STATUSES),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(arb, (orders) => {
        const stats = guestStats(orders);
        expect(stats.recentOrders).toHaveLength(Math.min(orders.length, RECENT_ORDERS_LIMIT));
        const times = stats.recentOrders.map((o) => Date.parse(o.date));
        expect(times).toEqual([...times].sort((a, b) => b - a));
        const oldestShown = times.at(-1) ?? Number.POSITIVE_INFINITY;
        const hidden = orders.filter((o) => !stats.recentOrders.includes(o));
        expect(hidden.every((o) => Date.parse(o.date) <= oldestShown)).toBe(true);
        expect(stats.pendingOrder + stats.cancelledOrder).toBeLessThanOrEqual(stats.totalOrder);
      }),
    );
  });
});
