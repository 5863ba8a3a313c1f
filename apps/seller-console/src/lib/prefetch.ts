import { getQueryClient } from '@souk/web';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { sellerSession } from '../stores/seller-session.js';

/**
 * A route loader's start of its screen's data, while the screen's code downloads. Only when signed in (the
 * layout's loader sends the others to sign-in), and never failing the route: the screen shows its own
 * loading and error states.
 */
export function prefetch<Data, Key extends QueryKey>(
  // biome-ignore lint/suspicious/noExplicitAny: a query's raw data type is the factory's to say
  options: FetchQueryOptions<any, Error, Data, Key>,
): null {
  if (sellerSession.token) void getQueryClient().prefetchQuery(options);
  return null;
}
