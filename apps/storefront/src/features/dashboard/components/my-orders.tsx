import {
  type GuestLookup,
  ORDER_STATUS_FILTERS,
  type Order,
  type OrderStatusFilter,
  paths,
  rebuildOrderSummary,
} from '@souk/core';
import { t } from '@souk/ui';
import { useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useAreaPath } from '../../../lib/area-path.js';
import type { PaymentNavigationState } from '../../../lib/checkout-state.js';
import { errorMessage } from '../../../lib/error-message.js';
import { guestContact, rememberGuestContact } from '../../../stores/guest-contact.js';
import { useCancelOrder } from '../api/cancel-order.js';
import { useGuestOrders } from '../api/get-guest-orders.js';
import { useOrders } from '../api/get-orders.js';
import { CancelOrderDialog } from './cancel-order-dialog.js';
import { GuestLookupForm } from './guest-lookup-form.js';
import { OrdersTable } from './orders-table.js';

export interface MyOrdersProps {
  sellerName: string;
  /** The signed-in customer's id; null for a guest, who tracks orders by email or phone. */
  customerId: string | null;
}

const FILTER_LABELS: Record<OrderStatusFilter, string> = {
  all: /*i18n*/ 'All',
  placed: /*i18n*/ 'Placed',
  pending: /*i18n*/ 'Pending',
  cancelled: /*i18n*/ 'Cancelled',
  warehouse: /*i18n*/ 'Warehouse',
};

/**
 * My Orders / Track Orders (spec §2 Dashboard, §6): the orders filtered by status, with Cancel (after the
 * confirm dialog, then the list reloads) and Pay Now (to /payment with the rebuilt order summary).
 * Signed-in customers see their own orders; guests look theirs up by email or phone, taken first from the
 * query string, else from the contact they tracked with last.
 */
export function MyOrders({ sellerName, customerId }: MyOrdersProps) {
  const id = useId();
  const navigate = useNavigate();
  const area = useAreaPath();
  const [status, setStatus] = useState<OrderStatusFilter>('all');
  const [cancelling, setCancelling] = useState<string | null>(null);
  const cancel = useCancelOrder();

  const [searchParams, setSearchParams] = useSearchParams();
  const stored = useSnapshot(guestContact);
  const queryEmail = searchParams.get('email')?.trim() ?? '';
  const queryPhone = searchParams.get('phone')?.trim() ?? '';
  const [email, phone] = queryEmail || queryPhone ? [queryEmail, queryPhone] : [stored.email, stored.phone];
  const lookup: GuestLookup = { email: email || undefined, phone: phone || undefined };

  // a contact from the address becomes the stored one, so the dashboard and its menu show the same guest
  useEffect(() => {
    if (queryEmail || queryPhone) rememberGuestContact({ email: queryEmail, phone: queryPhone });
  }, [queryEmail, queryPhone]);

  const own = useOrders(customerId, status);
  const guest = useGuestOrders(customerId ? {} : lookup);
  const guestOrders = (guest.data?.orders ?? []).filter(
    (order) => status === 'all' || order.delivery_status === status,
  );
  const query = customerId ? own : guest;
  const list: readonly Order[] = customerId ? (own.data ?? []) : guestOrders;

  function payNow(order: Order) {
    const state: PaymentNavigationState = { orderSummary: rebuildOrderSummary(order) };
    navigate(area(paths.payment(sellerName)), { state });
  }

  function track(next: GuestLookup) {
    rememberGuestContact(next);
    // the address's contact would win over the one just typed
    if (searchParams.has('email') || searchParams.has('phone')) setSearchParams({}, { replace: true });
  }

  const looking = !customerId && !(lookup.email || lookup.phone);
  const emptyText = customerId
    ? t('No orders found.')
    : t('No orders found for the provided contact information.');
  const failure = customerId ? /*i18n*/ 'Failed to fetch order' : /*i18n*/ 'Failed to fetch guest orders';

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-ink">
          {customerId ? t('My Orders') : t('Track Orders')}
        </h1>
        <div>
          <label htmlFor={`${id}-status`} className="me-2 text-sm font-medium text-ink">
            {t('Status')}
          </label>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as OrderStatusFilter)}
            className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm"
          >
            {ORDER_STATUS_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(FILTER_LABELS[filter])}
              </option>
            ))}
          </select>
        </div>
      </div>

      {!customerId && (
        <GuestLookupForm
          // a new contact from the address refills the form
          key={`${lookup.email ?? ''}|${lookup.phone ?? ''}`}
          initial={lookup}
          onLookup={track}
          isSearching={guest.isFetching}
        />
      )}

      {looking ? null : query.isPending ? (
        <p role="status" className="p-6 text-center text-muted">
          {t('Loading orders...')}
        </p>
      ) : query.isError ? (
        <p role="alert" className="p-6 text-center text-sale">
          {t(errorMessage(query.error, failure))}
        </p>
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 p-8 text-center text-muted">
          {emptyText}
        </p>
      ) : (
        <OrdersTable
          caption={customerId ? t('My orders') : t('Your orders')}
          orders={list}
          sellerName={sellerName}
          onCancel={(order) => setCancelling(order.orderNumber)}
          onPayNow={payNow}
        />
      )}

      <CancelOrderDialog
        orderNumber={cancelling}
        isCancelling={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={(orderNumber) => cancel.mutate(orderNumber, { onSettled: () => setCancelling(null) })}
      />
    </section>
  );
}
