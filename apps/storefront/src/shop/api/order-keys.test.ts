import { matchQuery, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { orderKeys } from './order-keys.js';

describe('orderKeys', () => {
  it('puts every order query below orderKeys.all: a cancel reloads them all, signing out drops them all', () => {
    const queryClient = new QueryClient();
    const keys = [
      orderKeys.list('c1', 'all'),
      orderKeys.guestList('a@example.com', ''),
      orderKeys.detail('ORD-1'),
      orderKeys.summary('c1'),
    ];
    for (const queryKey of keys) queryClient.setQueryData(queryKey, {});
    const queries = queryClient.getQueryCache().getAll();
    expect(queries).toHaveLength(keys.length);
    for (const query of queries) expect(matchQuery({ queryKey: orderKeys.all }, query)).toBe(true);
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(keys.length);
  });
});
