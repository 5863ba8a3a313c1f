/**
 * The API address used when the page is served from localhost (spec §7).
 * @example LOCAL_API_URL // "http://localhost:8000/api"
 */
export const LOCAL_API_URL = 'http://localhost:8000/api';

/**
 * The part of a page location the base-URL rule reads.
 * @example
 * ```ts
 * const page: PageLocation = { hostname: 'shop.example.com', origin: 'https://shop.example.com' };
 * resolveApiBaseUrl({ page, servedByApi: true }) // "https://shop.example.com/api"
 * ```
 */
export interface PageLocation {
  hostname: string;
  origin: string;
}

/**
 * What {@link resolveApiBaseUrl} reads to choose the API address (spec §7).
 * @example
 * ```ts
 * const options: ApiBaseUrlOptions = {
 *   page: { hostname: 'shop.example.com', origin: 'https://shop.example.com' },
 *   productionApiUrl: 'https://api.example.com/api/',
 * };
 * resolveApiBaseUrl(options) // "https://api.example.com/api"
 * ```
 */
export interface ApiBaseUrlOptions {
  /** Where the page is served from (e.g. `window.location` in a browser). */
  page?: PageLocation | null;
  /** The configured production API, e.g. `https://api.example.com/api`. */
  productionApiUrl?: string | null;
  /** True when the page is served by the Souk API server itself: same-origin `/api`. */
  servedByApi?: boolean;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The API base URL (spec §7): same-origin `/api` when the Souk server serves the page; a page on
 * localhost talks to `http://localhost:8000/api`; anywhere else the configured production host, or
 * same-origin `/api` when none is configured.
 * @example resolveApiBaseUrl({ page: { hostname: 'localhost', origin: 'http://localhost:5173' } }) // "http://localhost:8000/api"
 */
export function resolveApiBaseUrl({ page, productionApiUrl, servedByApi }: ApiBaseUrlOptions): string {
  if (page && servedByApi) return `${page.origin}/api`;
  if (page && LOCAL_HOSTS.has(page.hostname)) return LOCAL_API_URL;
  if (productionApiUrl) return productionApiUrl.replace(/\/+$/, '');
  return page ? `${page.origin}/api` : LOCAL_API_URL;
}
