import { describe, expect, it } from 'vitest';
import { consolePaths, safeNext } from './console-paths.js';

describe('console paths', () => {
  it('builds every address under /seller, encoding data', () => {
    expect(consolePaths.dashboard()).toBe('/seller');
    expect(consolePaths.dashboard('30d')).toBe('/seller?range=30d');
    expect(consolePaths.order('ORD 1/2')).toBe('/seller/orders/ORD%201%2F2');
    expect(consolePaths.orders({ status: 'pending', q: '' })).toBe('/seller/orders?status=pending');
    expect(consolePaths.login('/seller/orders?status=pending')).toBe(
      '/seller/login?next=%2Fseller%2Forders%3Fstatus%3Dpending',
    );
  });

  it('goes after sign-in only to a console page, never elsewhere', () => {
    expect(safeNext('/seller/orders?status=pending')).toBe('/seller/orders?status=pending');
    expect(safeNext('/seller')).toBe('/seller');
    for (const next of [
      null,
      '',
      'https://evil.example/',
      '//evil.example/seller',
      '/pixel-forge',
      '/sellerx',
      '/seller/login?next=/seller',
      '/seller\\..',
    ]) {
      expect(safeNext(next)).toBe('/seller');
    }
  });
});
