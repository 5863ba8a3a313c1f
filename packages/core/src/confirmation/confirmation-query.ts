/**
 * Query parameters of the confirmation page (spec §2 Confirmation), as the redirects write them.
 * @example const query: ConfirmationQuery = { payment_method: 'paypal', status: 'success', orderNumber: 'ORD9' };
 */
export interface ConfirmationQuery {
  payment_method?: string | null;
  /** `success`, `error` or `cancelled`. */
  status?: string | null;
  error?: string | null;
  orderNumber?: string | null;
  payment_reference?: string | null;
  order_confirmed?: string | null;
  payment_intent_client_secret?: string | null;
}

/**
 * The parameter names the page reads.
 * @example CONFIRMATION_QUERY_KEYS.includes('orderNumber') // true
 */
export const CONFIRMATION_QUERY_KEYS = [
  'payment_method',
  'status',
  'error',
  'orderNumber',
  'payment_reference',
  'order_confirmed',
  'payment_intent_client_secret',
] as const satisfies readonly (keyof ConfirmationQuery)[];

/**
 * Reads the confirmation parameters from anything with a `get` (a `URLSearchParams`), dropping blank values.
 * @example readConfirmationQuery(new URLSearchParams('status=success&payment_method=paypal')).status // "success"
 */
export function readConfirmationQuery(params: { get(name: string): string | null }): ConfirmationQuery {
  const query: ConfirmationQuery = {};
  for (const key of CONFIRMATION_QUERY_KEYS) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query;
}
