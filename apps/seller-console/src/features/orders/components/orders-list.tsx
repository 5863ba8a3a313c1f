import { EmptyState, Pagination } from '@souk/ui';
import { ClipboardList } from 'lucide-react';
import { LoadFailed } from '../../../components/load-failed.js';
import { PageHeader } from '../../../components/page-header.js';
import { errorMessage } from '../../../lib/error-message.js';
import { useOrders } from '../api/get-orders.js';
import { nextSort, type OrdersQuery, type OrdersSort } from '../orders-query.js';
import { OrdersFilters } from './orders-filters.js';
import { OrdersTable } from './orders-table.js';

export interface OrdersListProps {
  query: OrdersQuery;
  /** Replaces the address's query (the list follows it). */
  onQueryChange: (query: OrdersQuery) => void;
  orderHref: (orderNumber: string) => string;
  /** The shop's locale (BCP 47): amounts print in it. */
  locale?: string | undefined;
}

/** The orders screen: search, filters, the sortable table and its pages, all kept in the address. */
export function OrdersList({ query, onQueryChange, orderHref, locale }: OrdersListProps) {
  const orders = useOrders(query);
  const data = orders.data;
  // any filter change starts again at page 1
  const filter = (changes: Partial<OrdersQuery>) => onQueryChange({ ...query, ...changes, page: undefined });
  const hasFilters = ['status', 'paymentStatus', 'method', 'from', 'to', 'q'].some(
    (key) => query[key as keyof OrdersQuery] !== undefined,
  );

  return (
    <>
      <PageHeader
        title="Orders"
        description={data ? `${data.total} ${data.total === 1 ? 'order' : 'orders'}` : undefined}
      />
      <OrdersFilters
        query={query}
        onChange={filter}
        onClear={() => onQueryChange({ sort: query.sort, direction: query.direction })}
      />
      {orders.isError && !data && (
        <LoadFailed
          message={errorMessage(orders.error, 'Failed to load orders')}
          onRetry={() => void orders.refetch()}
        />
      )}
      {orders.isPending && (
        <p role="status" className="py-8 text-center text-sm text-muted">
          Loading orders…
        </p>
      )}
      {data && data.orders.length === 0 && (
        <EmptyState
          icon={<ClipboardList />}
          title={hasFilters ? 'No orders match' : 'No orders yet'}
          description={
            hasFilters
              ? 'Try other filters or clear them.'
              : 'Orders placed in your shop show here, newest first.'
          }
        />
      )}
      {data && data.orders.length > 0 && (
        <div
          aria-busy={orders.isPlaceholderData || undefined}
          className={orders.isPlaceholderData ? 'opacity-60' : ''}
        >
          <OrdersTable
            orders={data.orders}
            query={query}
            orderHref={orderHref}
            locale={locale}
            onSort={(column: OrdersSort) =>
              onQueryChange({ ...query, ...nextSort(query, column), page: undefined })
            }
          />
          <Pagination
            className="mt-4"
            aria-label="Orders pages"
            page={data.page}
            total={data.total}
            perPage={data.perPage}
            onPageChange={(page) => onQueryChange({ ...query, page: page > 1 ? page : undefined })}
          />
        </div>
      )}
    </>
  );
}
