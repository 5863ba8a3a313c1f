import { parseArgs } from 'node:util';
import type { SearchDocument, SearchEngine } from '../../src/services/search/engine.js';
import { buildCases } from './cases.js';
import { demoDocuments, generatedDocuments } from './documents.js';
import { miniSearchEngine, soukEngine } from './engines.js';
import { runEngine } from './evaluate.js';
import {
  type CatalogueResult,
  checkTargets,
  engineLines,
  grouped,
  kindRows,
  kindTable,
  markdownReport,
  missedExamples,
  percentile,
} from './report.js';
import { TokenIndex } from './token-index.js';

const USAGE = `Usage: pnpm bench:search-quality [--products 100000] [--names 400] [--seed 42] [--ci] [--json]

Typo, prefix and exact-name queries drawn from product names of the demo shops and of a generated
catalogue, asked of Souk's search engine and of MiniSearch; exits 1 when a target of the issue is missed.
  --products N  generated products (default 100000; --ci 5000)
  --names M     names sampled per catalogue, one case of each kind per name (default 400; --ci 120)
  --seed S      seed of the generated catalogue and of the cases (default 42, as catalogue:generate)
  --ci          the reduced size CI runs
  --json        print the results as JSON on stdout (the tables go to stderr)`;

export interface QualityOptions {
  products: number;
  names: number;
  seed: number;
}

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a whole number above 0`);
  return number;
}

/** Cases of one catalogue, asked of both engines, one index alive at a time. */
function runCatalogue(
  label: string,
  documents: SearchDocument[],
  options: QualityOptions,
  createEngine: () => SearchEngine,
  log: (line: string) => void,
): CatalogueResult {
  const started = performance.now();
  const cases = buildCases(documents, new TokenIndex(documents), options);
  log(`  ${label}: ${cases.length} cases in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const souk = runEngine(soukEngine(createEngine), documents, cases);
  log(`  ${label}: Souk done`);
  const miniSearch = runEngine(miniSearchEngine(), documents, cases);
  log(`  ${label}: MiniSearch done`);
  return { label, products: documents.length, cases, souk, miniSearch };
}

/**
 * The search quality suite (`pnpm bench:search-quality`): prints the tables and the targets, and answers
 * the exit code (1 when a target is missed). `createEngine` gives a fresh, empty engine.
 */
export async function main(argv: string[], createEngine: () => SearchEngine): Promise<number> {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--'),
    options: {
      products: { type: 'string' },
      names: { type: 'string' },
      seed: { type: 'string' },
      ci: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const options: QualityOptions = {
    products: count('products', values.products, values.ci ? 5000 : 100_000),
    names: count('names', values.names, values.ci ? 120 : 400),
    seed: count('seed', values.seed, 42),
  };
  // with --json, stdout carries the JSON alone
  const log = values.json ? (line: string) => console.error(line) : (line: string) => console.log(line);
  log(
    `Search quality: demo shops and ${grouped(options.products)} generated products, up to ${options.names} names each, seed ${options.seed}`,
  );
  const results = [
    runCatalogue('Demo shops', demoDocuments(), options, createEngine, log),
    runCatalogue(
      'Generated catalogue',
      generatedDocuments({ count: options.products, seed: options.seed }),
      options,
      createEngine,
      log,
    ),
  ];
  const overall = kindRows(results);
  const targets = checkTargets(overall);
  const markdown = markdownReport(results, options);

  for (const result of results) {
    log(`\n${result.label} (${grouped(result.products)} products)\n`);
    for (const line of [...kindTable(kindRows([result])), '', ...engineLines(result)]) log(line);
    const missed = missedExamples(result, 3);
    if (missed.length > 0) log(['', 'Missed by Souk (up to 3 per kind):', ...missed].join('\n'));
  }
  log('\nOverall\n');
  for (const line of kindTable(overall)) log(line);
  log('');
  for (const target of targets)
    log(`${target.met ? '✓' : '✗'} ${target.target} (${target.budget}): ${target.figure}`);
  const missedTargets = targets.filter((target) => !target.met);
  if (missedTargets.length > 0)
    log(
      `\nSearch quality: ${missedTargets.length} target(s) missed: ${missedTargets.map((t) => `${t.target} ${t.budget}`).join('; ')}`,
    );

  if (values.json) {
    const engine = (run: CatalogueResult['souk']) => ({
      buildMs: run.buildMs,
      heapMb: run.heapMb,
      queries: run.queryMs.length,
      p50Ms: percentile(run.queryMs, 50),
      p99Ms: percentile(run.queryMs, 99),
    });
    console.log(
      JSON.stringify({
        options,
        catalogues: results.map((result) => ({
          label: result.label,
          products: result.products,
          rows: kindRows([result]),
          souk: engine(result.souk),
          miniSearch: engine(result.miniSearch),
        })),
        overall,
        targets,
        markdown,
      }),
    );
  }
  return missedTargets.length > 0 ? 1 : 0;
}
