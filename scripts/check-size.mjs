// Size budgets of every front end of frontends.json, measured on the production build: walks Vite's chunk
// graph (`build.manifest: true`) from the entry and from each lazy route module, gzips every chunk (zlib
// level 9) and fails when a measure is over its limit. The budgets are the list's (`size` of each entry).
// Usage: node scripts/check-size.mjs [--markdown] [--dist <name>=<dist folder> …] [--core <core folder>]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildSync } from 'esbuild';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const KB = 1000; // the unit Vite's build report uses

const ENTRY = 'index.html';
const ROUTES_DIR = 'src/app/routes/';

/**
 * The front ends of frontends.json with their size budgets (bytes of gzip). A `ratchet` is set only where
 * the target is not met: just above the measured value, so CI passes while no regression can land. Lower
 * it (or delete it) as sizes fall.
 */
export function readFrontends(listFile = join(root, 'frontends.json')) {
  const { frontends } = JSON.parse(readFileSync(listFile, 'utf8'));
  return frontends.map(({ name, dir, size }) => ({ name, dist: join(root, dir, 'dist'), size }));
}

/**
 * Both apps' builds treat calls of `z` as free of side effects (vite.config.ts `manualPureFunctions`), so the
 * zod schemas only the server reads leave nothing in the bundles. That is sound only while `z` is zod, in
 * @souk/core: a call of a function `z` anywhere else (a minified dependency) could be dropped.
 */
