import { describe, expect, it } from 'vitest';
import { CUSTOMER_TOKEN_KEY, decodeCustomerToken } from './customer-token.js';
import {
  ensureGuestSessionId,
  GUEST_SESSION_KEY,
  isGuestSessionId,
  shopperCookie,
  shopperFromCookies,
} from './guest-session.js';
import { memoryStorage } from './storage.js';

function token(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

describe('shopper cookie', () => {
  const id = '0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';

  it('is written for the whole site, for the browser session, Secure on https', () => {
    expect(shopperCookie({ guestSessionId: id })).toBe(`soukShopper=${id}; Path=/; SameSite=Lax`);
    expect(shopperCookie({ guestSessionId: id }, { secure: true })).toBe(
      `soukShopper=${id}; Path=/; SameSite=Lax; Secure`,
    );
    expect(shopperCookie({ customer: true })).toBe('soukShopper=customer; Path=/; SameSite=Lax');
  });

  it('is removed rather than written with a guest id that is none', () => {
    expect(shopperCookie({ guestSessionId: 'guest-1; Path=/admin' })).toBe(
      'soukShopper=; Path=/; SameSite=Lax; Max-Age=0',
    );
  });

  it('is read from a Cookie header among other cookies', () => {
    expect(shopperFromCookies(`theme=dark; soukShopper=${id}; other=1`)).toEqual({ guestSessionId: id });
    expect(shopperFromCookies(shopperCookie({ guestSessionId: id }, { secure: true }))).toEqual({
      guestSessionId: id,
    });
    expect(shopperFromCookies('a=1; soukShopper=customer')).toEqual({ customer: true });
  });

  it('names nobody when missing, empty or tampered with', () => {
    for (const header of [
      undefined,
      null,
      '',
      'theme=dark',
      'soukShopper=',
      'soukShopper=guest-1',
      'soukShopper=Customer',
      `xsoukShopper=${id}`,
      `soukShopper=${id.toUpperCase()}`,
    ]) {
      expect(shopperFromCookies(header), String(header)).toBeNull();
    }
  });
});

describe('guest session id', () => {
  const ids = ['0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e', '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d'];

  it('is created once and kept', () => {
    const storage = memoryStorage();
    let n = 0;
    const next = () => ids[n++] as string;
    expect(ensureGuestSessionId(storage, next)).toBe(ids[0]);
    expect(ensureGuestSessionId(storage, next)).toBe(ids[0]);
    expect(storage.getItem(GUEST_SESSION_KEY)).toBe(ids[0]);
  });

  it('uses a random UUID by default', () => {
    const id = ensureGuestSessionId(memoryStorage());
    expect(isGuestSessionId(id)).toBe(true);
    expect(id).not.toBe(ensureGuestSessionId(memoryStorage()));
  });

  it('replaces a stored id that is no UUID (an older version of the shop)', () => {
    for (const old of ['guest-1', 'abcdefgh', '', ids[0]?.toUpperCase() ?? '']) {
      const storage = memoryStorage({ [GUEST_SESSION_KEY]: old });
      expect(ensureGuestSessionId(storage, () => ids[1] as string)).toBe(ids[1]);
      expect(storage.getItem(GUEST_SESSION_KEY)).toBe(ids[1]);
    }
  });

  it('accepts only a lowercase canonical UUID of any version', () => {
    expect(isGuestSessionId('00000000-0000-1000-8000-000000000000')).toBe(true);
    expect(isGuestSessionId(crypto.randomUUID())).toBe(true);
    for (const bad of [
      'guest-1',
      'A3F0C2A9-8B1D-4C7E-9F21-6A5B4C3D2E1F',
      '3f0c2a9e8b1d4c7e9f216a5b4c3d2e1f',
      '{3f0c2a9e-8b1d-4c7e-9f21-6a5b4c3d2e1f}',
      '3f0c2a9e-8b1d-4c7e-9f21-6a5b4c3d2e1f ',
      '3f0c2a9e-8b1d-4c7e-9f21-6a5b4c3d2e1g',
      null,
      42,
    ]) {
      expect(isGuestSessionId(bad), String(bad)).toBe(false);
    }
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
