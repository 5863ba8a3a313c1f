import { NETWORK_QUIET_MS, START_WHEN_QUIET_MS } from '@souk/core';
import { vitalsEndpoint } from './api-client.js';

/**
 * How long after the page's `load` the reporter waits for the page to go quiet before it downloads: the
 * same quiet a server-rendered page waits for to start its app (`renderedDocument`'s `startOnIntent`).
 */
export const WEB_VITALS_DELAY_MS = START_WHEN_QUIET_MS;
const FIRST_INTERACTION = ['pointerdown', 'keydown'] as const;

/**
 * Runs `start` once: once the page has gone quiet — `delayMs` after its `load` event, then as soon as no
 * resource has finished loading for {@link NETWORK_QUIET_MS} (a screen still fetching its data is not
 * quiet), then when the browser is idle — or at the shopper's first tap or key press if that comes sooner.
 */
export function afterPageQuiet(start: () => void, delayMs: number): void {
  let started = false;
  // the first of the listeners, the network's quiet: later calls do nothing (the listeners can stay)
  const once = () => {
    if (!started) {
      started = true;
      start();
    }
  };
  // (pointerdown and keydown listeners never hold up scrolling: no need to mark them passive)
  for (const type of FIRST_INTERACTION) addEventListener(type, once, true);
  const finished = () => performance.getEntriesByType('resource').length;
  // `after` ms on, the page is quiet if no resource finished meanwhile: else it waits another quiet spell
  const quietAfter = (after: number, seen = -1): unknown =>
    setTimeout(() => {
      const now = finished();
      return now === seen
        ? (window.requestIdleCallback ?? setTimeout)(once)
        : quietAfter(NETWORK_QUIET_MS, now);
    }, after);
  const wait = () => quietAfter(delayMs);
  if (document.readyState === 'complete') wait();
  else addEventListener('load', wait);
}

/**
 * Field data (spec §7 Other): in production builds (or with `VITE_WEB_VITALS=true`), the reporter and
 * web-vitals load in a chunk of their own once the page has gone quiet (not part of the page's first load:
 * the metrics' performance entries are buffered, so LCP, CLS and the interactions before it are still
 * seen), and report LCP, INP and CLS under the route pattern `route` gives.
 */
export function startWebVitals(route: () => string): void {
  if (!import.meta.env.PROD && import.meta.env.VITE_WEB_VITALS !== 'true') return;
  // the metrics belong to the route the page landed on, as CrUX files them under the landing URL: read now,
  // as the app starts on it
  const landing = route();
  afterPageQuiet(
    () =>
      // `module.` rather than a destructured parameter: Vite wraps a destructured import() in a second
      // function naming each export, bytes in every first tap
      void import('./report-web-vitals.js')
        .then((module) =>
          module.reportWebVitals({ route: () => landing, enabled: true, endpoint: vitalsEndpoint() }),
        )
        .catch(() => {}),
    WEB_VITALS_DELAY_MS,
  );
}
