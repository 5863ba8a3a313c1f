// `pnpm bench [--only=api,search,search-quality,orders,start,lighthouse,size,page-js] [--no-build] [--duration=10] [--samples=200] [--products=100000] [--no-write] [--pg-url=postgresql://…]`
// Builds the api and the two front ends (turbo cache: instant when up to date), runs each benchmark of the
// performance budgets, prints the figures and (re)writes BENCHMARKS.md. Benchmarks only: nothing here is
// asserted by the tests. A part run alone replaces its own section and keeps the others. `--products`
// sizes the search catalogues; a reduced run (CI's) prints its tables and never writes BENCHMARKS.md, and
// neither does `--no-write`. The exit code says only whether every part could run, never whether a budget
// was met.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { run as exec, ROOT } from './lib/server.mjs';
import { grouped } from './lib/stats.mjs';
import { FULL_SIZE } from './parts/search.mjs';

const PARTS = {
  size: { title: 'Front-end sizes', load: () => import('./parts/size.mjs') },
  'page-js': {
    title: 'First-load JavaScript per page (Chromium)',
    load: () => import('./parts/page-js.mjs'),
  },
  start: { title: 'Server start to first answer', load: () => import('./parts/start.mjs') },
  api: { title: 'Catalogue reads vs hello-world', load: () => import('./parts/api.mjs') },
  // `sized`: the part's catalogue follows --products
  search: {
    title: 'Global search at 100 000 products',
    sized: true,
    load: () => import('./parts/search.mjs'),
  },
  'search-quality': {
    title: 'Search quality: typos, prefixes and exact names',
    sized: true,
    load: () => import('./parts/search-quality.mjs'),
  },
  orders: { title: 'Place-order on PostgreSQL', load: () => import('./parts/orders.mjs') },
  lighthouse: { title: 'Lighthouse', load: () => import('./parts/lighthouse.mjs') },
};
const REPORT = join(ROOT, 'BENCHMARKS.md');
const NOTES = join(ROOT, 'bench/NOTES.md');
const RESULTS_MARK = /<!-- bench-results (.*) -->/;

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    samples: { type: 'string', default: '200' },
    products: { type: 'string', default: String(FULL_SIZE) },
    'no-write': { type: 'boolean', default: false },
    'pg-url': { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/postgres' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (values.help) {
  console.log(
    readFileSync(new URL(import.meta.url), 'utf8')
      .split('\n')[0]
      .replace(/^\/\/ /, 'Usage: '),
  );
  process.exit(0);
}
const selected = values.only ? values.only.split(',').map((part) => part.trim()) : Object.keys(PARTS);
const unknown = selected.filter((part) => !(part in PARTS));
if (unknown.length) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${Object.keys(PARTS).join(', ')}`);
  process.exit(1);
}
const products = Number(values.products.replaceAll('_', ''));
if (!Number.isInteger(products) || products < 1) {
  console.error(`--products must be a whole number above 0, got "${values.products}"`);
  process.exit(1);
}
// the budgets are judged at full size: a reduced run only prints its figures
const write = !values['no-write'] && products === FULL_SIZE;
const options = {
  duration: Number(values.duration),
  samples: Number(values.samples),
  products,
  pgUrl: values['pg-url'],
  log: console.log,
};

if (!values['no-build']) {
  console.log('Building api, storefront, search portal and seller console (turbo; cached when up to date)…');
  await exec('pnpm', [
    'exec',
    'turbo',
    'run',
    'build',
    '--output-logs=errors-only',
    '--filter=@souk/api',
    '--filter=@souk/storefront',
    '--filter=@souk/search-portal',
    '--filter=@souk/seller-console',
  ]);
}
for (const build of [
  'apps/api/dist/server.js',
  'apps/storefront/dist/index.html',
  'apps/search-portal/dist/index.html',
  'apps/seller-console/dist/index.html',
]) {
  if (!existsSync(join(ROOT, build))) {
    console.error(`Missing build output ${build}: run \`pnpm build\` first (or drop --no-build).`);
    process.exit(1);
  }
}

function machine() {
  const cpus = os.cpus();
  let distro = '';
  try {
    distro = readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="?([^"\n]*)"?/m)?.[1] ?? '';
  } catch {
    // not Linux
  }
  return {
    cpu: `${cpus[0]?.model.trim() ?? 'unknown CPU'} × ${cpus.length}`,
    memory: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    os: `${distro ? `${distro}, ` : ''}${os.type()} ${os.release()} ${os.arch()}`,
    load: os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' / '),
  };
}

