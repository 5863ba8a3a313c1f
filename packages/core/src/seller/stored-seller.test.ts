import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../auth/storage.js';
import {
  clearStoredSeller,
  readStoredSeller,
  SELLER_ID_KEY,
  SELLER_NAME_KEY,
  storeSeller,
} from './stored-seller.js';

describe('stored seller identity (spec §3)', () => {
  it('uses the keys sellerId and sellerName', () => {
    expect(SELLER_ID_KEY).toBe('sellerId');
    expect(SELLER_NAME_KEY).toBe('sellerName');
  });

  it('stores in and clears from both storages', () => {
    const storages = { session: memoryStorage(), local: memoryStorage() };
    storeSeller(storages, { id: 's1', name: 'tea' });
    expect(storages.session.getItem('sellerId')).toBe('s1');
    expect(storages.local.getItem('sellerName')).toBe('tea');
    clearStoredSeller(storages);
    expect(readStoredSeller(storages)).toEqual({ id: null, name: null });
    expect(storages.local.getItem('sellerId')).toBeNull();
  });

  it('reads session storage first, then local storage, ignoring empty values', () => {
    const storages = {
      session: memoryStorage({ sellerId: '', sellerName: 'session-name' }),
      local: memoryStorage({ sellerId: 'local-id', sellerName: 'local-name' }),
    };
    expect(readStoredSeller(storages)).toEqual({ id: 'local-id', name: 'session-name' });
    expect(readStoredSeller({ session: memoryStorage(), local: memoryStorage({ sellerId: '' }) })).toEqual({
      id: null,
      name: null,
    });
  });
});
