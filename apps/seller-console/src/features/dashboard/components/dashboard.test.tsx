import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardFixture } from '../../../testing/fixtures.js';
import { renderScreen } from '../../../testing/render.js';
import { chartDays, niceTicks } from './chart-data.js';
import { Dashboard } from './dashboard.js';

const api = vi.hoisted(() => ({ get: vi.fn() }));
vi.mock('../api/dashboard-api.js', () => ({ dashboardApi: api }));
beforeEach(() => {
  vi.clearAllMocks();
});

function renderDashboard(range: 'today' | '7d' | '30d' = '7d') {
  const onRangeChange = vi.fn();
  renderScreen(
    <Dashboard
      range={range}
      onRangeChange={onRangeChange}
      paymentsHref="/seller/payments"
      toShipHref="/seller/orders?status=pending"
      productHref={(slug) => `/urban-threads/product/details/${slug}`}
    />,
  );
  return { onRangeChange, user: userEvent.setup() };
}

/** The dashboard as its route holds it: the period changes with the buttons. */
function Switching() {
  const [range, setRange] = useState<'today' | '7d' | '30d'>('7d');
  return (
    <Dashboard
      range={range}
      onRangeChange={setRange}
      paymentsHref="/seller/payments"
      toShipHref="/seller/orders"
      productHref={(slug) => slug}
    />
  );
}

describe('Dashboard', () => {
  it('shows the period’s figures, what needs doing and the chart', async () => {
    api.get.mockResolvedValue(dashboardFixture());
    renderDashboard();
    const revenue = await screen.findByRole('region', { name: 'Revenue' });
    expect(within(revenue).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Orders' })).getByText('12')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Average order value' })).getByText('$102.88'),
    ).toBeInTheDocument();
    const approval = screen.getByRole('region', { name: 'Awaiting approval' });
    expect(within(approval).getByText('3')).toBeInTheDocument();
    expect(within(approval).getByRole('link', { name: 'Review payments' })).toHaveAttribute(
      'href',
      '/seller/payments',
    );
    expect(within(screen.getByRole('region', { name: 'To ship' })).getByRole('link')).toHaveAttribute(
      'href',
      '/seller/orders?status=pending',
    );
    const lowStock = screen.getByRole('region', { name: 'Low stock' });
    expect(within(lowStock).getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute(
      'href',
      '/urban-threads/product/details/linen-shirt',
    );
    expect(within(lowStock).getByText('2 left')).toBeInTheDocument();
    const figure = screen.getByText('Daily revenue and orders').closest('figure') as HTMLElement;
    // a bar per day, the orders line through them
    expect(figure.querySelectorAll('[data-day]')).toHaveLength(2);
    expect(figure.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(2);
    // the chart's figures are readable without the drawing
    expect(screen.getByRole('table', { name: 'Revenue and orders per day' })).toHaveTextContent('$1,034.50');
    expect(api.get).toHaveBeenCalledWith('7d');
  });

  it('switches the period with the range buttons', async () => {
    api.get.mockResolvedValue(dashboardFixture());
    const { user, onRangeChange } = renderDashboard();
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onRangeChange).toHaveBeenCalledWith('today');
  });

  it('keeps the last period dimmed and busy while the next one loads', async () => {
    let arrive: (value: ReturnType<typeof dashboardFixture>) => void = () => {};
    api.get
      .mockResolvedValueOnce(dashboardFixture())
      .mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
    renderScreen(<Switching />);
    const revenue = await screen.findByRole('region', { name: 'Revenue' });
    expect(revenue.closest('[aria-busy]')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: '30 days' }));
    expect(revenue.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    arrive(dashboardFixture({ revenue: 99 }));
    expect(await within(revenue).findByText('$99.00')).toBeInTheDocument();
    expect(revenue.closest('[aria-busy]')).toBeNull();
    expect(api.get).toHaveBeenLastCalledWith('30d');
  });

  it('reads out the day under the pointer above the chart, the last day otherwise', async () => {
    api.get.mockResolvedValue(dashboardFixture());
    renderDashboard();
    const figure = (await screen.findByText('Daily revenue and orders')).closest('figure') as HTMLElement;
    const [first] = dashboardFixture().daily;
    expect(figure).toHaveTextContent('Revenue $1,034.50');
    const columns = figure.querySelectorAll('rect[fill="transparent"]');
    fireEvent.pointerEnter(columns[0] as Element);
    expect(figure).toHaveTextContent('Revenue $200.00');
    expect(figure).toHaveTextContent(`Orders ${first?.orders}`);
  });

  it("prints the revenue in the shop's currency and locale", async () => {
    api.get.mockResolvedValue(dashboardFixture({ currency: 'ZAR' }));
    renderScreen(
      <Dashboard
        range="7d"
        onRangeChange={() => {}}
        paymentsHref="/seller/payments"
        toShipHref="/seller/orders?status=pending"
        productHref={(slug) => slug}
        locale="en-ZA"
      />,
    );
    const revenue = await screen.findByRole('region', { name: 'Revenue' });
    // Testing Library folds the no-break spaces Intl prints into spaces: the text itself keeps them
    expect(within(revenue).getByText('R 1 234,50').textContent).toBe('R\u00a01\u00a0234,50');
  });

  it('says so when the period has no order, instead of an empty chart', async () => {
    api.get.mockResolvedValue(
      dashboardFixture({
        revenue: 0,
        orders: 0,
        averageOrderValue: 0,
        daily: [{ date: '2026-03-02', revenue: 0, orders: 0 }],
      }),
    );
    renderDashboard('today');
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('shows placeholders while loading, and the reason with a retry when loading fails', async () => {
    let fail: (error: Error) => void = () => {};
    api.get.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    const { user } = renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the dashboard');
    fail(new Error('Failed to load the dashboard'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the dashboard');
    api.get.mockResolvedValue(dashboardFixture());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Revenue' })).toBeInTheDocument();
  });
});

describe('chart data', () => {
  it('reads the days as UTC midnights, leaving out one it cannot read', () => {
    expect(
      chartDays([
        { date: '2026-03-01', revenue: 12.5, orders: 2 },
        { date: 'soon', revenue: 1, orders: 1 },
      ]),
    ).toEqual([{ date: new Date(Date.UTC(2026, 2, 1)), revenue: 12.5, orders: 2 }]);
  });

  it('puts round ticks from 0 to at least the largest figure, whole ones for orders', () => {
    expect(niceTicks(87, 4)).toEqual([0, 50, 100]);
    expect(niceTicks(160, 4)).toEqual([0, 50, 100, 150, 200]);
    expect(niceTicks(1034.5, 4)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(0.3, 4)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks(3, 4, true)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0, 4)).toEqual([0, 1]);
  });
});
