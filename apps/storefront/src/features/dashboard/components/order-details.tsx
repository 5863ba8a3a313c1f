import { canCancelFromDetails, formatMoney, paths, productImage, shippingFeeOf, toCents } from '@souk/core';
import { Link, Picture, t } from '@souk/ui';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/button-class.js';
import { useShopMoney } from '../../../shop/components/shop-context.js';
import { useCancelOrder } from '../api/cancel-order.js';
import { useOrder } from '../api/get-order.js';
import { orderDateText, orderLineText, orderMoneyFormat, orderTotalText } from '../lib/order-money.js';
import { statusText } from '../lib/status-text.js';
import { CancelOrderDialog } from './cancel-order-dialog.js';
import { OrderStatusBadge } from './order-status-badge.js';

export interface OrderDetailsProps {
  sellerName: string;
  orderNumber: string;
  /** The signed-in customer's id: Cancel is offered only on their own orders (spec §4). */
  customerId: string | null;
}

/**
 * Order details (spec §2 Dashboard): 'Loading order details...', 'No order details found' with Back to
 * Orders, then the lines, totals, statuses and shipping address; Cancel after confirmation for the owner
 * while the order is pending, placed or processing (spec §4).
 */
export function OrderDetails({ sellerName, orderNumber, customerId }: OrderDetailsProps) {
  const id = useId();
  const shopMoney = useShopMoney();
  const order = useOrder(orderNumber);
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  const backToOrders = (
    <Link href={paths.myOrders(sellerName)} className={buttonClass('outline', 'md')}>
      <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
      {t('Back to Orders')}
    </Link>
  );

  if (order.isPending) {
    return (
      <p role="status" className="p-8 text-center text-muted">
        {t('Loading order details...')}
      </p>
    );
  }
  if (order.isError || !order.data) {
    return (
      <div className="space-y-4 p-8 text-center">
        <p className="text-lg font-medium text-ink">{t('No order details found')}</p>
        {backToOrders}
      </div>
    );
  }

  const data = order.data;
  const format = orderMoneyFormat(data, shopMoney);
  const shipping = data.shippingInfo;
  const address = [shipping.address, shipping.area, shipping.city, shipping.province, shipping.post]
    .filter(Boolean)
    .join(', ');

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-ink">
            {t('Order #{orderNumber}', { orderNumber: data.orderNumber })}
          </h1>
          {data.date && (
            <p className="text-sm text-muted">{t('Placed on {date}', { date: orderDateText(data.date) })}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {backToOrders}
          {canCancelFromDetails(data, customerId) && (
            <button
              type="button"
              className={buttonClass('outline', 'md', 'text-sale hover:text-sale')}
              onClick={() => setConfirming(true)}
            >
              {t('Cancel Order')}
            </button>
          )}
        </div>
      </div>

      <dl className="grid gap-4 rounded-xl border border-gray-200 bg-white p-5 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">{t('Order Status')}</dt>
          <dd className="mt-1">
            <OrderStatusBadge status={data.delivery_status} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('Payment Status')}</dt>
          <dd className="mt-1 font-medium capitalize text-ink">{statusText(data.payment_status)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('Deliver to')}</dt>
          <dd className="mt-1 text-sm text-ink">
            {shipping.name && <span className="block font-medium">{shipping.name}</span>}
            {address || '—'}
          </dd>
        </div>
      </dl>

      <div className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{t('Products in this order')}</caption>
          <thead className="bg-gray-50 text-xs font-semibold tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('Product')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('Quantity')}
              </th>
              <th scope="col" className="px-4 py-3 text-end">
                {t('Total')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {data.products.map((product, index) => {
              const name = product.name || product.productInfo?.name || '';
              const images = product.images.length > 0 ? product.images : product.productInfo?.images;
              return (
                <tr key={product._id ?? `${product.productId}-${index}`}>
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-3">
                      <Picture
                        src={productImage(images)}
                        alt=""
                        width={48}
                        height={48}
                        sizes="48px"
                        className="size-12 rounded-md object-cover"
                      />
                      <div>
                        <p className="font-medium text-ink">{name}</p>
                        {product.addons.length > 0 && (
                          <p className="text-xs text-muted">
                            {product.addons.map((addon) => addon.text).join(', ')}
                          </p>
                        )}
                      </div>
                    </div>
                  </td>
                  <td className="px-4 py-3 text-muted">{product.quantity}</td>
                  <td className="px-4 py-3 text-end font-medium text-ink">
                    {orderLineText(product, format)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <dl className="ms-auto max-w-xs space-y-2 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">{t('Shipping Fee')}</dt>
          <dd className="text-ink">{formatMoney(toCents(shippingFeeOf(data.shipping_fee)), format)}</dd>
        </div>
        <div className="flex justify-between border-t border-gray-200 pt-2 text-base font-semibold">
          <dt className="text-ink">{t('Total')}</dt>
          <dd className="text-ink">{orderTotalText(data, shopMoney)}</dd>
        </div>
      </dl>

      <CancelOrderDialog
        orderNumber={confirming ? data.orderNumber : null}
        isCancelling={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={(number) => cancel.mutate(number, { onSettled: () => setConfirming(false) })}
      />
    </section>
  );
}