const previous = (() => {
  try {
    return JSON.parse(readFileSync(REPORT, 'utf8').match(RESULTS_MARK)?.[1] ?? '{}');
  } catch {
    return {};
  }
})();
const results = { ...previous };
let crashed = false;
for (const id of selected) {
  const part = PARTS[id];
  console.log(`\n▶ ${part.title} (--only=${id})`);
  const started = performance.now();
  const at = { date: new Date().toISOString(), machine: machine() };
  try {
    const { run } = await part.load();
    results[id] = { ...at, ...(await run(options)) };
  } catch (error) {
    crashed = true;
    const message = error instanceof Error ? error.message : String(error);
    console.error(`  ✗ ${id} could not run: ${message}`);
    results[id] = {
      ...at,
      rows: [
        { measure: part.title, budget: '—', figure: `could not run: ${message.split('\n')[0]}`, met: false },
      ],
      details: ['The benchmark could not run:', '', '```', message.slice(0, 3000), '```'],
    };
  }
  console.log(`  (${((performance.now() - started) / 1000).toFixed(0)} s)`);
}

const ran = Object.keys(PARTS).filter((id) => results[id]);
const now = machine();
const cell = (text) => String(text).replaceAll('|', '\\|');
const lines = [
  '# Benchmarks',
  '',
  'Figures of the performance budgets, written by `pnpm bench` (bench/run.mjs). The budgets are measured, never asserted in tests.',
  '',
  `Last run: ${new Date().toISOString()} — ${selected.length === Object.keys(PARTS).length ? 'all parts' : `parts ${selected.join(', ')}; the other sections are from earlier runs (dates below)`}.`,
  '',
  `Machine: ${now.cpu} (\`os.cpus()\`), ${now.memory} memory, Node ${now.node}, ${now.os}; load average ${now.load} (1 / 5 / 15 min) at the end of the run.`,
  '',
  '> The machine these figures come from is shared and noisy (2 cores, other builds and test runs at the same time).',
  '> Latencies and requests/s vary by tens of percent between runs; the hello-world ratio is measured in the',
  '> same run to cancel out the machine, not the noise. Rerun on a quiet machine before drawing conclusions.',
  '',
  '## Summary',
  '',
  '| measure | budget | measured | met |',
  '|---|---|---|---|',
  ...ran.flatMap((id) =>
    results[id].rows.map(
      (row) =>
        `| ${cell(row.measure)} | ${cell(row.budget)} | ${cell(row.figure)} | ${row.met ? 'met' : '**not met**'} |`,
    ),
  ),
  '',
  // what is not met and why: written by hand, kept beside this script
  ...(existsSync(NOTES) ? [readFileSync(NOTES, 'utf8').trim(), ''] : []),
  ...ran.flatMap((id) => [
    `## ${PARTS[id].title}`,
    '',
    `Run ${results[id].date} on ${results[id].machine.cpu}, Node ${results[id].machine.node} (\`pnpm bench --only=${id}\`).`,
    '',
    ...results[id].details,
    '',
  ]),
  ...Object.keys(PARTS)
    .filter((id) => !results[id])
    .flatMap((id) => [`## ${PARTS[id].title}`, '', `Not run yet: \`pnpm bench --only=${id}\`.`, '']),
  '## Rerun',
  '',
  '```sh',
  'pnpm install',
  'pnpm bench                       # builds api + front ends (turbo cache), runs every part, rewrites this file',
  'pnpm bench --only=api            # one part: api | search | search-quality | orders | start | lighthouse | size (comma-separate several)',
  'pnpm bench --only=search --products=5000 --samples=50   # reduced, as CI runs it: prints its tables, writes nothing',
  'pnpm bench:search-quality        # the search quality suite alone at full size (--ci: reduced); exits 1 on a missed target',
  'pnpm bench --no-build --duration=10 --samples=200',
  '```',
  '',
  'Needs: PostgreSQL for `orders` (`--pg-url`, default `postgresql://postgres@127.0.0.1:5432/postgres`; a database `souk_bench_<pid>` is created and dropped), Chromium for `lighthouse` (`CHROME_PATH`, default `/usr/bin/chromium`). Ports from 8500 up.',
  '',
  `<!-- bench-results ${JSON.stringify(results)} -->`,
  '',
];
if (write) {
  writeFileSync(REPORT, lines.join('\n'));
  // the tables as the repository's formatter lays them out, so `pnpm test` finds nothing to change
  await exec('pnpm', ['exec', 'biome', 'format', '--write', REPORT], { quiet: true });
} else
  for (const id of selected) {
    const reduced = PARTS[id].sized && products !== FULL_SIZE ? ` (reduced: ${products} products)` : '';
    console.log(['', `## ${PARTS[id].title}${reduced}`, '', ...results[id].details].join('\n'));
  }

console.log('\nSummary');
for (const id of selected) {
  for (const row of results[id].rows)
    console.log(`  ${row.met ? '✓' : '✗'} ${row.measure}: ${row.figure} (budget ${row.budget})`);
}
console.log(
  write
    ? `\nWrote ${REPORT}`
    : `\nNot written to ${REPORT}: ${products === FULL_SIZE ? '--no-write' : `a reduced run (--products=${products}); the budgets are judged at ${grouped(FULL_SIZE)}`}.`,
);
process.exit(crashed ? 1 : 0);
