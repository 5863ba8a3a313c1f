import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run as exec, getJson, ROOT, request, startApi, tempDir } from '../lib/server.mjs';
import { grouped, latencySummary, ms } from '../lib/stats.mjs';

const BUDGET_P99_MS = 15;
const BUILD_BUDGET_S = 30;
export const FULL_SIZE = 100_000;
/** Stands for the name of a product read from the catalogue once the server runs. */
const EXACT_NAME = Symbol('exact name');

/**
 * Every kind of query of the search quality suite (`pnpm bench:search-quality`), through HTTP: one and two
 * words with and without typos, prefixes, an exact product name, sorted later pages and one-letter prefixes.
 */
const QUERIES = [
  ['one-letter prefix', 'a'],
  ['one-letter prefix', 's'],
  ['one word', 'cotton'],
  ['one word, one typo', 'lether'],
  ['one word, two typos', 'lihgtwieght'],
  ['prefix', 'cardi'],
  ['two words', 'leather boots'],
  ['two words, one typo', 'merino cardigna'],
  ['two words, last a prefix', 'merino cardi'],
  ['exact name', EXACT_NAME],
  ['sorted page 3', 'shirt', '?page=3&sortPrice=low-to-high'],
  ['sorted by rating, page 2', 'wool', '?page=2&sort=rating'],
];

/** What the server logs once its search index is built (apps/api). */
const BUILD_LINE = /search index built: ([\d,]+) products in ([\d.,]+) ms, ([\d.,]+) MB/;
const number = (text) => Number(text.replaceAll(',', ''));

