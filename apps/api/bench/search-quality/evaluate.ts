import type { SearchDocument } from '../../src/services/search/engine.js';
import type { QualityCase } from './cases.js';
import type { EngineUnderTest } from './engines.js';

/** A case passes when its product is among this many first results. */
export const PASS_WITHIN = 10;

/** Queries asked, untimed, before the timed ones. */
const WARM_UP = 50;

export interface EngineRun {
  label: string;
  buildMs: number;
  /** Heap the index keeps (after a full GC, before and after building); null without `--expose-gc`. */
  heapMb: number | null;
  /** Per case (same order): the product's place among the first results from 0, -1 when absent; skipped cases are not asked. */
  places: number[];
  /** Time of every query asked, in ms. */
  queryMs: number[];
}

const gc = (globalThis as { gc?: () => void }).gc;

function heapUsed(): number | null {
  if (!gc) return null;
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** Builds `engine` on `documents`, then asks every case not skipped; `engine` keeps its index until dropped. */
export function runEngine(
  engine: EngineUnderTest,
  documents: readonly SearchDocument[],
  cases: readonly QualityCase[],
): EngineRun {
  const before = heapUsed();
  const started = performance.now();
  engine.build(documents);
  const buildMs = performance.now() - started;
  const after = heapUsed();
  // the first queries of a fresh index run cold (compilation, lazy structures): not part of the figures
  for (const testCase of cases.slice(0, WARM_UP)) engine.search(testCase.query, PASS_WITHIN);
  const places: number[] = [];
  const queryMs: number[] = [];
  for (const testCase of cases) {
    if (testCase.skipped) {
      places.push(-1);
      continue;
    }
    const asked = performance.now();
    const ids = engine.search(testCase.query, PASS_WITHIN);
    queryMs.push(performance.now() - asked);
    places.push(ids.slice(0, PASS_WITHIN).indexOf(testCase.id));
  }
  return {
    label: engine.label,
    buildMs,
    heapMb: before === null || after === null ? null : (after - before) / 1024 ** 2,
    places,
    queryMs,
  };
}
