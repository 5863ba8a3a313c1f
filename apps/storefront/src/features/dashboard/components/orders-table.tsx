import { canCancelFromList, canPayNow, type Order, paths } from '@souk/core';
import { Link, t } from '@souk/ui';
import { buttonClass } from '../../../components/button-class.js';
import { useShopMoney } from '../../../shop/components/shop-context.js';
import { orderDateText, orderTotalText } from '../lib/order-money.js';
import { statusText } from '../lib/status-text.js';
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

/** A cell's column name, shown inside the cell where the rows stack as cards (the header row is hidden). */
function StackedLabel({ children }: { children: string }) {
  return (
    <span
      aria-hidden="true"
      className="mb-0.5 block text-xs font-semibold tracking-wide text-muted uppercase lg:hidden"
    >
      {children}
    </span>
  );
}

/**
 * Orders with number, date, total, payment and delivery status, and their actions (spec §2 Dashboard). Below
 * `lg` each row stacks as a card, so the actions stay on screen beside the side menu or on a phone; it is
 * the same table for assistive technology.
 */
export function OrdersTable({ orders, sellerName, onCancel, onPayNow, caption }: OrdersTableProps) {
  const shopMoney = useShopMoney();
  return (
    <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white">
      <table className="w-full text-start text-sm max-lg:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-muted uppercase max-lg:sr-only">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t('Order')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('Date')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('Total')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('Payment')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('Status')}
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">{t('Actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 max-lg:block">
          {orders.map((order) => (
            <tr
              key={order.orderNumber}
              className="max-lg:grid max-lg:grid-cols-2 max-lg:gap-x-4 max-lg:gap-y-3 max-lg:p-4"
            >
              <td className="px-4 py-3 font-medium break-all text-ink max-lg:col-span-2 max-lg:block max-lg:p-0">
                #{order.orderNumber}
              </td>
              <td className="px-4 py-3 text-muted max-lg:block max-lg:p-0">
                <StackedLabel>{t('Date')}</StackedLabel>
                <span>{order.date ? orderDateText(order.date) : '—'}</span>
              </td>
              <td className="px-4 py-3 font-medium text-ink max-lg:block max-lg:p-0">
                <StackedLabel>{t('Total')}</StackedLabel>
                <span>{orderTotalText(order, shopMoney)}</span>
              </td>
              <td className="px-4 py-3 capitalize text-muted max-lg:block max-lg:p-0">
                <StackedLabel>{t('Payment')}</StackedLabel>
                <span>{statusText(order.payment_status)}</span>
              </td>
              <td className="px-4 py-3 max-lg:block max-lg:p-0">
                <StackedLabel>{t('Status')}</StackedLabel>
                <OrderStatusBadge status={order.delivery_status} />
              </td>
              <td className="px-4 py-3 max-lg:col-span-2 max-lg:block max-lg:p-0">
                <div className="flex flex-wrap gap-2 lg:justify-end">
                  <Link
                    href={paths.orderDetails(sellerName, order.orderNumber)}
                    className={buttonClass('outline', 'sm')}
                    aria-label={t('View order {orderNumber}', { orderNumber: order.orderNumber })}
                  >
                    {t('View')}
                  </Link>
                  {onPayNow && canPayNow(order) && (
                    <button
                      type="button"
                      className={buttonClass('primary', 'sm')}
                      aria-label={t('Pay Now for order {orderNumber}', { orderNumber: order.orderNumber })}
                      onClick={() => onPayNow(order)}
                    >
                      {t('Pay Now')}
                    </button>
                  )}
                  {onCancel && canCancelFromList(order) && (
                    <button
                      type="button"
                      className={buttonClass('outline', 'sm', 'text-sale hover:text-sale')}
                      aria-label={t('Cancel order {orderNumber}', { orderNumber: order.orderNumber })}
                      onClick={() => onCancel(order)}
                    >
                      {t('Cancel')}
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
