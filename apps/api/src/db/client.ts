import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One Drizzle type for both drivers: every query and transaction is written once. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Session settings of every connection, on both drivers. Searches cap their matches with a `LIMIT` over
 * an unordered scan, which reads rows in storage order — unless synchronized sequential scans (on by
 * default for tables larger than a quarter of shared_buffers, ≈ 30 000 products) start each scan where the
 * previous one stopped: then the capped matches, and so the pages of a broad search, would change from
 * one request to the next.
 */
const SESSION_SETTINGS = ['-c', 'synchronize_seqscans=off'];

/** Options of every PGlite instance: the extensions the migrations need and the session settings. */
export const PGLITE_OPTIONS = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, ...SESSION_SETTINGS],
};

/** Wraps an open PGlite instance (a data folder, memory, or a restored dump). */
export function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/** Connects to PostgreSQL with a pool. */
export function postgresDatabase(url: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    options: SESSION_SETTINGS.join(' '),
  });
  // an idle connection dropped by the server (restart, admin command) must not crash the process
  pool.on('error', (error) => {
    console.error(`PostgreSQL pool: idle connection lost (${error.message})`);
  });
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}

/**
 * The database of the configuration: PostgreSQL when `databaseUrl` is set, else the embedded PGlite in
 * `dataDir/pglite` — a fresh machine needs no database server.
 */
export async function openDatabase(config: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl) return postgresDatabase(config.databaseUrl);
  const dir = `${config.dataDir}/pglite`;
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, PGLITE_OPTIONS);
  return pgliteDatabase(client);
}
