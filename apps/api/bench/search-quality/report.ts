import { CASE_KINDS, type CaseKind, type QualityCase, SKIP_ABOVE } from './cases.js';
import type { EngineRun } from './evaluate.js';

/** One catalogue's cases and what each engine made of them. */
export interface CatalogueResult {
  label: string;
  products: number;
  cases: QualityCase[];
  souk: EngineRun;
  miniSearch: EngineRun;
}

export interface KindRow {
  kind: CaseKind | 'all kinds';
  cases: number;
  skipped: number;
  /** Cases asked (not skipped). */
  scored: number;
  soukPassed: number;
  miniSearchPassed: number;
  soukFirst: number;
}

/** The issue's targets, checked on the overall table. */
export const TARGETS = { overall: 95, everyKind: 90, exactFirstPlace: 100 } as const;

/** Per kind, then all kinds, over the cases of every result given. */
export function kindRows(results: readonly CatalogueResult[]): KindRow[] {
  const empty = (kind: KindRow['kind']): KindRow => ({
    kind,
    cases: 0,
    skipped: 0,
    scored: 0,
    soukPassed: 0,
    miniSearchPassed: 0,
    soukFirst: 0,
  });
  const rows = new Map<KindRow['kind'], KindRow>(CASE_KINDS.map((kind) => [kind, empty(kind)]));
  const all = empty('all kinds');
  for (const result of results) {
    result.cases.forEach((testCase, position) => {
      for (const row of [rows.get(testCase.kind), all]) {
        if (!row) continue;
        row.cases++;
        if (testCase.skipped) {
          row.skipped++;
          continue;
        }
        row.scored++;
        const souk = result.souk.places[position] ?? -1;
        if (souk >= 0) row.soukPassed++;
        if (souk === 0) row.soukFirst++;
        if ((result.miniSearch.places[position] ?? -1) >= 0) row.miniSearchPassed++;
      }
    });
  }
  return [...rows.values(), all];
}

const percent = (part: number, whole: number) => (whole === 0 ? Number.NaN : (100 * part) / whole);
const shown = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(1)} %`);

export interface Target {
  target: string;
  budget: string;
  met: boolean;
  figure: string;
}

/** The issue's targets on the overall rows: ≥ 95 % overall, ≥ 90 % and above MiniSearch on every kind, exact names first. */
export function checkTargets(rows: readonly KindRow[]): Target[] {
  const kinds = rows.filter((row) => row.kind !== 'all kinds');
  const all = rows.find((row) => row.kind === 'all kinds');
  const soukOf = (row: KindRow) => percent(row.soukPassed, row.scored);
  const miniOf = (row: KindRow) => percent(row.miniSearchPassed, row.scored);
  const low = kinds.filter((row) => !(soukOf(row) >= TARGETS.everyKind));
  // "above" cannot be asked of a kind both engines get entirely right
  const notAbove = kinds.filter(
    (row) => !(soukOf(row) > miniOf(row) || (soukOf(row) === 100 && miniOf(row) === 100)),
  );
  const exact = rows.find((row) => row.kind === 'exact name');
  const overall = all ? soukOf(all) : Number.NaN;
  const first = exact ? percent(exact.soukFirst, exact.scored) : Number.NaN;
  const list = (missed: KindRow[], figure: (row: KindRow) => string) =>
    missed.length === 0 ? 'every kind' : missed.map((row) => `${row.kind} ${figure(row)}`).join(', ');
  return [
    {
      target: 'overall pass',
      budget: `≥ ${TARGETS.overall} %`,
      met: overall >= TARGETS.overall,
      figure: shown(overall),
    },
    {
      target: 'pass of every kind',
      budget: `≥ ${TARGETS.everyKind} %`,
      met: low.length === 0,
      figure:
        low.length === 0
          ? `lowest ${shown(Math.min(...kinds.map(soukOf)))}`
          : `below: ${list(low, (row) => shown(soukOf(row)))}`,
    },
    {
      target: 'pass against MiniSearch',
      budget: 'above on every kind (a tie at 100 % counts: nothing is above it)',
      met: notAbove.length === 0,
      figure:
        notAbove.length === 0
          ? `above on ${kinds.filter((row) => soukOf(row) > miniOf(row)).length} of ${kinds.length} kinds, both at 100 % on the others`
          : `not above: ${list(notAbove, (row) => `${shown(soukOf(row))} vs ${shown(miniOf(row))}`)}`,
    },
    {
      target: 'exact names in first place',
      budget: `${TARGETS.exactFirstPlace} %`,
      met: first >= TARGETS.exactFirstPlace,
      figure: shown(first),
    },
  ];
}

/** The markdown table of some rows. */
export function kindTable(rows: readonly KindRow[]): string[] {
  return [
    '| kind | cases | skipped | Souk pass | MiniSearch pass | Souk first place |',
    '|---|---|---|---|---|---|',
    ...rows.map((row) => {
      const first = row.kind === 'exact name' ? shown(percent(row.soukFirst, row.scored)) : '—';
      const name = row.kind === 'all kinds' ? '**all kinds**' : row.kind;
      return `| ${name} | ${row.cases} | ${row.skipped} | ${shown(percent(row.soukPassed, row.scored))} | ${shown(percent(row.miniSearchPassed, row.scored))} | ${first} |`;
    }),
  ];
}

/** A count with its thousands apart, as the benchmarks write them: `100000` → `100 000`. */
export function grouped(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** Nearest-rank percentile (p in 0–100). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1] as number;
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(value < 10 ? 2 : 1)} ms`);
// below a megabyte the collector's own leftovers outweigh the index (a small catalogue can read negative)
const mb = (value: number | null) =>
  value === null
    ? 'not measured (run node with --expose-gc)'
    : value < 1
      ? '< 1 MB'
      : `${value.toFixed(1)} MB`;

