import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import {
  type Database,
  type Db,
  PGLITE_OPTIONS,
  pgliteDatabase,
  postgresDatabase,
} from '../src/db/client.js';
import type { App } from '../src/types.js';
import { databaseUrl } from './postgres-url.js';

export type Driver = 'pglite' | 'postgres';

export interface TestContext {
  app: App;
  db: Db;
  database: Database;
  driver: Driver;
  config: Config;
  /** The PostgreSQL database's URL (postgres project only), for another process to open it. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/** The database this test project runs on (vitest projects `pglite` and `postgres`). */
export const driver: Driver = process.env.SOUK_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

async function openTestDatabase(): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  if (driver === 'pglite') {
    const dump = readFileSync(inject('pgliteDump'));
    const client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: new Blob([dump]) });
    return { database: pgliteDatabase(client), drop: async () => {} };
  }
  const { url, template } = inject('postgresTemplate');
  const name = `${template}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  await admin.end();
  return {
    url: databaseUrl(name),
    database: postgresDatabase(databaseUrl(name), { max: 20 }),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** A server on a fresh, migrated, empty database; requests go through `app.inject` (real HTTP semantics). */
export async function createTestContext(
  overrides: Partial<Record<string, string>> = {},
): Promise<TestContext> {
  const { database, url, drop } = await openTestDatabase();
  // each server its own media folder: what one test stores, another does not see
  const mediaDir = overrides.MEDIA_DIR ?? (await mkdtemp(join(tmpdir(), 'souk-test-media-')));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/souk-test-unused',
    MEDIA_DIR: mediaDir,
    ...overrides,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    driver,
    config,
    databaseUrl: url,
    async close() {
      await app.close();
      await database.close();
      await drop();
      if (!overrides.MEDIA_DIR) await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