const PURE_CALLEE = /(?<![\w$.])z\s*(?:\.\s*[\w$]+\s*)?\(/;
const PURE_CALLEE_OWNER = /(?:^|[\\/])packages[\\/]core[\\/]src[\\/]/;
/** Comments may name `z.string()` and the like: only code counts. */
const COMMENTS = /\/\*[\s\S]*?\*\/|(?<![:\\])\/\/[^\n]*/g;

/** The sources of an app's chunks (from their maps) that call `z` but are not @souk/core's. */
function pureCalleeOutsideCore(app) {
  const offenders = new Set();
  for (const chunk of Object.values(app.manifest)) {
    const mapPath = join(app.dist, `${chunk.file}.map`);
    if (!existsSync(mapPath)) continue;
    const { sources = [], sourcesContent = [] } = JSON.parse(readFileSync(mapPath, 'utf8'));
    sources.forEach((source, index) => {
      const code = sourcesContent[index];
      if (typeof code !== 'string' || PURE_CALLEE_OWNER.test(source)) return;
      if (PURE_CALLEE.test(code.replace(COMMENTS, ''))) offenders.add(source);
    });
  }
  return [...offenders];
}

/** The manifest's chunks reachable from `keys`, following static imports (and dynamic ones when asked). */
export function closure(manifest, keys, { dynamic = false, stopAt = () => false } = {}) {
  const seen = new Set();
  const visit = (key, isStart) => {
    if (seen.has(key) || !manifest[key]) return;
    if (!isStart && stopAt(key)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next, false);
    if (dynamic) for (const next of manifest[key].dynamicImports ?? []) visit(next, false);
  };
  for (const key of keys) visit(key, true);
  return seen;
}

function gzipSize(distDir, file, cache) {
  if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
  return cache.get(file);
}

function jsSize(app, keys) {
  let total = 0;
  for (const key of keys) total += gzipSize(app.dist, app.manifest[key].file, app.cache);
  return total;
}

function readApp(dist) {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: build the app first (vite build with build.manifest)`);
  }
  return { dist, manifest: JSON.parse(readFileSync(manifestPath, 'utf8')), cache: new Map() };
}

const routeModules = (manifest) =>
  Object.keys(manifest)
    .filter((key) => key.startsWith(ROUTES_DIR))
    .sort();

/** Does this chunk hold a module of `pattern`? Read from its source map, else from the manifest's src. */
function holdsModule(app, key, pattern) {
  const chunk = app.manifest[key];
  if (chunk.src && pattern.test(`/${chunk.src}`)) return true;
  const mapPath = join(app.dist, `${chunk.file}.map`);
  if (!existsSync(mapPath)) return false;
  const { sources = [] } = JSON.parse(readFileSync(mapPath, 'utf8'));
  return sources.some((source) => pattern.test(`/${source}`));
}

function cssSize(app) {
  const files = new Set(Object.values(app.manifest).flatMap((chunk) => chunk.css ?? []));
  let total = 0;
  for (const file of files) total += gzipSize(app.dist, file, app.cache);
  return total;
}

function row(measure, size, budget) {
  const limit = budget.ratchet ?? budget.target;
  return { measure, size, target: budget.target, ratchet: budget.ratchet ?? null, ok: size <= limit };
}

/** The measures of one front end's build against its budgets (its `size` in frontends.json). */
function measureFrontend({ name, dist, size }) {
  const rows = [];
  const app = readApp(dist);
  const page = closure(app.manifest, [ENTRY, ...(size.page?.modules ?? [])]);
  if (size.page) rows.push(row(`${name} ${size.page.label}`, jsSize(app, page), size.page));

  const routes = routeModules(app.manifest);
  if (size.routes) {
    const parents = size.routes.parents ?? {};
    const layouts = new Set([...(size.page?.modules ?? []), ...Object.values(parents).flat()]);
    for (const route of routes.filter((key) => !layouts.has(key))) {
      const own = [...closure(app.manifest, [...(parents[route] ?? []), route])].filter(
        (key) => !page.has(key),
      );
      const label = route.slice(ROUTES_DIR.length).replace(/\.[jt]sx?$/, '');
      rows.push(row(`${name} route ${label} (beyond the page)`, jsSize(app, own), size.routes));
    }
  }

  // isolated modules (the payment SDKs): only the named routes may reach them, statically or by import()
  if (size.isolated) {
    const pattern = new RegExp(size.isolated.sources);
    const isRoute = (key) => key.startsWith(ROUTES_DIR);
    const starts = [
      [ENTRY],
      ...routes.filter((key) => !size.isolated.onlyFrom.includes(key)).map((key) => [key]),
    ];
    const offenders = [];
    for (const start of starts) {
      const reach = closure(app.manifest, start, { dynamic: true, stopAt: isRoute });
      if ([...reach].some((key) => holdsModule(app, key, pattern))) offenders.push(start[0]);
    }
    const only = size.isolated.onlyFrom.map((key) => key.slice(ROUTES_DIR.length).replace(/\.[jt]sx?$/, ''));
    rows.push({
      measure: `${name} ${size.isolated.label} reachable only from ${only.join(', ')}`,
      size: offenders.length === 0 ? 'none elsewhere' : `from ${offenders.join(', ')}`,
      target: `${only.join(', ')} only`,
      ratchet: null,
      ok: offenders.length === 0,
    });
  }

  // the message catalogues (issue 22): each language's a chunk of its own, loaded by the pages in that
  // language only, never part of a page's graph
  if (size.catalogues) {
    const pattern = new RegExp(size.catalogues.sources);
    for (const key of Object.keys(app.manifest).sort()) {
      const source = app.manifest[key].src ?? key;
      const language = pattern.exec(`/${source}`)?.[1];
      if (!language) continue;
      const measure = `${name} ${size.catalogues.label} ${language}`;
      if (page.has(key)) {
        rows.push({ measure, size: 'in the page', target: 'a chunk of its own', ratchet: null, ok: false });
      } else rows.push(row(measure, jsSize(app, [key]), size.catalogues));
    }
  }

  const offenders = pureCalleeOutsideCore(app);
  rows.push({
    measure: `${name}: \`z\` (built as pure) called only by @souk/core`,
    size: offenders.length === 0 ? 'core only' : `also ${offenders.join(', ')}`,
    target: 'core only',
    ratchet: null,
    ok: offenders.length === 0,
  });
  if (size.css) rows.push(row(`${name} CSS`, cssSize(app), size.css));
  return rows;
}