/** A line per engine: index build time, heap kept by the index, query time in process. */
export function engineLines(result: CatalogueResult): string[] {
  return [result.souk, result.miniSearch].map(
    (run) =>
      `- ${run.label}: index built in ${ms(run.buildMs)}, heap ${mb(run.heapMb)}; ${run.queryMs.length} queries in process p50 ${ms(percentile(run.queryMs, 50))}, p99 ${ms(percentile(run.queryMs, 99))}.`,
  );
}

/** Up to `count` cases per kind Souk missed, as `kind: "query" → name`. */
export function missedExamples(result: CatalogueResult, count: number): string[] {
  const lines: string[] = [];
  for (const kind of CASE_KINDS) {
    const missed = result.cases.filter(
      (testCase, position) =>
        testCase.kind === kind && !testCase.skipped && (result.souk.places[position] ?? -1) < 0,
    );
    for (const testCase of missed.slice(0, count))
      lines.push(`- ${kind}: \`${testCase.query}\` → ${testCase.name}`);
  }
  return lines;
}

/** The whole report in markdown: a section per catalogue, then the overall table and the targets. */
export function markdownReport(
  results: readonly CatalogueResult[],
  setup: { products: number; names: number; seed: number },
): string[] {
  const overall = kindRows(results);
  return [
    `Seed ${setup.seed}, up to ${setup.names} names per catalogue, one case of each kind per name; a case passes when its product is among the first 10 results of \`search(query, { limit: 10 })\`. Pass rates are over the cases not skipped; a case is skipped when more than ${SKIP_ABOVE} products hold its typo-free words (bench/NOTES.md). MiniSearch: the four fields, \`fuzzy: 0.2, prefix: true\`, no boosts.`,
    '',
    ...results.flatMap((result) => [
      `**${result.label}** (${grouped(result.products)} products)`,
      '',
      ...kindTable(kindRows([result])),
      '',
      ...engineLines(result),
      '',
    ]),
    '**Overall**',
    '',
    ...kindTable(overall),
    '',
    '| target | budget | figure | met |',
    '|---|---|---|---|',
    ...checkTargets(overall).map(
      (t) => `| ${t.target} | ${t.budget} | ${t.figure} | ${t.met ? 'met' : '**not met**'} |`,
    ),
  ];
}
