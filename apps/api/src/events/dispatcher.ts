import { and, asc, eq, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { events } from '../db/schema.js';
import { isDatabaseUnreachable } from '../lib/database-outage.js';
import { newId } from '../lib/ids.js';
import type { Logger } from '../lib/logger.js';
import type { DomainEvent, EventType } from './types.js';

/**
 * A reaction to domain events, run after the change committed. Delivery is at least once: a subscriber may
 * see an event again (after a crash or a lapsed claim), so it must be idempotent — e.g. a write keyed by the
 * event's id.
 */
export interface Subscriber {
  /** Stable and unique: recorded with each event it has taken. */
  readonly name: string;
  readonly types: readonly EventType[];
  handle(event: DomainEvent): Promise<void>;
}

export interface DispatcherOptions {
  db: Db;
  subscribers: readonly Subscriber[];
  log: Logger;
  /** This instance's name in claims (default a random id). */
  instanceId?: string;
  /**
   * A round that failed because the database cannot be reached goes here instead of the log (the server's
   * outage tracker logs one line per outage, not one per round).
   */
  onUnreachable?: (error: unknown) => void;
  /** How long a claim holds before another instance may take the event over (a dead instance's lapses). */
  leaseMs?: number;
  /** A delivery that takes longer counts as failed (its subscriber is tried again later); default half the lease. */
  deliveryTimeoutMs?: number;
  /** Events claimed at once. */
  batchSize?: number;
  /** Failed rounds before an event is given up on (`failed`) and logged. */
  maxAttempts?: number;
  /** The wait after the n-th failed round (1 s, 2 s, 4 s … up to 10 minutes by default). */
  retryDelayMs?: (attempt: number) => number;
  /** The clock, swappable in tests. */
  now?: () => Date;
}

export interface Dispatcher {
  /** Claims the events due now and delivers them; answers how many it claimed. */
  runOnce(): Promise<number>;
  /** Delivers in the background: at once when there was work, else every `intervalMs`. */
  start(intervalMs?: number): void;
  /** Stops the background loop and waits for the round in flight. */
  stop(): Promise<void>;
}

type EventRow = typeof events.$inferSelect;

/** The handler's promise, or a rejection once `ms` pass: a hung subscriber must not hold the loop. */
function withTimeout<T>(work: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const defaultRetryDelay = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 10 * 60_000);

/**
 * The outbox's delivery (the transactional outbox pattern): events written with their change are claimed
 * after commit — `FOR UPDATE SKIP LOCKED` under a lease, so several API instances never deliver one event
 * at once and a dead instance's claim lapses — and handed to every subscriber of their type that has not
 * taken them yet. Each subscriber's success is recorded as it happens, so a retry (after a failure, a crash
 * or a restart) delivers only to those still missing; when all have it the event is `done`. A failing
 * subscriber is retried with growing waits, `maxAttempts` times, then the event is `failed` and logged.
 */
export function createDispatcher({
  db,
  subscribers,
  log,
  onUnreachable,
  instanceId = newId(),
  leaseMs = 30_000,
  deliveryTimeoutMs = leaseMs / 2,
  batchSize = 20,
  maxAttempts = 10,
  retryDelayMs = defaultRetryDelay,
  now = () => new Date(),
}: DispatcherOptions): Dispatcher {
  const names = new Set<string>();
  for (const subscriber of subscribers) {
    if (names.has(subscriber.name)) throw new Error(`two subscribers are named ${subscriber.name}`);
    names.add(subscriber.name);
  }

  async function claim(): Promise<EventRow[]> {
    const at = now();
    const due = db
      .select({ id: events.id })
      .from(events)
      .where(
        and(
          eq(events.status, 'pending'),
          // the database's clock too: an event written a moment ago carries microseconds this clock lacks
          lte(events.nextAttemptAt, sql`greatest(statement_timestamp(), ${at.toISOString()}::timestamptz)`),
          or(isNull(events.lockedUntil), lt(events.lockedUntil, at)),
        ),
      )
      .orderBy(asc(events.createdAt), asc(events.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    // one statement: the rows are claimed as they are chosen (an update, so the catalogue cache ignores it)
    return db
      .update(events)
      .set({ lockedBy: instanceId, lockedUntil: new Date(at.getTime() + leaseMs) })
      .where(inArray(events.id, due))
      .returning();
  }

  /** Still ours: a lapsed claim taken over by another instance records nothing more. */
  const ours = (id: string): SQL => and(eq(events.id, id), eq(events.lockedBy, instanceId)) as SQL;

  async function deliver(row: EventRow): Promise<void> {
    const event = {
      id: row.id,
      type: row.type,
      payload: row.payload,
      createdAt: row.createdAt,
    } as DomainEvent;
    const delivered = new Set(row.deliveredTo);
    for (const subscriber of subscribers) {
      if (!subscriber.types.includes(row.type as EventType) || delivered.has(subscriber.name)) continue;
      try {
        await withTimeout(subscriber.handle(event), deliveryTimeoutMs, subscriber.name);
      } catch (error) {
        const attempts = row.attempts + 1;
        const gaveUp = attempts >= maxAttempts;
        const message = error instanceof Error ? error.message : String(error);
        log[gaveUp ? 'error' : 'warn'](
          { eventId: row.id, type: row.type, subscriber: subscriber.name, attempts, err: error },
          gaveUp ? 'event delivery failed for good' : 'event delivery failed; will retry',
        );
        await db
          .update(events)
          .set({
            attempts,
            status: gaveUp ? 'failed' : 'pending',
            lastError: `${subscriber.name}: ${message}`.slice(0, 2000),
            nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)),
            lockedBy: null,
            lockedUntil: null,
          })
          .where(ours(row.id));
        return;
      }
      delivered.add(subscriber.name);
      await db
        .update(events)
        .set({ deliveredTo: sql`${events.deliveredTo} || ${JSON.stringify([subscriber.name])}::jsonb` })
        .where(ours(row.id));
    }
    await db
      .update(events)
      .set({ status: 'done', doneAt: now(), lockedBy: null, lockedUntil: null })
      .where(ours(row.id));
  }

  async function runOnce(): Promise<number> {
    const claimed = await claim();
    for (const row of claimed) await deliver(row);
    return claimed.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  const loop = (intervalMs: number) => {
    running = runOnce()
      .catch((error: unknown) => {
        if (onUnreachable && isDatabaseUnreachable(error)) onUnreachable(error);
        else log.error({ err: error }, 'event dispatch round failed');
        return 0;
      })
      .then((claimed) => {
        if (stopped) return;
        timer = setTimeout(() => loop(intervalMs), claimed === batchSize ? 0 : intervalMs);
      });
  };

  return {
    runOnce,
    start(intervalMs = 1000) {
      if (!stopped) return;
      stopped = false;
      loop(intervalMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
