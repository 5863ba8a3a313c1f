import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { LimitStore } from './limit-store.js';

export interface RedisLimitStoreOptions {
  /** Start of every key (`souk:`); tests give each run its own. */
  prefix?: string;
  now?: () => number;
}

// KEYS[1] the count; ARGV now, window. A hash { hits, reset } expiring with its window.
const HIT = `
local reset = tonumber(redis.call('HGET', KEYS[1], 'reset') or '0')
local now = tonumber(ARGV[1])
if reset <= now then
  reset = now + tonumber(ARGV[2])
  redis.call('HSET', KEYS[1], 'hits', 1, 'reset', reset)
  redis.call('PEXPIRE', KEYS[1], reset - now)
  return {1, reset - now}
end
return {redis.call('HINCRBY', KEYS[1], 'hits', 1), reset - now}
`;

// KEYS[1] the events, a sorted set of ids scored by time; ARGV now, window, id. Answers the earlier scores.
const RECORD = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local prior = redis.call('ZRANGE', KEYS[1], 0, -1, 'WITHSCORES')
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
local times = {}
for index = 2, #prior, 2 do times[#times + 1] = prior[index] end
return times
`;

/**
 * Limits counted in Redis, shared by every server that names it (REDIS_URL): `{prefix}hits:{key}` hashes
 * for window counts and `{prefix}events:{key}` sorted sets for events, each changed by one Lua script
 * (atomic) and expiring with its window. Commands are not queued while Redis is away: they fail at once
 * (the limits then fail open, `fail-open.ts`) and the client reconnects in the background.
 */
export async function createRedisLimitStore(
  url: string,
  { prefix = 'souk:', now = Date.now }: RedisLimitStoreOptions = {},
): Promise<LimitStore> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  // failures are reported by the operations that meet them, once per outage
  redis.on('error', () => {});
  // unreachable now, it is retried in the background; meanwhile every operation fails at once
  await redis.connect().catch(() => {});

  const hits = (key: string) => `${prefix}hits:${key}`;
  const events = (key: string) => `${prefix}events:${key}`;

  return {
    kind: 'redis',
    now,
    async hit(key, windowMs) {
      const [count, resetInMs] = (await redis.eval(HIT, 1, hits(key), now(), windowMs)) as [number, number];
      return { hits: count, resetInMs };
    },
    async record(key, windowMs) {
      const id = randomUUID();
      const prior = (await redis.eval(RECORD, 1, events(key), now(), windowMs, id)) as string[];
      return { id, prior: prior.map(Number) };
    },
    async recent(key, windowMs) {
      const times = await redis.zrangebyscore(events(key), `(${now() - windowMs}`, '+inf', 'WITHSCORES');
      return times.filter((_, index) => index % 2 === 1).map(Number);
    },
    async remove(key, id) {
      await redis.zrem(events(key), id);
    },
    async clear(key) {
      await redis.del(events(key), hits(key));
    },
    async close() {
      redis.disconnect();
    },
  };
}
