import type { VitalName, VitalReport, VitalStats, VitalsSummary } from '@souk/core';

export interface VitalsStoreOptions {
  /** Samples kept per route and metric; older ones are overwritten (a ring buffer). */
  windowSize?: number;
  /** Routes tracked at most; reports for further routes are dropped so no caller can exhaust memory. */
  maxRoutes?: number;
  now?: () => Date;
}

export const VITALS_WINDOW_SIZE = 1000;
export const VITALS_MAX_ROUTES = 100;

/** The last `size` values, oldest overwritten first. */
class Ring {
  private readonly values: Float64Array;
  private next = 0;
  count = 0;

  constructor(size: number) {
    this.values = new Float64Array(size);
  }

  push(value: number): void {
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.values.length;
    this.count = Math.min(this.count + 1, this.values.length);
  }

  sorted(): Float64Array {
    return this.values.slice(0, this.count).sort();
  }
}

/**
 * The nearest-rank percentile: the smallest value such that at least `p` % of the samples are ≤ it, i.e.
 * the value at rank ⌈p/100 · n⌉ (1-based) of the sorted samples. Always one of the samples, never an
 * interpolation. `sorted` must be ascending and non-empty.
 * @example nearestRank(Float64Array.of(1, 2, 3, 4), 75) // 3
 */
export function nearestRank(sorted: ArrayLike<number>, p: number): number {
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

export interface VitalsStore {
  /** Keeps the reports; answers how many were dropped because the route cap was reached. */
  record(reports: readonly VitalReport[]): number;
  summary(): VitalsSummary;
}

/**
 * Field data of real shoppers (spec §7 Other: web-vitals), in memory: per route and metric the last
 * `windowSize` samples. A process restart clears it; `since` tells the reader when the window began.
 */
export function createVitalsStore({
  windowSize = VITALS_WINDOW_SIZE,
  maxRoutes = VITALS_MAX_ROUTES,
  now = () => new Date(),
}: VitalsStoreOptions = {}): VitalsStore {
  const since = now().toISOString();
  const routes = new Map<string, Map<VitalName, Ring>>();
  let dropped = 0;

  return {
    record(reports) {
      let droppedNow = 0;
      for (const report of reports) {
        let metrics = routes.get(report.route);
        if (!metrics) {
          if (routes.size >= maxRoutes) {
            droppedNow++;
            continue;
          }
          metrics = new Map();
          routes.set(report.route, metrics);
        }
        let ring = metrics.get(report.name);
        if (!ring) {
          ring = new Ring(windowSize);
          metrics.set(report.name, ring);
        }
        ring.push(report.value);
      }
      dropped += droppedNow;
      return droppedNow;
    },

    summary() {
      const vitals: VitalStats[] = [];
      for (const route of [...routes.keys()].sort()) {
        const metrics = routes.get(route);
        if (!metrics) continue;
        for (const name of [...metrics.keys()].sort()) {
          const ring = metrics.get(name);
          if (!ring || ring.count === 0) continue;
          const sorted = ring.sorted();
          vitals.push({
            route,
            name,
            count: ring.count,
            p50: nearestRank(sorted, 50),
            p75: nearestRank(sorted, 75),
            p95: nearestRank(sorted, 95),
          });
        }
      }
      return { since, windowSize, maxRoutes, dropped, vitals };
    },
  };
}
