import { startApi, tempDir } from '../lib/server.mjs';
import { median } from '../lib/stats.mjs';

const BUDGET_MS = 3000;
const RUNS = 3;

/** Spawn → first 200 of /api/health on the embedded database: a fresh DATA_DIR, then an existing one. */
export async function run({ log }) {
  const dirs = [];
  const first = [];
  const again = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const data = tempDir('start');
      dirs.push(data);
      const api = await startApi({ env: { DATA_DIR: data.dir }, label: 'api (first start)' });
      first.push(api.startMs);
      await api.stop();
      log(`  first start on an empty DATA_DIR #${i + 1}: ${Math.round(api.startMs)} ms`);
    }
    for (let i = 0; i < RUNS; i++) {
      const api = await startApi({ env: { DATA_DIR: dirs[0].dir }, label: 'api (restart)' });
      again.push(api.startMs);
      await api.stop();
      log(`  start on the existing demo DATA_DIR #${i + 1}: ${Math.round(api.startMs)} ms`);
    }
  } finally {
    for (const data of dirs) data.remove();
  }
  const row = (measure, values) => ({
    measure,
    budget: `≤ ${BUDGET_MS / 1000} s`,
    figure: `${(median(values) / 1000).toFixed(2)} s (median of ${values.length}: ${values.map((v) => (v / 1000).toFixed(2)).join(', ')} s)`,
    met: median(values) <= BUDGET_MS,
  });
  return {
    rows: [
      row('Start to first answer: existing demo DATA_DIR', again),
      row('Start to first answer: first start on an empty DATA_DIR (migrate + seed demo)', first),
    ],
    details: [
      `\`node apps/api/dist/server.js\` spawned with \`NODE_ENV=production\`; the clock stops at the first 200 of \`GET /api/health\` (polled every 5 ms). ${RUNS} first starts, each on a new empty DATA_DIR, then ${RUNS} restarts on the first one.`,
    ],
  };
}
