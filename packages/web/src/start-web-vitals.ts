import { vitalsEndpoint } from './api-client.js';

/** How long after the page's `load` the reporter waits for the page to go quiet before it downloads. */
export const WEB_VITALS_DELAY_MS = 3000;
/** How long no resource may have finished loading for the network to count as quiet. */
export const NETWORK_QUIET_MS = 1000;
const FIRST_INTERACTION = ['pointerdown', 'keydown'] as const;

/**
 * Runs `start` once: once the page has gone quiet — `delayMs` after its `load` event, then as soon as no
 * resource has finished loading for {@link NETWORK_QUIET_MS} (a screen still fetching its data is not
 * quiet), then when the browser is idle — or at the shopper's first tap or key press if that comes sooner.
 */
export function afterPageQuiet(start: () => void, delayMs = WEB_VITALS_DELAY_MS): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_INTERACTION) removeEventListener(type, once, true);
    start();
  };
  for (const type of FIRST_INTERACTION) addEventListener(type, once, { capture: true, passive: true });
  const idle = (callback: () => void) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(callback) : setTimeout(callback);
  const finished = () => performance.getEntriesByType('resource').length;
  const whenNetworkQuiet = (seen: number) => {
    setTimeout(() => {
      const now = finished();
      if (now === seen) idle(once);
      else whenNetworkQuiet(now);
    }, NETWORK_QUIET_MS);
  };
  const wait = () => setTimeout(() => whenNetworkQuiet(finished()), delayMs);
  if (document.readyState === 'complete') wait();
  else addEventListener('load', wait, { once: true });
}

/**
 * Field data (spec §7 Other): in production builds (or with `VITE_WEB_VITALS=true`), the reporter and
 * web-vitals load in a chunk of their own once the page has gone quiet (not part of the page's first load:
 * the metrics' performance entries are buffered, so LCP, CLS and the interactions before it are still
 * seen), and report LCP, INP and CLS under the route pattern `route` gives.
 */
export function startWebVitals(route: () => string): void {
  if (!import.meta.env.PROD && import.meta.env.VITE_WEB_VITALS !== 'true') return;
  // the metrics belong to the route the page loaded on: read at `load`, or before a first tap or key press
  // can navigate away
  let landing: string | undefined;
  const remember = () => {
    landing ??= route();
  };
  if (document.readyState === 'complete') remember();
  else addEventListener('load', remember, { once: true });
  for (const type of FIRST_INTERACTION) addEventListener(type, remember, { capture: true, once: true });
  afterPageQuiet(() => {
    remember();
    import('./report-web-vitals.js')
      .then(({ reportWebVitals }) =>
        reportWebVitals({ route: () => landing ?? route(), enabled: true, endpoint: vitalsEndpoint() }),
      )
      .catch(() => {});
  });
}
