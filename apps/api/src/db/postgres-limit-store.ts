import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { LimitStore } from '../lib/limits/limit-store.js';
import type { Db } from './client.js';
import { limitCounters, limitEvents } from './schema.js';

export interface PostgresLimitStoreOptions {
  now?: () => number;
  /** How often at most rows past their window are purged, for keys no request touches again. */
  purgeEveryMs?: number;
}

/**
 * Limits counted in PostgreSQL, shared by every server on the database: window counts in `limit_counters`
 * (one `INSERT … ON CONFLICT … RETURNING`, atomic on the row), events in `limit_events` (a transaction
 * holding an advisory lock on the key, so each record sees every event recorded before it). Times are the
 * servers' clocks, as with the other stores. A key's old events go as it records; at most once a minute
 * the counts past their window, and the events older than the longest window seen, of all keys go too.
 */
export function createPostgresLimitStore(
  db: Db,
  { now = Date.now, purgeEveryMs = 60_000 }: PostgresLimitStoreOptions = {},
): LimitStore {
  // the longest window seen: events older than it belong to no window any more
  let longestWindowMs = 0;
  let nextPurgeAt = now() + purgeEveryMs;

  async function purgeNowAndThen(): Promise<void> {
    const at = now();
    if (at < nextPurgeAt) return;
    nextPurgeAt = at + purgeEveryMs;
    await db.delete(limitCounters).where(lte(limitCounters.resetAt, new Date(at)));
    if (longestWindowMs > 0)
      await db.delete(limitEvents).where(lte(limitEvents.at, new Date(at - longestWindowMs)));
  }

  return {
    kind: 'postgres',
    now,
    async hit(key, windowMs) {
      await purgeNowAndThen();
      const at = new Date(now());
      const resetAt = new Date(at.getTime() + windowMs);
      const expired = sql`${limitCounters.resetAt} <= ${at}`;
      const [row] = await db
        .insert(limitCounters)
        .values({ key, hits: 1, resetAt })
        .onConflictDoUpdate({
          target: limitCounters.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${limitCounters.hits} + 1 end`,
            resetAt: sql`case when ${expired} then excluded.reset_at else ${limitCounters.resetAt} end`,
          },
        })
        .returning({ hits: limitCounters.hits, resetAt: limitCounters.resetAt });
      if (!row) throw new Error(`limit counter ${key} was not written`);
      return { hits: row.hits, resetInMs: row.resetAt.getTime() - at.getTime() };
    },
    async record(key, windowMs) {
      longestWindowMs = Math.max(longestWindowMs, windowMs);
      await purgeNowAndThen();
      const id = randomUUID();
      const prior = await db.transaction(async (tx) => {
        // one writer per key at a time: the count a record sees cannot miss a concurrent one
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`limit:${key}`}, 0))`);
        const at = now();
        await tx
          .delete(limitEvents)
          .where(and(eq(limitEvents.key, key), lte(limitEvents.at, new Date(at - windowMs))));
        const rows = await tx
          .select({ at: limitEvents.at })
          .from(limitEvents)
          .where(eq(limitEvents.key, key))
          .orderBy(asc(limitEvents.at));
        await tx.insert(limitEvents).values({ id, key, at: new Date(at) });
        return rows.map((row) => row.at.getTime());
      });
      return { id, prior };
    },
    async recent(key, windowMs) {
      const rows = await db
        .select({ at: limitEvents.at })
        .from(limitEvents)
        .where(and(eq(limitEvents.key, key), gt(limitEvents.at, new Date(now() - windowMs))))
        .orderBy(asc(limitEvents.at));
      return rows.map((row) => row.at.getTime());
    },
    async remove(key, id) {
      await db.delete(limitEvents).where(and(eq(limitEvents.key, key), eq(limitEvents.id, id)));
    },
    async clear(key) {
      await db.delete(limitEvents).where(eq(limitEvents.key, key));
      await db.delete(limitCounters).where(eq(limitCounters.key, key));
    },
    async close() {},
  };
}
