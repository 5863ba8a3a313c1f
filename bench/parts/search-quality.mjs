import { spawn } from 'node:child_process';
import { API_DIR } from '../lib/server.mjs';
import { grouped } from '../lib/stats.mjs';
import { FULL_SIZE } from './search.mjs';

/**
 * The search quality suite (`apps/api/bench/search-quality.ts`, the api's `bench:search-quality`) at full
 * size: its targets become summary rows, its tables the details. It exits 1 when a target is missed;
 * here that is a row not met, like every other budget.
 */
export async function run({ log, products = FULL_SIZE }) {
  const args = [
    '--expose-gc',
    '--max-old-space-size=6144',
    '--conditions=@souk/source',
    '--import',
    'tsx',
    'bench/search-quality.ts',
    '--json',
    '--products',
    String(products),
  ];
  const { code, stdout } = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: API_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    // the suite's progress and tables, as it prints them
    child.stderr.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) log(`  ${line}`);
    });
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve({ code: exitCode, stdout: out }));
  });
  if (code !== 0 && code !== 1) throw new Error(`bench/search-quality.ts exited ${code}`);
  const result = JSON.parse(stdout);
  const size = `demo shops + ${grouped(products)} generated products`;
  return {
    rows: result.targets.map((target) => ({
      measure: `Search quality (${size}): ${target.target}`,
      budget: target.budget,
      figure: target.figure,
      met: target.met,
    })),
    details: [
      `\`pnpm bench:search-quality --products ${products}\` (\`apps/api/bench/search-quality.ts\`; how the cases are made: bench/NOTES.md). Quality is deterministic for a seed; the times are of this machine.`,
      '',
      ...result.markdown,
    ],
  };
}
