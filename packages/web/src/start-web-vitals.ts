import { vitalsEndpoint } from './api-client.js';

/**
 * Field data (spec §7 Other): in production builds (or with `VITE_WEB_VITALS=true`), the reporter and
 * web-vitals load in a chunk of their own, off the page's critical path, and report LCP, INP and CLS under
 * the route pattern `route` gives once the page is interactive.
 */
export function startWebVitals(route: () => string): void {
  if (!import.meta.env.PROD && import.meta.env.VITE_WEB_VITALS !== 'true') return;
  import('./report-web-vitals.js')
    .then(({ reportWebVitals }) => reportWebVitals({ route, enabled: true, endpoint: vitalsEndpoint() }))
    .catch(() => {});
}
