/** Nearest-rank percentile of a list of numbers (p in 0–100). */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function median(values) {
  return percentile(values, 50);
}

/** `{ p50, p95, p99, max }` of latencies in ms. */
export function latencySummary(values) {
  return {
    n: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    max: Math.max(...values),
  };
}

export function ms(value) {
  return `${value.toFixed(value < 10 ? 2 : 1)} ms`;
}

/** A count with its thousands apart, as the budgets write them: `100000` → `100 000`. */
export function grouped(value) {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}
