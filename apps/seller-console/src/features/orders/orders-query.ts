import {
  PAYMENT_METHOD_IDS,
  PAYMENT_STATUSES,
  SELLER_ORDER_SORTS,
  SELLER_ORDER_STATUSES,
  type SellerOrdersQuery,
} from '@souk/core';

export type OrdersSort = (typeof SELLER_ORDER_SORTS)[number];

/** GET /seller/orders's query as the console sends it (page numbers as numbers). */
export type OrdersQuery = Omit<SellerOrdersQuery, 'page' | 'perPage'> & { page?: number; perPage?: number };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * The orders list's query from the address: the filters live in the URL, so a filtered list can be shared,
 * reloaded and reached from the dashboard. Unknown values are left out (the server's defaults apply).
 * @example ordersQueryFromSearch(new URLSearchParams('status=pending&page=2')) // { page: 2, status: 'pending' }
 */
export function ordersQueryFromSearch(search: URLSearchParams): OrdersQuery {
  const query: OrdersQuery = {};
  const page = Number(search.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 10_000) query.page = page;
  const sort = oneOf(SELLER_ORDER_SORTS, search.get('sort'));
  if (sort) query.sort = sort;
  const direction = oneOf(['asc', 'desc'] as const, search.get('direction'));
  if (direction) query.direction = direction;
  const status = oneOf(SELLER_ORDER_STATUSES, search.get('status'));
  if (status) query.status = status;
  const paymentStatus = oneOf(PAYMENT_STATUSES, search.get('paymentStatus'));
  if (paymentStatus) query.paymentStatus = paymentStatus;
  const method = oneOf(PAYMENT_METHOD_IDS, search.get('method'));
  if (method) query.method = method;
  const from = search.get('from');
  if (from && DAY.test(from)) query.from = from;
  const to = search.get('to');
  if (to && DAY.test(to)) query.to = to;
  const q = search.get('q')?.trim();
  if (q) query.q = q.slice(0, 200);
  return query;
}

/** The address's query for a list query (the inverse of {@link ordersQueryFromSearch}). */
export function searchFromOrdersQuery(query: OrdersQuery): Record<string, string> {
  const search: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search[key] = String(value);
  }
  return search;
}

/** The sort a column header asks for: the other direction when it is already the sort, else newest/highest first. */
export function nextSort(query: OrdersQuery, column: OrdersSort): Pick<OrdersQuery, 'sort' | 'direction'> {
  const sort = query.sort ?? 'createdAt';
  const direction = query.direction ?? 'desc';
  if (sort === column) return { sort: column, direction: direction === 'desc' ? 'asc' : 'desc' };
  return { sort: column, direction: column === 'orderNumber' || column === 'customer' ? 'asc' : 'desc' };
}
