import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Database, postgresDatabase } from '../src/db/client.js';
import type { App } from '../src/types.js';
import { createTestContext, driver, type TestContext } from './harness.js';
import { REDIS_URL, redisReachable } from './limit-stores.js';

const withRedis = driver === 'postgres' && (await redisReachable());

/** An address of its own per call: Redis is shared by every test run on the machine. */
const used: string[] = [];
const newIp = () => used[used.push(`10.${[...randomBytes(3)].join('.')}`) - 1] as string;
const newEmail = () => used[used.push(`limits-${randomBytes(6).toString('hex')}@example.com`) - 1] as string;
const PASSWORD = 'correct horse battery';

/**
 * Two API servers on one PostgreSQL, as behind a load balancer: every limit holds as on one server,
 * whichever server each request reaches — counted in PostgreSQL, or in Redis when REDIS_URL is set.
 */
describe
  .skipIf(driver === 'pglite')
  .each([
    { store: 'PostgreSQL', env: {} as Record<string, string> },
    ...(withRedis ? [{ store: 'Redis', env: { REDIS_URL } }] : []),
  ])('limits on two servers counted in $store', ({ store, env }) => {
  let ctx: TestContext;
  let secondDatabase: Database;
  let first: App;
  let second: App;
  const post = (app: App, url: string, payload: Record<string, unknown>, ip: string) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  const login = (app: App, email: string, password: string, ip: string) =>
    post(app, '/api/customer/customer-login', { email, password }, ip);
  const register = (app: App, email: string, ip: string) =>
    post(app, '/api/customer/customer-register', { name: 'Ann', email, password: PASSWORD }, ip);
  const alternate = (index: number) => (index % 2 === 0 ? first : second);

  beforeAll(async () => {
    ctx = await createTestContext(env);
    first = ctx.app;
    secondDatabase = postgresDatabase(ctx.databaseUrl as string, { max: 5 });
    second = await buildApp({ config: ctx.config, database: secondDatabase, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await ctx.close();
    if (store === 'Redis') {
      const redis = new Redis(REDIS_URL);
      for (const name of used) {
        const keys = await redis.keys(`souk:*${name}*`);
        if (keys.length > 0) await redis.del(...keys);
      }
      redis.disconnect();
    }
  });

  it('throttles failed sign-ins alternating between the servers at the same count as on one', async () => {
    const alternating: number[] = [];
    const ip = newIp();
    const email = newEmail();
    for (let attempt = 0; attempt < 5; attempt++)
      alternating.push((await login(alternate(attempt), email, 'wrong password', ip)).statusCode);
    const oneServer: number[] = [];
    const otherIp = newIp();
    for (let attempt = 0; attempt < 5; attempt++)
      oneServer.push((await login(first, email, 'wrong password', otherIp)).statusCode);

    expect(alternating).toEqual([401, 401, 401, 429, 429]);
    expect(oneServer).toEqual(alternating);
    const refused = await login(second, email, 'wrong password', ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('forgets failures made through one server when the sign-in succeeds through the other', async () => {
    const ip = newIp();
    const email = newEmail();
    expect((await register(first, email, newIp())).statusCode).toBe(201);
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await login(first, email, 'wrong password', ip)).statusCode).toBe(401);
    expect((await login(second, email, PASSWORD, ip)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push((await login(alternate(attempt), email, 'wrong password', ip)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('counts one address’s registrations on both servers against one per-IP limit', async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let call = 0; call < 12; call++)
      statuses.push((await register(alternate(call), newEmail(), ip)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    // the limit is the route's: the same address still signs in; another address still registers
    expect((await login(first, newEmail(), 'wrong password', ip)).statusCode).toBe(401);
    expect((await register(second, newEmail(), newIp())).statusCode).toBe(201);
  });

  it('counts registrations of a taken e-mail on both servers against one limit', async () => {
    const email = newEmail();
    const statuses: number[] = [];
    for (let call = 0; call < 7; call++)
      statuses.push((await register(alternate(call), email, newIp())).statusCode);
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 429]);
  });

  it(`keeps the counts in ${store}`, async () => {
    const { rows } = (await ctx.db.execute(
      sql`select (select count(*) from limit_events)::int as events, (select count(*) from limit_counters)::int as counters`,
    )) as unknown as { rows: { events: number; counters: number }[] };
    if (store === 'PostgreSQL') {
      expect(rows[0]?.events).toBeGreaterThan(0);
      expect(rows[0]?.counters).toBeGreaterThan(0);
    } else {
      expect(rows[0]).toEqual({ events: 0, counters: 0 });
      const redis = new Redis(REDIS_URL);
      const ip = newIp();
      await register(first, newEmail(), ip);
      const keys = await redis.keys(`souk:*${ip}`);
      redis.disconnect();
      expect(keys).toEqual([`souk:hits:rate:POST/api/customer/customer-register:${ip}`]);
    }
  });
});

/** Redis away: sign-ins and registrations go on (limits fail open), never a 500. */
describe.skipIf(driver === 'pglite')('limits when the Redis of REDIS_URL is unreachable', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // nothing listens on port 1
    ctx = await createTestContext({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(() => ctx.close());

  it('answers sign-ins and registrations as without limits', async () => {
    const email = newEmail();
    const ip = newIp();
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/customer/customer-register',
      payload: { name: 'Ann', email, password: PASSWORD },
      remoteAddress: ip,
    });
    expect(register.statusCode).toBe(201);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/customer/customer-login',
        payload: { email, password: 'wrong password' },
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
  });
});
