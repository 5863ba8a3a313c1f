import type { SellerOrderDetail } from '@souk/core';
import { dateText } from '../../../lib/format.js';
import { shippingLines } from '../shipping-lines.js';

/**
 * The packing slip: hidden on screen, the only thing printed (the print stylesheet in styles.css). It goes
 * in the parcel, so it carries no prices: shop, order number and date, where it goes, what is in it, notes.
 */
export function PackingSlip({ order, shopName }: { order: SellerOrderDetail; shopName: string }) {
  const shipTo = shippingLines(order.shippingInfo).filter((line) => line.key !== 'email');
  return (
    <div data-print="packing-slip" className="hidden text-black print:block">
      <header className="flex items-start justify-between border-b border-black pb-3">
        <div>
          <p className="text-xl font-bold">{shopName}</p>
          <p className="text-sm">Packing slip</p>
        </div>
        <div className="text-right text-sm">
          <p className="font-semibold">Order #{order.orderNumber}</p>
          <p>{dateText(order.createdAt)}</p>
        </div>
      </header>
      <section className="mt-4">
        <h2 className="text-sm font-semibold uppercase">Ship to</h2>
        <address className="mt-1 text-sm not-italic">
          {shipTo.map((line) => (
            <span key={line.key} className="block">
              {line.value}
            </span>
          ))}
        </address>
      </section>
      <table className="mt-4 w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-black">
            <th scope="col" className="py-1">
              Item
            </th>
            <th scope="col" className="py-1 text-right">
              Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never reorder
            <tr key={index} className="border-b border-gray-400 align-top">
              <td className="py-1">
                {item.name}
                {item.addons.length > 0 && (
                  <ul className="text-xs">
                    {item.addons.map((addon) => (
                      <li key={addon.text}>+ {addon.text}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="py-1 text-right">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.notes.trim() && (
        <section className="mt-4">
          <h2 className="text-sm font-semibold uppercase">Notes</h2>
          <p className="mt-1 text-sm whitespace-pre-line">{order.notes}</p>
        </section>
      )}
    </div>
  );
}