/** Every measure of every front end, from their builds. */
export function measure(frontends = readFrontends()) {
  return frontends.flatMap(measureFrontend);
}

/**
 * @souk/core as an adopter's bundler sees it: each budgeted entry point imported whole, and a few named
 * imports tree-shaken, bundled by esbuild (minified ESM, `@souk/core/…` resolved through the package's
 * `exports` to its build) and gzipped. Budgets: packages/core/size-budgets.json.
 */
export function measureCoreEntries(coreDir = join(root, 'packages/core')) {
  if (!existsSync(join(coreDir, 'dist/index.js'))) {
    throw new Error(`${coreDir}/dist is missing: build @souk/core first`);
  }
  const { entries, imports } = JSON.parse(readFileSync(join(coreDir, 'size-budgets.json'), 'utf8'));
  const bundled = (contents) => {
    const result = buildSync({
      stdin: { contents, resolveDir: coreDir, loader: 'js' },
      bundle: true,
      format: 'esm',
      minify: true,
      platform: 'neutral',
      write: false,
      logLevel: 'silent',
    });
    return gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
  };
  const rows = Object.entries(entries).map(([entry, budget]) =>
    row(`@souk/core/${entry}: the whole entry`, bundled(`export * from '@souk/core/${entry}';`), budget),
  );
  for (const { label, entry, names, target } of imports) {
    const source = `export { ${names.join(', ')} } from '@souk/core/${entry}';`;
    rows.push(row(`@souk/core ${label}`, bundled(source), { target }));
  }
  return rows;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const budgetText = (r) =>
  typeof r.target === 'string'
    ? r.target
    : r.ratchet === null
      ? kb(r.target)
      : `${kb(r.ratchet)} (ratchet, target ${kb(r.target)})`;

/** The rows as a plain-text table, or as Markdown for BENCHMARKS.md. */
export function format(rows, { markdown = false } = {}) {
  const cells = rows.map((r) => [
    r.measure,
    typeof r.size === 'number' ? kb(r.size) : r.size,
    budgetText(r),
    r.ok ? 'ok' : 'OVER',
  ]);
  const head = ['measure', 'size (gzip)', 'budget', 'ok'];
  if (markdown) {
    return [head, head.map(() => '---'), ...cells].map((line) => `| ${line.join(' | ')} |`).join('\n');
  }
  const widths = head.map((_, i) => Math.max(...[head, ...cells].map((line) => line[i].length)));
  return [head, ...cells].map((line) => line.map((cell, i) => cell.padEnd(widths[i])).join('  ')).join('\n');
}

function main(argv) {
  // `--dist <name>=<folder>` measures another build of a listed front end (the script's own tests)
  const dists = new Map();
  argv.forEach((arg, index) => {
    if (arg !== '--dist') return;
    const [name, folder] = (argv[index + 1] ?? '').split('=');
    if (name && folder) dists.set(name, resolve(folder));
  });
  const frontends = readFrontends().map((frontend) => ({
    ...frontend,
    dist: dists.get(frontend.name) ?? frontend.dist,
  }));
  // `--core <folder>` measures another build of @souk/core (the script's own tests)
  const coreIndex = argv.indexOf('--core');
  const coreDir = coreIndex >= 0 && argv[coreIndex + 1] ? resolve(argv[coreIndex + 1]) : undefined;
  const rows = [...measure(frontends), ...measureCoreEntries(coreDir)];
  console.log(format(rows, { markdown: argv.includes('--markdown') }));
  const over = rows.filter((r) => !r.ok);
  if (over.length > 0) {
    console.error(`\n${over.length} size budget(s) exceeded: ${over.map((r) => r.measure).join('; ')}`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
