import { VITALS_BATCH_MAX, type VitalReport, VitalReportSchema } from '@souk/core';
import type { Metric } from 'web-vitals';

export interface ReportWebVitalsOptions {
  /**
   * The route pattern the page loaded on, e.g. `/:sellerName/product/details/:slug`: the metrics store must
   * never see the address itself (seller names are fine as a pattern, order numbers and search terms are not).
   */
  route: () => string;
  /** Decided by the app: off in dev and tests unless `VITE_WEB_VITALS=true`, always on in production builds. */
  enabled: boolean;
  /** POST /api/vitals on the API this page talks to. */
  endpoint: string;
}

/**
 * Field data (spec §7 Other: the web-vitals module is loaded lazily): loads `web-vitals` as its own chunk,
 * queues LCP, INP and CLS, and sends them with `navigator.sendBeacon` when the page is hidden. Called once
 * the page has gone quiet (`startWebVitals`), so it starts at once. Metrics belong to the route the page
 * loaded on, as CrUX files them under the landing URL: `route` is read once, now. Answers a function that
 * stops reporting (for tests).
 * @example reportWebVitals({ route: () => '/:sellerName', enabled: import.meta.env.PROD, endpoint: '/api/vitals' })
 */
export function reportWebVitals({ route, enabled, endpoint }: ReportWebVitalsOptions): () => void {
  if (!enabled) return () => {};
  // keyed by id: CLS and INP report again when their value grows; only the latest value is sent
  const queue = new Map<string, VitalReport>();
  let stopped = false;

  const flush = () => {
    const reports = [...queue.values()];
    queue.clear();
    for (let start = 0; start < reports.length; start += VITALS_BATCH_MAX) {
      const body = JSON.stringify(reports.slice(start, start + VITALS_BATCH_MAX));
      // a string beacon goes out as text/plain: no CORS preflight, and the API parses it as JSON
      const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body);
      if (!sent) {
        fetch(endpoint, {
          method: 'POST',
          body,
          keepalive: true,
          headers: { 'content-type': 'text/plain' },
        }).catch(() => {});
      }
    }
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') flush();
  };

  const pattern = route();
  const enqueue = ({ name, value, id, navigationType }: Metric) => {
    // one out-of-bounds value would make the API refuse the whole batch: leave it out here
    const report = VitalReportSchema.safeParse({ name, value, route: pattern, id, navigationType });
    if (report.success) queue.set(id, report.data);
  };
  import('web-vitals')
    .then(({ onCLS, onINP, onLCP }) => {
      if (stopped) return;
      onLCP(enqueue);
      onINP(enqueue);
      onCLS(enqueue);
      // on window and after web-vitals' own listeners, so the metrics it finalises on hide are queued first
      window.addEventListener('visibilitychange', onVisibilityChange);
      // Safari does not always fire visibilitychange when the page unloads
      window.addEventListener('pagehide', flush);
    })
    .catch(() => {});

  return () => {
    stopped = true;
    window.removeEventListener('visibilitychange', onVisibilityChange);
    window.removeEventListener('pagehide', flush);
  };
}
