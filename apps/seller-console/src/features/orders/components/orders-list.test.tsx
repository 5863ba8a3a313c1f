import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { orderSummaryFixture } from '../../../testing/fixtures.js';
import { renderScreen } from '../../../testing/render.js';
import type { OrdersQuery } from '../orders-query.js';
import { ordersQueryFromSearch } from '../orders-query.js';
import { OrdersList } from './orders-list.js';

const api = vi.hoisted(() => ({ list: vi.fn() }));
vi.mock('../api/orders-api.js', () => ({ ordersApi: api }));

beforeEach(() => vi.clearAllMocks());

function page(orders = [orderSummaryFixture()], total = orders.length) {
  return { success: true, orders, total, page: 1, perPage: 20 };
}

function renderList(query: OrdersQuery = {}) {
  const onQueryChange = vi.fn();
  renderScreen(
    <OrdersList query={query} onQueryChange={onQueryChange} orderHref={(n) => `/seller/orders/${n}`} />,
    {
      path: '/seller/orders',
      pattern: '/seller/orders',
    },
  );
  return { onQueryChange, user: userEvent.setup() };
}

describe('OrdersList', () => {
  it('lists the orders with customer, total, payment and status, each linking to its page', async () => {
    api.list.mockResolvedValue(
      page([orderSummaryFixture(), orderSummaryFixture({ orderNumber: 'ORD-1002', status: 'shipped' })], 2),
    );
    renderList();
    const row = (await screen.findByRole('link', { name: '#ORD-1001' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Amal Haddad')).toBeInTheDocument();
    expect(within(row).getByText('$54.50')).toBeInTheDocument();
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText('Credit / Debit Card')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#ORD-1001' })).toHaveAttribute(
      'href',
      '/seller/orders/ORD-1001',
    );
    expect(screen.getByText('2 orders')).toBeInTheDocument();
    expect(api.list).toHaveBeenCalledWith({});
  });

  it('sorts by a column, the other way on a second click', async () => {
    api.list.mockResolvedValue(page());
    const { user, onQueryChange } = renderList({ sort: 'total', direction: 'desc' });
    await screen.findByRole('link', { name: '#ORD-1001' });
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /Total/ }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ sort: 'total', direction: 'asc', page: undefined });
    await user.click(screen.getByRole('button', { name: /Customer/ }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ sort: 'customer', direction: 'asc', page: undefined });
  });

  it('filters and searches through the address, back to page 1', async () => {
    api.list.mockResolvedValue(page());
    const { user, onQueryChange } = renderList({ page: 3 });
    await screen.findByRole('link', { name: '#ORD-1001' });
    await user.selectOptions(screen.getByLabelText('Status'), 'processing');
    expect(onQueryChange).toHaveBeenLastCalledWith({ page: undefined, status: 'processing' });
    await user.selectOptions(screen.getByLabelText('Payment method'), 'eft');
    expect(onQueryChange).toHaveBeenLastCalledWith({ page: undefined, method: 'eft' });
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'amal@example.com{Enter}');
    expect(onQueryChange).toHaveBeenLastCalledWith({ page: undefined, q: 'amal@example.com' });
  });

  it('says when no order matches, and clears the filters', async () => {
    api.list.mockResolvedValue(page([], 0));
    const { user, onQueryChange } = renderList({ status: 'delivered', sort: 'total' });
    expect(await screen.findByRole('heading', { name: 'No orders match' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onQueryChange).toHaveBeenLastCalledWith({ sort: 'total', direction: undefined });
  });
});

describe('ordersQueryFromSearch', () => {
  it('reads the known filters from the address and drops the rest', () => {
    expect(
      ordersQueryFromSearch(
        new URLSearchParams(
          'page=2&status=shipped&paymentStatus=paid&method=eft&from=2026-03-01&to=nope&q=%20amal%20&sort=hack',
        ),
      ),
    ).toEqual({
      page: 2,
      status: 'shipped',
      paymentStatus: 'paid',
      method: 'eft',
      from: '2026-03-01',
      q: 'amal',
    });
  });
});
