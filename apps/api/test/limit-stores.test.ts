import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresLimitStore } from '../src/db/postgres-limit-store.js';
import { limitCounters, limitEvents } from '../src/db/schema.js';
import { createAttemptLimiter } from '../src/lib/attempt-limiter.js';
import { failOpen } from '../src/lib/limits/fail-open.js';
import { createRedisLimitStore } from '../src/lib/limits/redis-limit-store.js';
import { createLoginThrottle } from '../src/lib/login-throttle.js';
import { createTestContext, driver, type TestContext } from './harness.js';
import { storeKinds } from './limit-stores.js';

const kinds = await storeKinds();

/** A clock the test moves; it starts at the real time, as Redis expires keys on its own. */
function testClock() {
  const clock = { at: Date.now() };
  return { clock, now: () => clock.at };
}

/**
 * The contract every limit store keeps (memory, PostgreSQL, Redis): fixed-window counts, sliding-window
 * events, and atomic answers when many requests (from several servers) hit one key at once.
 */
describe.each(kinds)('the $name limit store', (kind) => {
  afterAll(() => kind.cleanup());

  it('counts hits of a key in a fixed window, then starts again', async () => {
    const { clock, now } = testClock();
    const store = await kind.open(now);
    expect(await store.hit('rate:a', 60_000)).toEqual({ hits: 1, resetInMs: 60_000 });
    clock.at += 10_000;
    expect(await store.hit('rate:a', 60_000)).toEqual({ hits: 2, resetInMs: 50_000 });
    expect(await store.hit('rate:b', 60_000)).toEqual({ hits: 1, resetInMs: 60_000 });
    clock.at += 50_000;
    expect(await store.hit('rate:a', 60_000)).toEqual({ hits: 1, resetInMs: 60_000 });
  });

  it('records events in a sliding window, each seeing the earlier ones still inside it', async () => {
    const { clock, now } = testClock();
    const start = clock.at;
    const store = await kind.open(now);
    expect((await store.record('login:a', 60_000)).prior).toEqual([]);
    clock.at += 1000;
    expect((await store.record('login:a', 60_000)).prior).toEqual([start]);
    clock.at += 1000;
    const third = await store.record('login:a', 60_000);
    expect(third.prior).toEqual([start, start + 1000]);
    expect(await store.recent('login:a', 60_000)).toEqual([start, start + 1000, start + 2000]);
    expect(await store.recent('login:b', 60_000)).toEqual([]);
    clock.at = start + 60_000; // the first event leaves the window
    expect(await store.recent('login:a', 60_000)).toEqual([start + 1000, start + 2000]);
    expect((await store.record('login:a', 60_000)).prior).toEqual([start + 1000, start + 2000]);
  });

  it('forgets one event by its id, or everything of a key', async () => {
    const { clock, now } = testClock();
    const start = clock.at;
    const store = await kind.open(now);
    await store.record('login:a', 60_000);
    clock.at += 1000;
    const second = await store.record('login:a', 60_000);
    await store.hit('login:a', 60_000);
    await store.remove('login:a', second.id);
    expect(await store.recent('login:a', 60_000)).toEqual([start]);
    await store.clear('login:a');
    expect(await store.recent('login:a', 60_000)).toEqual([]);
    expect((await store.hit('login:a', 60_000)).hits).toBe(1);
  });

  it('lets exactly 10 of 50 simultaneous hits through a limit of 10', async () => {
    const store = await kind.open();
    const answers = await Promise.all(Array.from({ length: 50 }, () => store.hit('rate:burst', 60_000)));
    expect(answers.filter((answer) => answer.hits <= 10)).toHaveLength(10);
    expect(answers.map((answer) => answer.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
  });

  it('lets exactly 10 of 50 simultaneous events through a sliding limit of 10', async () => {
    const store = await kind.open();
    const allowed = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const event = await store.record('login:burst', 60_000);
        if (event.prior.length < 10) return true;
        await store.remove('login:burst', event.id);
        return false;
      }),
    );
    expect(allowed.filter(Boolean)).toHaveLength(10);
    expect(await store.recent('login:burst', 60_000)).toHaveLength(10);
  });

  it('throttles 50 simultaneous sign-ins of one account from one address to the free failures', async () => {
    const store = await kind.open();
    const throttle = createLoginThrottle(store, 'login', {
      freeFailures: 3,
      baseDelayMs: 1000,
      maxDelayMs: 60_000,
      addressMaxFailures: 30,
      windowMs: 3_600_000,
    });
    const attempts = await Promise.all(Array.from({ length: 50 }, () => throttle.attempt('ann', '10.0.0.1')));
    expect(attempts.filter((attempt) => attempt.waitMs === 0)).toHaveLength(3);
    expect((await throttle.attempt('ann', '10.0.0.2')).waitMs).toBe(0);
  });

  it('keeps the failures of two limits with the same key apart', async () => {
    const store = await kind.open();
    const register = createAttemptLimiter(store, 'register', { maxFailures: 1, windowMs: 60_000 });
    const signup = createAttemptLimiter(store, 'signup', { maxFailures: 1, windowMs: 60_000 });
    await register.recordFailure('ann@example.com');
    expect(await register.isBlocked('ann@example.com')).toBe(true);
    expect(await signup.isBlocked('ann@example.com')).toBe(false);
  });
});

