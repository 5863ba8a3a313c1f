import { ApiError, SellerActionResponseSchema } from '@souk/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sellerSession, signIn, signOut } from '../stores/seller-session.js';
import { consoleHttp } from './api-area.js';

function answering(status: number, body: unknown) {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

const call = {
  method: 'get' as const,
  path: 'seller/me',
  schema: SellerActionResponseSchema,
  fallback: 'Failed',
};

afterEach(() => signOut());

describe('the console calls', () => {
  it('send the seller token as a bearer token', async () => {
    signIn('token-1');
    const fetch = answering(200, { success: true, message: 'ok' });
    await consoleHttp({ baseUrl: 'http://souk.test/api', fetch, anonymous: false }).send(call);
    const request = fetch.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('http://souk.test/api/seller/me');
    expect(request.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('forget the token when the server no longer knows it (401), keeping the server message', async () => {
    signIn('token-2');
    const fetch = answering(401, { error: 'Please sign in to the seller console' });
    const http = consoleHttp({ baseUrl: 'http://souk.test/api', fetch, anonymous: false });
    await expect(http.send(call)).rejects.toMatchObject({
      status: 401,
      message: 'Please sign in to the seller console',
    });
    expect(sellerSession.token).toBeNull();
    // not the seller's own sign-out: sign-in leads back to where they were
    expect(sellerSession.signedOut).toBe(false);
    expect(localStorage.getItem('souk.sellerConsoleToken')).toBeNull();
  });

  it('keep the token on other failures', async () => {
    signIn('token-3');
    const fetch = answering(409, { error: 'The order changed meanwhile' });
    const http = consoleHttp({ baseUrl: 'http://souk.test/api', fetch, anonymous: false });
    await expect(http.send(call)).rejects.toBeInstanceOf(ApiError);
    expect(sellerSession.token).toBe('token-3');
  });
});
