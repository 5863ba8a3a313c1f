import type { SellerOrderSummary } from '@souk/core';
import { Link } from '@souk/ui';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { StackedLabel } from '../../../components/stacked-label.js';
import { StatusBadge } from '../../../components/status-badge.js';
import { dateTimeText, methodLabel, moneyText } from '../../../lib/format.js';
import type { OrdersQuery, OrdersSort } from '../orders-query.js';

export interface OrdersTableProps {
  orders: readonly SellerOrderSummary[];
  query: OrdersQuery;
  onSort: (column: OrdersSort) => void;
  orderHref: (orderNumber: string) => string;
  /** The shop's locale (BCP 47): amounts print in it. */
  locale?: string | undefined;
}

function SortHeader({
  column,
  label,
  query,
  onSort,
  className,
}: {
  column: OrdersSort;
  label: string;
  query: OrdersQuery;
  onSort: (column: OrdersSort) => void;
  className?: string;
}) {
  const active = (query.sort ?? 'createdAt') === column;
  const direction = query.direction ?? 'desc';
  const Icon = !active ? ArrowUpDown : direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className={className ?? 'px-4 py-3'}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 font-semibold tracking-wide uppercase hover:text-ink"
      >
        {label}
        <Icon aria-hidden="true" className="size-3.5" />
        <span className="sr-only">
          {active ? `, sorted ${direction === 'asc' ? 'ascending' : 'descending'}` : ', sort'}
        </span>
      </button>
    </th>
  );
}

/**
 * The seller's orders with number, date, customer, total, payment and status; sortable by the headers.
 * Below `lg` each row stacks as a card (the same table for assistive technology).
 */
export function OrdersTable({ orders, query, onSort, orderHref, locale }: OrdersTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full text-left text-sm max-lg:block">
        <caption className="sr-only">Orders</caption>
        <thead className="bg-gray-50 text-xs text-muted max-lg:sr-only">
          <tr>
            <SortHeader column="orderNumber" label="Order" query={query} onSort={onSort} />
            <SortHeader column="createdAt" label="Placed" query={query} onSort={onSort} />
            <SortHeader column="customer" label="Customer" query={query} onSort={onSort} />
            <th scope="col" className="px-4 py-3 font-semibold tracking-wide uppercase">
              Items
            </th>
            <SortHeader column="total" label="Total" query={query} onSort={onSort} />
            <th scope="col" className="px-4 py-3 font-semibold tracking-wide uppercase">
              Payment
            </th>
            <th scope="col" className="px-4 py-3 font-semibold tracking-wide uppercase">
              Status
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 max-lg:block">
          {orders.map((order) => (
            <tr
              key={order.orderNumber}
              className="max-lg:grid max-lg:grid-cols-2 max-lg:gap-x-4 max-lg:gap-y-3 max-lg:p-4"
            >
              <td className="px-4 py-3 font-medium break-all max-lg:col-span-2 max-lg:block max-lg:p-0 lg:whitespace-nowrap">
                <Link href={orderHref(order.orderNumber)} className="text-brand-700 hover:underline">
                  #{order.orderNumber}
                </Link>
              </td>
              <td className="px-4 py-3 text-muted max-lg:block max-lg:p-0">
                <StackedLabel>Placed</StackedLabel>
                {dateTimeText(order.createdAt)}
              </td>
              <td className="px-4 py-3 max-lg:block max-lg:p-0">
                <StackedLabel>Customer</StackedLabel>
                <span className="block text-ink">{order.customerName}</span>
                <span className="block break-all text-xs text-muted">{order.email}</span>
              </td>
              <td className="px-4 py-3 text-muted tabular-nums max-lg:block max-lg:p-0">
                <StackedLabel>Items</StackedLabel>
                {order.itemCount}
              </td>
              <td className="px-4 py-3 font-medium text-ink tabular-nums max-lg:block max-lg:p-0">
                <StackedLabel>Total</StackedLabel>
                {moneyText(order.total, order.currency, locale)}
              </td>
              <td className="px-4 py-3 max-lg:block max-lg:p-0">
                <StackedLabel>Payment</StackedLabel>
                <StatusBadge status={order.paymentStatus} />
                <span className="mt-0.5 block text-xs text-muted">{methodLabel(order.paymentMethod)}</span>
              </td>
              <td className="px-4 py-3 max-lg:block max-lg:p-0">
                <StackedLabel>Status</StackedLabel>
                <StatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
