import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { reportWebVitals } from './report-web-vitals.js';

type Callback = (metric: Metric) => void;
const callbacks = vi.hoisted(
  () => ({}) as Record<'LCP' | 'INP' | 'CLS', ((metric: unknown) => void) | undefined>,
);

vi.mock('web-vitals', () => ({
  onLCP: (callback: Callback) => {
    callbacks.LCP = callback as (metric: unknown) => void;
  },
  onINP: (callback: Callback) => {
    callbacks.INP = callback as (metric: unknown) => void;
  },
  onCLS: (callback: Callback) => {
    callbacks.CLS = callback as (metric: unknown) => void;
  },
}));

const endpoint = 'https://shop.example/api/vitals';
const pattern = '/:sellerName/product/details/:slug';
const options = { route: () => pattern, enabled: true, endpoint };

function metric(name: Metric['name'], value: number, id = `v5-${name}`): Metric {
  return {
    name,
    value,
    id,
    delta: value,
    rating: 'good',
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
  };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

let sendBeacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>;
let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  sendBeacon = vi.fn<(url: string, body: string) => boolean>(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  for (const key of ['LCP', 'INP', 'CLS'] as const) callbacks[key] = undefined;
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

/** Lets the dynamic import of web-vitals settle. */
async function becomeIdle() {
  await vi.advanceTimersByTimeAsync(1_000);
  await vi.dynamicImportSettled();
}

describe('reportWebVitals', () => {
  it('does nothing when disabled (the apps disable it in dev and tests)', async () => {
    const route = vi.fn(() => pattern);
    stop = reportWebVitals({ ...options, route, enabled: false });
    await becomeIdle();
    expect(callbacks.LCP).toBeUndefined();
    expect(route).not.toHaveBeenCalled();
  });

  it('loads web-vitals at once: it is called once the page has gone quiet (startWebVitals)', async () => {
    stop = reportWebVitals(options);
    await vi.dynamicImportSettled();
    expect(callbacks.LCP).toBeTypeOf('function');
    expect(callbacks.INP).toBeTypeOf('function');
    expect(callbacks.CLS).toBeTypeOf('function');
  });

  it('queues LCP, INP and CLS with the route pattern and beacons them when the page is hidden', async () => {
    let current = pattern;
    stop = reportWebVitals({ ...options, route: () => current });
    await becomeIdle();
    current = '/:sellerName/card';
    callbacks.LCP?.(metric('LCP', 1800.4));
    callbacks.CLS?.(metric('CLS', 0.02));
    callbacks.CLS?.(metric('CLS', 0.05));
    callbacks.INP?.(metric('INP', 120));
    expect(sendBeacon).not.toHaveBeenCalled();

    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] ?? [];
    expect(url).toBe(endpoint);
    // the route the page loaded on, not where the shopper went next
    expect(JSON.parse(String(body))).toEqual([
      { name: 'LCP', value: 1800.4, route: pattern, id: 'v5-LCP', navigationType: 'navigate' },
      { name: 'CLS', value: 0.05, route: pattern, id: 'v5-CLS', navigationType: 'navigate' },
      { name: 'INP', value: 120, route: pattern, id: 'v5-INP', navigationType: 'navigate' },
    ]);

    // nothing new: nothing sent; pagehide flushes what came since
    setVisibility('visible');
    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    callbacks.INP?.(metric('INP', 300));
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(sendBeacon.mock.calls[1]?.[1]))).toMatchObject([
      { name: 'INP', value: 300, route: pattern },
    ]);
  });

  it('leaves out values the API would refuse and splits beacons at 20 reports', async () => {
    stop = reportWebVitals(options);
    await becomeIdle();
    callbacks.LCP?.(metric('LCP', Number.POSITIVE_INFINITY, 'bad'));
    for (let index = 0; index < 25; index++) callbacks.INP?.(metric('INP', index, `v5-${index}`));
    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(2);
    const sizes = sendBeacon.mock.calls.map(([, body]) => (JSON.parse(String(body)) as unknown[]).length);
    expect(sizes).toEqual([20, 5]);
  });

  it('falls back to fetch with keepalive when the beacon is refused', async () => {
    sendBeacon.mockReturnValue(false);
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    stop = reportWebVitals(options);
    await becomeIdle();
    callbacks.LCP?.(metric('LCP', 900));
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledWith(
      endpoint,
      expect.objectContaining({ method: 'POST', keepalive: true, body: expect.stringContaining('"LCP"') }),
    );
  });
});