/** The resident memory of a process in MB (Linux), or null. */
function residentMb(pid) {
  try {
    const kb = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The search index's build at start-up: the server's own log line when it writes one (it logs at `info`,
 * so this start is a separate one from the timed requests, which run at `warn`); otherwise the time from
 * spawn to the first answer of a search and the server's resident memory then.
 */
async function measureIndexBuild(dataDir) {
  let written = '';
  let line = null;
  const api = await startApi({
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    label: 'api (index build)',
    onOutput: (text) => {
      if (line) return;
      written = (written + text).slice(-8000);
      line = BUILD_LINE.exec(written);
    },
  });
  try {
    let firstAnswerMs;
    for (let attempt = 0; firstAnswerMs === undefined; attempt++) {
      const res = await request(`${api.url}/api/home/search-products/a?bench=build-${attempt}`);
      if (res.status === 200) firstAnswerMs = performance.now() - api.spawnedAt;
      else if (attempt > 600) throw new Error(`search never answered 200 (last ${res.status})`);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // an index built in the background logs its line a little after the first answers
    for (let wait = 0; wait < 50 && !line; wait++) await new Promise((resolve) => setTimeout(resolve, 100));
    return {
      firstAnswerMs,
      logged: line ? { products: number(line[1]), ms: number(line[2]), mb: number(line[3]) } : null,
      rssMb: residentMb(api.pid),
    };
  } finally {
    await api.stop();
  }
}

/** Global search through HTTP on a generated embedded catalogue (100 000 products), sequential requests. */
export async function run({ log, samples, products = FULL_SIZE }) {
  const count = grouped(products);
  const data = tempDir('search');
  let api;
  try {
    log(`  generating ${count} products (catalogue:generate)…`);
    const generateStarted = performance.now();
    await exec('pnpm', ['--filter', '@souk/api', 'catalogue:generate', '--products', String(products)], {
      env: { DATA_DIR: data.dir },
      quiet: true,
    });
    const generateS = (performance.now() - generateStarted) / 1000;
    // the generator leaves the planner without statistics; PGlite does not autovacuum
    const vacuum = await exec(process.execPath, [join(ROOT, 'bench/vacuum-analyze.mjs'), data.dir], {
      quiet: true,
    });
    log(`  generated in ${generateS.toFixed(0)} s; ${vacuum.trim()}`);

    const build = await measureIndexBuild(data.dir);
    const buildS = (build.logged ? build.logged.ms : build.firstAnswerMs) / 1000;
    const buildFigure = build.logged
      ? `${buildS.toFixed(1)} s, ${build.logged.mb.toFixed(0)} MB for ${grouped(build.logged.products)} products (server log)`
      : `first search answer ${buildS.toFixed(1)} s after spawn, server RSS ${build.rssMb === null ? '—' : `${build.rssMb.toFixed(0)} MB`} (the server logs no index build line)`;
    log(`  search index: ${buildFigure}`);

    api = await startApi({ env: { DATA_DIR: data.dir }, label: `api (${count} catalogue)` });
    const exactName = await catalogueName(api.url);
    const results = [];
    for (const [kind, text, query = ''] of QUERIES) {
      const value = text === EXACT_NAME ? exactName : text;
      // every request carries a distinct parameter the route ignores, so none is answered from the
      // server's catalogue cache: these are the figures of a search the server has not seen before
      const base = `${api.url}/api/home/search-products/${encodeURIComponent(value)}${query}`;
      const url = (i) => `${base}${query ? '&' : '?'}bench=${i}`;
      let total = 0;
      for (let i = 0; i < 20; i++) await request(url(`warm-${i}`));
      const latencies = [];
      let errors = 0;
      for (let i = 0; i < samples; i++) {
        const res = await request(url(i));
        if (res.status !== 200) errors++;
        else total = res.body.totalProduct;
        latencies.push(res.ms);
      }
      const summary = latencySummary(latencies);
      const label = `\`${value}\`${query ? ` \`${query}\`` : ''} (${kind})`;
      log(
        `  ${label}: p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, p99 ${ms(summary.p99)} — ${total} matches${errors ? `, ${errors} errors` : ''}`,
      );
      results.push({ label, summary, total, errors });
    }
    return {
      rows: [
        {
          measure: `Global search index build at ${count} products`,
          budget: `≤ ${BUILD_BUDGET_S} s`,
          figure: buildFigure,
          met: buildS <= BUILD_BUDGET_S,
        },
        ...results.map((r) => ({
          measure: `Global search at ${count} products: ${r.label}`,
          budget: `p99 ≤ ${BUDGET_P99_MS} ms`,
          figure: `p99 ${ms(r.summary.p99)} (p50 ${ms(r.summary.p50)})`,
          met: r.summary.p99 <= BUDGET_P99_MS && r.errors === 0,
        })),
      ],
      details: [
        `\`pnpm --filter @souk/api catalogue:generate --products ${products}\` into a temporary DATA_DIR (${generateS.toFixed(0)} s), then \`VACUUM ANALYZE\` by \`bench/vacuum-analyze.mjs\` (the generator runs it too since the cache change; kept so older catalogues are measured fairly).`,
        '',
        `Index build: the built server started on that DATA_DIR with \`LOG_LEVEL=info\`; the figure is its \`search index built: {n} products in {ms} ms, {mb} MB\` line, or — when it logs none — the time from spawn to the first 200 of a search and the server's resident memory then. ${build.logged ? `First search answer ${(build.firstAnswerMs / 1000).toFixed(1)} s after spawn.` : ''}`,
        '',
        `Queries: the server started again at \`LOG_LEVEL=warn\` (no line per request); per query 20 warm-up requests and ${samples} sequential requests over one keep-alive connection, timed in the client (\`GET /api/home/search-products/{value}\`). Each request adds a distinct ignored \`bench\` parameter so the server's catalogue cache never answers: a repeated search is a cache hit and far faster than these figures. The queries are the kinds of the search quality suite (\`pnpm bench:search-quality\`); the exact name is the first product of the first generated shop.`,
        '',
        '| query | matches | p50 | p95 | p99 | max | errors |',
        '|---|---|---|---|---|---|---|',
        ...results.map(
          (r) =>
            `| ${r.label} | ${r.total.toLocaleString('en-US')} | ${ms(r.summary.p50)} | ${ms(r.summary.p95)} | ${ms(r.summary.p99)} | ${ms(r.summary.max)} | ${r.errors} |`,
        ),
      ],
    };
  } finally {
    await api?.stop();
    data.remove();
  }
}

/** The name of a product of the generated catalogue (the first of the first shop's home lists). */
async function catalogueName(url) {
  const home = await getJson(`${url}/api/home/seller/gen-seller-0001/products`);
  const name = home.products?.[0]?.name;
  if (!name) throw new Error('The generated shop gen-seller-0001 has no products');
  return name;
}
