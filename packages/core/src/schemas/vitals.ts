import * as z from 'zod/mini';

/**
 * The Core Web Vitals reported from shoppers' browsers (spec §7 Other), plus the two loading helpers.
 * @example VITAL_NAMES // ["LCP", "INP", "CLS", "FCP", "TTFB"]
 */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
/**
 * The name of a reported metric, one of {@link VITAL_NAMES}.
 * @example
 * ```ts
 * const name: VitalName = 'LCP';
 * ```
 */
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * Most reports a browser may send in one beacon.
 * @example VITALS_BATCH_MAX // 20
 */
export const VITALS_BATCH_MAX = 20;
/**
 * Upper bound of a timed metric (ms): ten minutes; anything above is a broken clock, not a slow page.
 * @example VITAL_MAX_MS // 600000
 */
export const VITAL_MAX_MS = 600_000;
/**
 * Upper bound of CLS (unitless); real pages stay far below 1.
 * @example VITAL_MAX_CLS // 100
 */
export const VITAL_MAX_CLS = 100;

/**
 * A route *pattern* (`/:sellerName/product/details/:slug`), never the address the shopper saw: ids, search
 * terms and query strings must not reach the metrics store, so only path-pattern characters are allowed.
 * @example VitalRouteSchema.parse('/:sellerName/product/details/:slug') // "/:sellerName/product/details/:slug"
 * @example VitalRouteSchema.safeParse('/tea-house/search?q=green').error?.issues[0]?.message // "must be a route path starting with /"
 */
export const VitalRouteSchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(200),
    z.regex(/^\/[A-Za-z0-9/:_.*-]*$/, { error: 'must be a route path starting with /' }),
  );

/**
 * One metric value as `web-vitals` reports it.
 * @example VitalReportSchema.safeParse({ name: 'LCP', value: 1840, route: '/:sellerName', id: 'v5-1764230400-1' }).success // true
 * @example VitalReportSchema.safeParse({ name: 'CLS', value: 150, route: '/', id: 'v5-1' }).error?.issues[0]?.message // "CLS must be at most 100"
 */
export const VitalReportSchema = z
  .object({
    name: z.enum(VITAL_NAMES),
    value: z.number().check(z.nonnegative(), z.lte(VITAL_MAX_MS)),
    route: VitalRouteSchema,
    id: z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[\w.-]+$/)),
    navigationType: z.optional(z.string().check(z.maxLength(32), z.regex(/^[a-z-]*$/))),
  })
  .check(
    z.refine((report) => report.name !== 'CLS' || report.value <= VITAL_MAX_CLS, {
      error: `CLS must be at most ${VITAL_MAX_CLS}`,
      path: ['value'],
    }),
  );
/**
 * One metric value as {@link VitalReportSchema} parses it.
 * @example
 * ```ts
 * const report: VitalReport = { name: 'LCP', value: 1840, route: '/:sellerName', id: 'v5-1764230400-1' };
 * ```
 */
export type VitalReport = z.infer<typeof VitalReportSchema>;

/**
 * POST /api/vitals body: what one beacon carries.
 * @example VitalsBatchSchema.safeParse([]).success // false
 */
export const VitalsBatchSchema = z
  .array(VitalReportSchema)
  .check(z.minLength(1), z.maxLength(VITALS_BATCH_MAX));
/**
 * A `POST /api/vitals` beacon body as {@link VitalsBatchSchema} parses it.
 * @example
 * ```ts
 * const beacon: VitalsBatch = [{ name: 'INP', value: 120, route: '/:sellerName/card', id: 'v5-1764230400-2' }];
 * ```
 */
export type VitalsBatch = z.infer<typeof VitalsBatchSchema>;

/**
 * Percentiles of one metric on one route over the last `windowSize` samples (nearest-rank method).
 * @example VitalStatsSchema.parse({ route: '/:sellerName', name: 'LCP', count: 40, p50: 1200, p75: 1800, p95: 3100 }).p75 // 1800
 */
export const VitalStatsSchema = z.object({
  route: z.string(),
  name: z.enum(VITAL_NAMES),
  count: z.number(),
  p50: z.number(),
  p75: z.number(),
  p95: z.number(),
});
/**
 * One route's percentiles of one metric as {@link VitalStatsSchema} parses them.
 * @example
 * ```ts
 * const stats: VitalStats = { route: '/:sellerName', name: 'LCP', count: 40, p50: 1200, p75: 1800, p95: 3100 };
 * ```
 */
export type VitalStats = z.infer<typeof VitalStatsSchema>;

/**
 * GET /api/vitals: field data since the server started (kept in memory; a restart clears it).
 * @example VitalsSummarySchema.parse({ since: '2026-11-27T08:00:00.000Z', windowSize: 1000, maxRoutes: 100, dropped: 0, vitals: [] }).vitals // []
 */
export const VitalsSummarySchema = z.object({
  since: z.string(),
  windowSize: z.number(),
  maxRoutes: z.number(),
  /** Reports refused because `maxRoutes` routes were already tracked. */
  dropped: z.number(),
  vitals: z.array(VitalStatsSchema),
});
/**
 * The `GET /api/vitals` answer as {@link VitalsSummarySchema} parses it.
 * @example
 * ```ts
 * const summary: VitalsSummary = { since: '2026-11-27T08:00:00.000Z', windowSize: 1000, maxRoutes: 100, dropped: 0, vitals: [] };
 * ```
 */
export type VitalsSummary = z.infer<typeof VitalsSummarySchema>;

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * The first of `patterns` that matches `pathname` (`:param` matches one segment, a final `*` the rest), so
 * a report names the route and never the address with its ids or search terms; null when none matches.
 * @example vitalsRoute('/search-products/green%20tea', ['/', '/search-products/:searchValue']) // "/search-products/:searchValue"
 */
export function vitalsRoute(pathname: string, patterns: readonly string[]): string | null {
  const actual = segmentsOf(pathname);
  for (const pattern of patterns) {
    const expected = segmentsOf(pattern);
    const rest = expected.at(-1) === '*';
    const fixed = rest ? expected.slice(0, -1) : expected;
    if (rest ? actual.length < fixed.length : actual.length !== fixed.length) continue;
    if (fixed.every((segment, index) => segment.startsWith(':') || segment === actual[index])) return pattern;
  }
  return null;
}
