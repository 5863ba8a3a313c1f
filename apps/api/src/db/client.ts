import { mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { CatalogueVersion, changesCatalogue } from './catalogue-version.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One Drizzle type for both drivers: every query and transaction is written once. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Bumped after every committed write that can change a public catalogue read (the response cache's key). */
  catalogueVersion: CatalogueVersion;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Where a pooled connection's loss (PostgreSQL restarted or cut away), and any other failure to reach the
   * database reported with `unreachable`, goes instead of the console: the server's outage tracker, which
   * logs once per outage. PGlite has no connection to lose.
   */
  onUnreachable(listener: (error: unknown) => void): void;
  /** Reports that the database could not be reached (a background job's failed round). */
  unreachable(error: unknown): void;
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

type QueryText = string | { text?: unknown } | undefined;
const textOf = (query: QueryText): string =>
  typeof query === 'string' ? query : typeof query?.text === 'string' ? query.text : '';

/** Bumps the version after a catalogue write: at once outside a transaction, after the transaction inside one. */
function trackPglite(client: PGlite, version: CatalogueVersion): void {
  const run =
    <A extends unknown[], R>(
      call: (...args: A) => Promise<R>,
      onWrite: () => void,
    ): ((...args: A) => Promise<R>) =>
    async (...args) => {
      const result = await call(...args);
      if (changesCatalogue(textOf(args[0] as QueryText))) onWrite();
      return result;
    };
  const bump = () => version.bump();
  client.query = run(client.query.bind(client), bump) as typeof client.query;
  client.exec = run(client.exec.bind(client), bump);
  const transaction = client.transaction.bind(client);
  client.transaction = async (callback) => {
    let wrote = false;
    const onWrite = () => {
      wrote = true;
    };
    try {
      return await transaction((tx) => {
        tx.query = run(tx.query.bind(tx), onWrite) as typeof tx.query;
        tx.exec = run(tx.exec.bind(tx), onWrite);
        return callback(tx);
      });
    } finally {
      if (wrote) version.bump();
    }
  };
}

/** The same for a pooled PostgreSQL connection, which sees `begin` … `commit` as plain statements. */
function trackPostgres(client: pg.PoolClient, version: CatalogueVersion): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let inTransaction = false;
  let wrote = false;
  const settle = (text: string) => {
    const head = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase();
    if (head === 'begin') {
      inTransaction = true;
      wrote = false;
    } else if (head === 'commit' || head === 'rollback') {
      inTransaction = false;
      if (wrote) version.bump();
      wrote = false;
    } else if (changesCatalogue(text)) {
      if (inTransaction) wrote = true;
      else version.bump();
    }
  };
  const tracked = (...args: unknown[]): unknown => {
    const text = textOf(args[0] as QueryText);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (...results: unknown[]) => {
        settle(text);
        return callback(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.finally(() => settle(text));
  };
  client.query = tracked as typeof client.query;
}

const preparedQueries = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query built once per database handle (or transaction) and prepared under `name`: later calls only bind
 * their values (Drizzle `sql.placeholder`), and PostgreSQL parses and plans the named statement once per
 * connection instead of on every call. `build` must always build the same statement for one name.
 * @example prepared(db, 'order_by_id', (db, name) => db.select().from(orders).where(eq(orders.id, sql.placeholder('id'))).prepare(name))
 */
export function prepared<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let queries = preparedQueries.get(db);
  if (!queries) {
    queries = new Map();
    preparedQueries.set(db, queries);
  }
  if (!queries.has(name)) queries.set(name, build(db, name));
  return queries.get(name) as T;
}

/** Wraps an open PGlite instance (a data folder, memory, or a restored dump). */
export function pgliteDatabase(client: PGlite): Database {
  const catalogueVersion = new CatalogueVersion();
  trackPglite(client, catalogueVersion);
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    catalogueVersion,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    onUnreachable: () => {},
    unreachable: () => {},
  };
}

/** How long a request waits for a new connection before the outage is answered 503 (not a hanging request). */
export const CONNECT_TIMEOUT_MS = 3000;

/**
 * Connects to PostgreSQL with a pool. A connection that cannot be made within `connectTimeoutMs` fails
 * the request (answered 503); a lost connection is dropped by the pool and the next request opens a new
 * one, so the server recovers by itself once PostgreSQL answers again.
 */
export function postgresDatabase(
  url: string,
  options: { max?: number; connectTimeoutMs?: number } = {},
): Database {
  const connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  // the timeout bounds opening a connection only: the pool's own `connectionTimeoutMillis` would also fail
  // requests waiting for a busy pool under load, and a busy database is not an unreachable one
  class TimedClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectTimeoutMs });
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    options: SESSION_SETTINGS.join(' '),
    Client: TimedClient,
    // a peer that vanished without closing (a cut network) is noticed by TCP keepalive
    keepAlive: true,
  });
  const unreachableListeners: ((error: unknown) => void)[] = [];
  const unreachable = (error: unknown) => {
    for (const listener of unreachableListeners) listener(error);
  };
  // an idle connection dropped by the server (restart, admin command) must not crash the process
  pool.on('error', (error) => {
    if (unreachableListeners.length === 0)
      console.error(`PostgreSQL pool: idle connection lost (${error.message})`);
    unreachable(error);
  });
  const catalogueVersion = new CatalogueVersion();
  pool.on('connect', (client) => trackPostgres(client, catalogueVersion));
  const db = drizzleNodePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    catalogueVersion,
    migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
    onUnreachable: (listener) => {
      unreachableListeners.push(listener);
    },
    unreachable,
  };
}

export interface OpenOptions {
  /**
   * Fills a folder that becomes the empty PGlite data folder (e.g. with the demo template) and tells whether
   * it did; a folder it cannot fill, or that then does not start, is created by initdb as without a template.
   */
  template?: (dir: string) => boolean | Promise<boolean>;
}

/**
 * The database of the configuration: PostgreSQL when `databaseUrl` is set, else the embedded PGlite in
 * `dataDir/pglite` — a fresh machine needs no database server. An empty PGlite folder starts from
 * `options.template` when it fills it, else from initdb.
 */
export async function openDatabase(
  config: {
    databaseUrl?: string | undefined;
    dataDir: string;
  },
  options: OpenOptions = {},
): Promise<Database> {
  if (config.databaseUrl) return postgresDatabase(config.databaseUrl);
  const dir = `${config.dataDir}/pglite`;
  mkdirSync(dir, { recursive: true });
  if (options.template && readdirSync(dir).length === 0) {
    // filled beside the folder and renamed into place: a start interrupted half-way leaves it empty
    const staging = `${dir}.template-${process.pid}`;
    let moved = false;
    try {
      rmSync(staging, { recursive: true, force: true });
      mkdirSync(staging);
      if (await options.template(staging)) {
        rmdirSync(dir);
        renameSync(staging, dir);
        moved = true;
        return pgliteDatabase(await PGlite.create(dir, PGLITE_OPTIONS));
      }
    } catch (error) {
      console.warn(`PGlite: template not used (${(error as Error).message}); creating the database instead`);
      // only what the template put there is removed
      if (moved) rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
  const client = await PGlite.create(dir, PGLITE_OPTIONS);
  return pgliteDatabase(client);
}
