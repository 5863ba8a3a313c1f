import { canCancelFromList, canPayNow, type Order, paths } from '@souk/core';
import { Link } from '@souk/ui';
import { buttonClass } from '../../../components/button-class.js';
import { orderDateText, orderTotalText } from '../lib/order-money.js';
import { OrderStatusBadge } from './order-status-badge.js';

export interface OrdersTableProps {
  orders: readonly Order[];
  sellerName: string;
  /** Offers Cancel on the orders the list may cancel (spec §4); omitted on read-only lists. */
  onCancel?: (order: Order) => void;
  /** Offers Pay Now on unpaid, uncancelled orders (spec §4); omitted on read-only lists. */
  onPayNow?: (order: Order) => void;
  caption: string;
}

/** Orders with number, date, total, payment and delivery status, and their actions (spec §2 Dashboard). */
export function OrdersTable({ orders, sellerName, onCancel, onPayNow, caption }: OrdersTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Order
            </th>
            <th scope="col" className="px-4 py-3">
              Date
            </th>
            <th scope="col" className="px-4 py-3">
              Total
            </th>
            <th scope="col" className="px-4 py-3">
              Payment
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {orders.map((order) => (
            <tr key={order.orderNumber}>
              <td className="px-4 py-3 font-medium text-ink">#{order.orderNumber}</td>
              <td className="px-4 py-3 text-muted">{order.date ? orderDateText(order.date) : '—'}</td>
              <td className="px-4 py-3 font-medium text-ink">{orderTotalText(order)}</td>
              <td className="px-4 py-3 capitalize text-muted">{order.payment_status}</td>
              <td className="px-4 py-3">
                <OrderStatusBadge status={order.delivery_status} />
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap justify-end gap-2">
                  <Link
                    href={paths.orderDetails(sellerName, order.orderNumber)}
                    className={buttonClass('outline', 'sm')}
                    aria-label={`View order ${order.orderNumber}`}
                  >
                    View
                  </Link>
                  {onPayNow && canPayNow(order) && (
                    <button
                      type="button"
                      className={buttonClass('primary', 'sm')}
                      aria-label={`Pay Now for order ${order.orderNumber}`}
                      onClick={() => onPayNow(order)}
                    >
                      Pay Now
                    </button>
                  )}
                  {onCancel && canCancelFromList(order) && (
                    <button
                      type="button"
                      className={buttonClass('outline', 'sm', 'text-sale hover:text-sale')}
                      aria-label={`Cancel order ${order.orderNumber}`}
                      onClick={() => onCancel(order)}
                    >
                      Cancel
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
