import { CUSTOMER_TOKEN_KEY, GUEST_SESSION_KEY } from '@souk/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const guest = '0b6f7c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
const other = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

function customerToken(): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const claims = {
    id: 'c1',
    name: 'Ada',
    email: 'ada@example.com',
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** The session store as a page load finds it: the module is evaluated again for each test. */
async function loadSession() {
  vi.resetModules();
  return import('./session.js');
}

function shopperCookieValue(): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith('soukShopper='))
    ?.slice('soukShopper='.length);
}

describe('the session store and the shopper cookie (issue 21)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie as a request would bring it
    document.cookie = 'soukShopper=; Path=/; Max-Age=0';
  });
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('creates a guest session and tells the server about it', async () => {
    const { session, renderedGuestSessionId, freshGuestSessionId } = await loadSession();
    expect(renderedGuestSessionId).toBeNull();
    expect(session.guestSessionId).toMatch(/^[\da-f-]{36}$/);
    // made by this page: nobody has used it, so nothing is stored for it on the server
    expect(freshGuestSessionId).toBe(session.guestSessionId);
    expect(sessionStorage.getItem(GUEST_SESSION_KEY)).toBe(session.guestSessionId);
    expect(shopperCookieValue()).toBe(session.guestSessionId);
  });

  it("takes the guest session the cookie names — the one the server rendered for — over the tab's own", async () => {
    sessionStorage.setItem(GUEST_SESSION_KEY, other);
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie as a request would bring it
    document.cookie = `soukShopper=${guest}; Path=/`;
    const { session, renderedGuestSessionId, freshGuestSessionId } = await loadSession();
    expect(renderedGuestSessionId).toBe(guest);
    expect(session.guestSessionId).toBe(guest);
    expect(freshGuestSessionId).toBeNull();
    expect(sessionStorage.getItem(GUEST_SESSION_KEY)).toBe(guest);
  });

  it("keeps the tab's guest session when the cookie is gone", async () => {
    sessionStorage.setItem(GUEST_SESSION_KEY, other);
    const { session, renderedGuestSessionId, freshGuestSessionId } = await loadSession();
    expect(renderedGuestSessionId).toBeNull();
    expect(session.guestSessionId).toBe(other);
    expect(freshGuestSessionId).toBeNull();
    expect(shopperCookieValue()).toBe(other);
  });

  it('says "customer" while a customer is signed in, and the guest again after sign-out', async () => {
    localStorage.setItem(CUSTOMER_TOKEN_KEY, customerToken());
    sessionStorage.setItem(GUEST_SESSION_KEY, guest);
    const { session, signIn, signOut, freshGuestSessionId } = await loadSession();
    expect(session.customer?.id).toBe('c1');
    expect(freshGuestSessionId).toBeNull();
    expect(shopperCookieValue()).toBe('customer');
    signOut();
    expect(shopperCookieValue()).toBe(guest);
    signIn(customerToken());
    expect(shopperCookieValue()).toBe('customer');
  });

  it('names nobody for a tampered cookie', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookie as a request would bring it
    document.cookie = 'soukShopper=guest-1; Path=/';
    const { session, renderedGuestSessionId } = await loadSession();
    expect(renderedGuestSessionId).toBeNull();
    expect(session.guestSessionId).not.toBe('guest-1');
    expect(shopperCookieValue()).toBe(session.guestSessionId);
  });
});
