import type { Config } from '../config.js';
import { failOpen, type OutageLog } from '../lib/limits/fail-open.js';
import type { LimitStore } from '../lib/limits/limit-store.js';
import { createMemoryLimitStore } from '../lib/limits/memory-limit-store.js';
import { createRedisLimitStore } from '../lib/limits/redis-limit-store.js';
import type { Database } from './client.js';
import { createPostgresLimitStore } from './postgres-limit-store.js';

/**
 * The limits' store, chosen at start-up: Redis when REDIS_URL is set, else PostgreSQL when the database is
 * (every server on it counts together), else memory (the embedded database has one server). Failing open.
 */
export async function createLimitStore(
  config: Pick<Config, 'redisUrl'>,
  database: Pick<Database, 'driver' | 'db'>,
  log: OutageLog,
): Promise<LimitStore> {
  const store = await chosenStore(config, database, log);
  log.info(`limits: counted in ${store.kind}`);
  return store;
}

async function chosenStore(
  config: Pick<Config, 'redisUrl'>,
  database: Pick<Database, 'driver' | 'db'>,
  log: OutageLog,
): Promise<LimitStore> {
  if (config.redisUrl) {
    // unreachable at start-up, the first limit checked says so (one line) and the client keeps trying
    return failOpen(await createRedisLimitStore(config.redisUrl), log);
  }
  if (database.driver === 'postgres') return failOpen(createPostgresLimitStore(database.db), log);
  return createMemoryLimitStore();
}
