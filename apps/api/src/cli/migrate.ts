import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';

/** `pnpm --filter @souk/api db:migrate`: applies the migrations to the configured database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase(config);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  const where =
    database.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
  console.log(`Migrated ${where} in ${Math.round(performance.now() - started)} ms.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