describe('a limit store that cannot be reached', () => {
  it('counts nothing (fails open) and logs one line for the outage, not one per call', async () => {
    const lines: string[] = [];
    const log = {
      warn: (line: string) => lines.push(`warn ${line}`),
      info: (line: string) => lines.push(`info ${line}`),
    };
    // nothing listens on port 1: every command fails at once
    const store = failOpen(await createRedisLimitStore('redis://127.0.0.1:1'), log);
    try {
      for (let call = 0; call < 5; call++) expect((await store.hit('rate:a', 60_000)).hits).toBe(0);
      expect((await store.record('login:a', 60_000)).prior).toEqual([]);
      expect(await store.recent('login:a', 60_000)).toEqual([]);
      const throttle = createLoginThrottle(store, 'login', {
        freeFailures: 1,
        baseDelayMs: 1000,
        maxDelayMs: 60_000,
        addressMaxFailures: 1,
        windowMs: 60_000,
      });
      expect((await throttle.attempt('ann', '10.0.0.1')).waitMs).toBe(0);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^warn limits: the redis store is unreachable/);
    } finally {
      await store.close();
    }
  });
});

describe.skipIf(driver === 'pglite')('the PostgreSQL limit store’s purge', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('deletes, now and then, the rows of keys no request touches again once past their window', async () => {
    const { clock, now } = testClock();
    const store = createPostgresLimitStore(ctx.db, { now, purgeEveryMs: 60_000 });
    await store.record('login:gone', 3_600_000);
    await store.hit('rate:gone', 60_000);
    clock.at += 90 * 60_000;
    // events are purged past the longest window the store has seen (the table does not hold each one's)
    await store.record('login:kept', 3_600_000);
    await store.hit('rate:kept', 60_000);
    const keys = async () => ({
      events: (await ctx.db.select({ key: limitEvents.key }).from(limitEvents)).map((row) => row.key).sort(),
      counters: (await ctx.db.select({ key: limitCounters.key }).from(limitCounters))
        .map((row) => row.key)
        .sort(),
    });
    expect(await keys()).toEqual({ events: ['login:kept'], counters: ['rate:kept'] });
  });
});

const redisServer = spawnSync('redis-server', ['--version']).status === 0;

/** A Redis of the test's own, stopped and started again: an outage and its end, each told once. */
describe.skipIf(!redisServer)('a limit store whose Redis goes away and comes back', () => {
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill();
  });

  it('fails open during the outage, and logs one line when it starts and one when it ends', async () => {
    const port = await freePort();
    const lines: string[] = [];
    const log = { warn: () => lines.push('warn'), info: () => lines.push('info') };
    const store = failOpen(await createRedisLimitStore(`redis://127.0.0.1:${port}`), log);
    /** Calls until the store answers as wanted (the client reconnects on its own schedule). */
    const until = async (wanted: (hits: number) => boolean) => {
      for (let attempt = 0; attempt < 200; attempt++) {
        if (wanted((await store.hit('rate:a', 60_000)).hits)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('the store never answered as expected');
    };
    try {
      expect((await store.hit('rate:a', 60_000)).hits).toBe(0);
      server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      await until((hits) => hits > 0);
      expect((await store.hit('rate:a', 60_000)).hits).toBeGreaterThan(1);
      const stopped = once(server, 'exit');
      server.kill();
      await stopped;
      await until((hits) => hits === 0);
      for (let call = 0; call < 5; call++) expect((await store.hit('rate:a', 60_000)).hits).toBe(0);
      expect(lines).toEqual(['warn', 'info', 'warn']);
    } finally {
      await store.close();
    }
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
