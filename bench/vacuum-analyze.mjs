// `node bench/vacuum-analyze.mjs <DATA_DIR>`: VACUUM ANALYZE the embedded database after a bulk insert, so
// the planner has statistics (the catalogue generator does not do it yet).

import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/server.mjs';

const { openDatabase } = await import(pathToFileURL(join(ROOT, 'apps/api/dist/db/client.js')).href);
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: node bench/vacuum-analyze.mjs <DATA_DIR>');
const database = await openDatabase({ dataDir });
const started = performance.now();
await database.db.execute('VACUUM ANALYZE');
console.log(`VACUUM ANALYZE in ${((performance.now() - started) / 1000).toFixed(1)} s`);
await database.close();
