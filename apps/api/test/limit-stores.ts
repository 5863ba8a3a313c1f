import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createPostgresLimitStore } from '../src/db/postgres-limit-store.js';
import { limitCounters, limitEvents } from '../src/db/schema.js';
import type { LimitStore } from '../src/lib/limits/limit-store.js';
import { createMemoryLimitStore } from '../src/lib/limits/memory-limit-store.js';
import { createRedisLimitStore } from '../src/lib/limits/redis-limit-store.js';
import { createTestContext, driver, type TestContext } from './harness.js';

/** The Redis tests talk to: `SOUK_TEST_REDIS_URL`, else the one running on the dev and CI machines. */
export const REDIS_URL = process.env.SOUK_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether Redis answers. Unreachable, its tests are skipped with a warning on a laptop; in CI (`CI` set)
 * this throws: there every store must be exercised.
 */
export async function redisReachable(): Promise<boolean> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch (error) {
    if (process.env.CI)
      throw new Error(`Redis is not reachable at ${REDIS_URL}; CI tests every limit store on it.`);
    console.warn(
      `\n⚠ Redis not reachable at ${REDIS_URL} (${String(error)}): its limit store tests are skipped.\n`,
    );
    return false;
  } finally {
    redis.disconnect();
  }
}

/** A kind of store under test: a fresh, empty store per call, on the given clock; `cleanup` removes them all. */
export interface StoreKind {
  name: LimitStore['kind'];
  open(now?: () => number): Promise<LimitStore>;
  cleanup(): Promise<void>;
}

export function memoryKind(): StoreKind {
  return {
    name: 'memory',
    open: async (now) => createMemoryLimitStore({ ...(now ? { now } : {}) }),
    cleanup: async () => {},
  };
}

/**
 * PostgreSQL (the postgres project only): a throw-away database; each store opened empties the tables,
 * as the tests of a file run one after another.
 */
export function postgresKind(): StoreKind {
  let ctx: TestContext | undefined;
  return {
    name: 'postgres',
    async open(now) {
      ctx ??= await createTestContext();
      await ctx.db.delete(limitEvents);
      await ctx.db.delete(limitCounters);
      return createPostgresLimitStore(ctx.db, { ...(now ? { now } : {}) });
    },
    async cleanup() {
      await ctx?.close();
    },
  };
}

/** Redis: each store under a prefix of its own (`souk-test:{uuid}:`), its keys deleted at the end. */
export function redisKind(): StoreKind {
  const opened: { store: LimitStore; prefix: string }[] = [];
  return {
    name: 'redis',
    async open(now) {
      const prefix = `souk-test:${randomUUID()}:`;
      const store = await createRedisLimitStore(REDIS_URL, { prefix, ...(now ? { now } : {}) });
      opened.push({ store, prefix });
      return store;
    },
    async cleanup() {
      const redis = new Redis(REDIS_URL);
      for (const { store, prefix } of opened) {
        await store.close();
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
      }
      redis.disconnect();
    },
  };
}

/** The kinds this project can test: memory always, PostgreSQL on the postgres project, Redis when reachable. */
export async function storeKinds(): Promise<StoreKind[]> {
  return [
    memoryKind(),
    ...(driver === 'postgres' ? [postgresKind()] : []),
    ...((await redisReachable()) ? [redisKind()] : []),
  ];
}
