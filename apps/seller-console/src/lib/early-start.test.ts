import { DASHBOARD_RANGES, SELLER_CONSOLE_TOKEN_KEY } from '@souk/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAccountApi } from '../features/account/api/account-api.js';
import { createDashboardApi } from '../features/dashboard/api/dashboard-api.js';
import { DEFAULT_RANGE } from '../features/dashboard/api/get-dashboard.js';
import { signIn, signOut } from '../stores/seller-session.js';
import { consoleHttp } from './api-area.js';
import { DASHBOARD_EARLY, type EarlyStartConfig, startEarly, takeEarlyResponse } from './early-start.js';

const CONFIG: EarlyStartConfig = { ...DASHBOARD_EARLY, modules: ['/seller/assets/dashboard-abc.js'] };
const ORIGIN = window.location.origin;
const EARLY = Symbol.for('souk.console.early');

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The page's `fetch` while the early start runs: every request it was asked for, each answered by `answer`. */
function pageFetch(answer: (url: string) => Response = () => json({})) {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => answer(String(input)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function at(path: string): void {
  window.history.replaceState(null, '', path);
}

beforeEach(() => {
  at('/seller');
  window.localStorage.setItem(SELLER_CONSOLE_TOKEN_KEY, 'token-1');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  delete (window as unknown as Record<symbol, unknown>)[EARLY];
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
  window.localStorage.clear();
  signOut();
  at('/');
});

describe('the early start', () => {
  it("reads the app's own token key and periods, the default first", () => {
    expect(DASHBOARD_EARLY.tokenKey).toBe(SELLER_CONSOLE_TOKEN_KEY);
    expect(DASHBOARD_EARLY.ranges[0]).toBe(DEFAULT_RANGE);
    expect([...DASHBOARD_EARLY.ranges].sort()).toEqual([...DASHBOARD_RANGES].sort());
  });

  it('asks for what the dashboard asks for, at the same addresses with the same token', async () => {
    signIn('token-1');
    const app = pageFetch();
    const http = consoleHttp({ baseUrl: `${ORIGIN}/api`, fetch: app, anonymous: false });
    await createAccountApi(http)
      .me()
      .catch(() => undefined);
    await createDashboardApi(http)
      .checklist()
      .catch(() => undefined);
    await createDashboardApi(http)
      .get('30d')
      .catch(() => undefined);
    const appAsked = app.mock.calls.map(([request]) => {
      const { url, headers } = request as Request;
      return { url, authorization: headers.get('Authorization') };
    });

    at('/seller?range=30d');
    const page = pageFetch();
    startEarly(CONFIG);
    const pageAsked = page.mock.calls.map(([url, init]) => ({
      url,
      authorization: new Headers(init?.headers).get('Authorization'),
    }));
    expect(pageAsked).toEqual(appAsked);
    expect(page.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it("asks for the default period when the address names none or one the dashboard doesn't know", () => {
    for (const search of ['', '?range=1y']) {
      at(`/seller/${search}`);
      const page = pageFetch();
      startEarly(CONFIG);
      expect(page.mock.calls.map(([url]) => url)).toContain(`${ORIGIN}/api/seller/dashboard?range=7d`);
    }
  });

  it("preloads the screen's modules with the page's nonce", () => {
    pageFetch();
    const script = document.createElement('script');
    script.nonce = 'n0nce';
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
    startEarly(CONFIG);
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => [link.getAttribute('href'), link.nonce, link.crossOrigin])).toEqual([
      ['/seller/assets/dashboard-abc.js', 'n0nce', ''],
    ]);
  });

  it('starts nothing on another screen, or without a saved token', () => {
    const page = pageFetch();
    at('/seller/orders');
    startEarly(CONFIG);
    at('/seller');
    window.localStorage.removeItem(SELLER_CONSOLE_TOKEN_KEY);
    startEarly(CONFIG);
    expect(page).not.toHaveBeenCalled();
    expect(document.head.querySelector('link[rel="modulepreload"]')).toBeNull();
    expect(takeEarlyResponse(new Request(`${ORIGIN}/api/seller/me`))).toBeNull();
  });

  it('never throws: blocked storage leaves everything to the app', () => {
    const page = pageFetch();
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => startEarly(CONFIG)).not.toThrow();
    expect(page).not.toHaveBeenCalled();
  });
});

describe("the app's calls", () => {
  it('take the answer the page started, once, instead of asking again', async () => {
    pageFetch((url) => json({ early: url }));
    startEarly(CONFIG);
    signIn('token-1');
    const app = vi.fn(async () => json({ early: false }));
    const http = consoleHttp({ baseUrl: `${ORIGIN}/api`, fetch: app, anonymous: false });
    const send = () =>
      http.send({
        method: 'get',
        path: 'seller/checklist',
        schema: { safeParse: (data: unknown) => ({ success: true as const, data }) },
        fallback: 'Failed',
      } as Parameters<typeof http.send>[0]);
    expect(await send()).toEqual({ early: `${ORIGIN}/api/seller/checklist` });
    expect(app).not.toHaveBeenCalled();
    // taken once: the next call asks the server
    expect(await send()).toEqual({ early: false });
    expect(app).toHaveBeenCalledTimes(1);
  });

  it('ask afresh with another token, after 10 s, or for anything but a GET', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    pageFetch();
    startEarly(CONFIG);
    const me = `${ORIGIN}/api/seller/me`;
    const checklist = `${ORIGIN}/api/seller/checklist`;
    const dashboard = `${ORIGIN}/api/seller/dashboard?range=7d`;
    expect(takeEarlyResponse(new Request(me, { headers: { Authorization: 'Bearer token-2' } }))).toBeNull();
    expect(
      takeEarlyResponse(
        new Request(checklist, { method: 'POST', headers: { Authorization: 'Bearer token-1' } }),
      ),
    ).toBeNull();
    vi.advanceTimersByTime(10_001);
    expect(
      takeEarlyResponse(new Request(dashboard, { headers: { Authorization: 'Bearer token-1' } })),
    ).toBeNull();
  });
});
