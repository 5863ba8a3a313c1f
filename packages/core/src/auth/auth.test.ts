import { describe, expect, it } from 'vitest';
import { CUSTOMER_TOKEN_KEY, decodeCustomerToken } from './customer-token.js';
import { ensureGuestSessionId, GUEST_SESSION_KEY } from './guest-session.js';
import { memoryStorage } from './storage.js';

function token(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('guest session id', () => {
  it('is created once and kept', () => {
    const storage = memoryStorage();
    let n = 0;
    const first = ensureGuestSessionId(storage, () => `guest-${++n}`);
    expect(first).toBe('guest-1');
    expect(ensureGuestSessionId(storage, () => `guest-${++n}`)).toBe('guest-1');
    expect(storage.getItem(GUEST_SESSION_KEY)).toBe('guest-1');
  });

  it('uses a random UUID by default', () => {
    expect(ensureGuestSessionId(memoryStorage())).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('customer token', () => {
  const now = Date.UTC(2026, 10, 21);

  it('reads id and name, accepting sub as the id', () => {
    expect(decodeCustomerToken(token({ id: 'c1', name: 'Thandi Ngcobo' }), now)).toEqual({
      id: 'c1',
      name: 'Thandi Ngcobo',
    });
    expect(decodeCustomerToken(token({ sub: 'c2', name: 'Zoë', email: 'z@x.co' }), now)).toEqual({
      id: 'c2',
      name: 'Zoë',
      email: 'z@x.co',
    });
  });

  it('rejects expired, malformed and empty tokens', () => {
    expect(decodeCustomerToken(token({ id: 'c1', name: 'A', exp: now / 1000 - 1 }), now)).toBeNull();
    expect(decodeCustomerToken(token({ id: 'c1', name: 'A', exp: now / 1000 + 60 }), now)).not.toBeNull();
    expect(decodeCustomerToken('not-a-token', now)).toBeNull();
    expect(decodeCustomerToken('a.%%%.c', now)).toBeNull();
    expect(decodeCustomerToken(token({ name: 'no id' }), now)).toBeNull();
    expect(decodeCustomerToken(null, now)).toBeNull();
    expect(CUSTOMER_TOKEN_KEY).toBe('customerToken');
  });

  it('a memory storage forgets removed keys', () => {
    const storage = memoryStorage({ a: '1' });
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
  });
});
