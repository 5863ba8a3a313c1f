import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Cluster, startCluster } from '../src/cli/cluster.js';
import { type Database, postgresDatabase } from '../src/db/client.js';
import { customers, orderLines } from '../src/db/schema.js';
import { createSellerAccount } from '../src/services/seller-accounts.js';
import { insertProduct, insertSeller, productStock } from './fixtures.js';
import { driver } from './harness.js';
import { placeOrderBody } from './order-fixtures.js';
import { databaseUrl } from './postgres-url.js';

// this helper's port range (8350–8379): Caddy and the two instances
const PORT = 8370;
const API_PORTS = [8371, 8372] as const;
const PASSWORD = 'a long enough password 1';
// Debian's caddy: .ci/run installs it; a machine without it skips this file (CI never does)
const caddyMissing = spawnSync('caddy', ['version']).status !== 0 && !process.env.CI;

/**
 * Issue 19 points 10 and 11: the cluster `pnpm start:cluster` starts (apps/api/src/cli/cluster.ts, from the
 * sources) — two API instances on one throw-away PostgreSQL database behind Caddy with deploy/Caddyfile —
 * and the shop's guarantees through Caddy's port: no overselling, one login limit, fresh prices, logout
 * everywhere, both instances serving, and one instance stopped without the shop noticing.
 */
describe.skipIf(driver === 'pglite' || caddyMissing)('two API instances behind Caddy (PostgreSQL)', () => {
  let cluster: Cluster;
  let database: Database;
  let name: string;
  const stateDir = join(tmpdir(), `souk-cluster-test-${process.pid}`);
  const lines = new Map<string, string[]>();

  const via = (base: string, path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
    });
  const json = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });
  const [first, second] = API_PORTS.map((port) => `http://127.0.0.1:${port}`) as [string, string];
  const balanced = `http://127.0.0.1:${PORT}`;
  /** How many requests whose URL holds `marker` an instance logged. */
  const served = (instance: string, marker: string) =>
    (lines.get(instance) ?? []).filter((line) => line.includes('incoming request') && line.includes(marker))
      .length;

  beforeAll(async () => {
    const { url, template } = inject('postgresTemplate');
    name = `${template}_cluster`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    await admin.end();
    database = postgresDatabase(databaseUrl(name), { max: 4 });
    cluster = await startCluster({
      databaseUrl: databaseUrl(name),
      port: PORT,
      apiPorts: API_PORTS,
      stateDir,
      // the test's own shops; the demo data's seeding is the seed CLI's (test/seed.test.ts)
      seed: false,
      fromSource: true,
      env: { LOG_LEVEL: 'info', AUTH_RATE_LIMIT: '1000' },
      onLine: (source, line) => {
        const kept = lines.get(source) ?? [];
        kept.push(line);
        lines.set(source, kept);
      },
    });
  }, 240_000);
  afterAll(async () => {
    await cluster?.stop();
    await database?.close();
    const cleanup = new pg.Client({ connectionString: inject('postgresTemplate').url });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await cleanup.end();
    rmSync(stateDir, { recursive: true, force: true });
  }, 60_000);

  it('balances requests over both instances (round-robin)', async () => {
    for (let index = 0; index < 10; index++) {
      // a client's own X-Forwarded-For is not believed: Caddy sends the address it saw
      const headers = { 'x-forwarded-for': '203.0.113.9' };
      expect((await via(balanced, `/api/health?probe=balance-${index}`, { headers })).status).toBe(200);
    }
    // each instance logs the requests it served (read from its output as it arrives)
    for (const instance of ['api-1', 'api-2']) {
      await expect.poll(() => served(instance, 'probe=balance-'), { message: instance }).toBeGreaterThan(0);
    }
    const logged = [...(lines.get('api-1') ?? []), ...(lines.get('api-2') ?? [])]
      .filter((line) => line.includes('incoming request') && line.includes('probe=balance-'))
      .map((line) => (JSON.parse(line) as { req: { remoteAddress: string } }).req.remoteAddress);
    expect(new Set(logged)).toEqual(new Set(['127.0.0.1']));
  });

  it('never oversells the last units when many shoppers check out at once through both instances', async () => {
    const seller = await insertSeller(database.db);
    const product = await insertProduct(database.db, seller.id, { name: 'Last Lamps', stock: 5 });
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        via(balanced, '/api/home/order/place-order', {
          ...json(placeOrderBody([{ productId: product.id, quantity: 1 }])),
          headers: { 'x-guest-session': crypto.randomUUID() },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    expect(await productStock(database.db, product.id)).toBe(0);
    const sold = await database.db.select().from(orderLines).where(eq(orderLines.productId, product.id));
    expect(sold).toHaveLength(5);
  });

  it('shows a price changed through one instance on the other instance’s next request', async () => {
    const seller = await insertSeller(database.db);
    const product = await insertProduct(database.db, seller.id, { slug: 'cluster-lamp', priceCents: 4000 });
    const email = `owner-${seller.id}@shop.example`;
    await createSellerAccount(database.db, { seller: seller.id, email, password: PASSWORD });
    const signIn = await via(first, '/api/seller/login', json({ email, password: PASSWORD }));
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    const read = async () => {
      const response = await via(second, `/api/home/seller/${seller.id}/product/cluster-lamp`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { product: { price: number } }).product.price;
    };
    // read twice on the second instance: its response cache holds the old price
    expect(await read()).toBe(40);
    expect(await read()).toBe(40);
    const patched = await via(first, `/api/seller/products/${product.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ price: 42.5 }),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    expect(await read()).toBe(42.5);
  });

  // the limits count in the shared store (PostgreSQL here): round-robin does not halve the count
  it('throttles an account’s failed logins across both instances as one instance would', async () => {
    const email = `shared-limit-${Date.now()}@example.com`;
    const registered = await via(
      first,
      '/api/customer/customer-register',
      json({ name: 'Limit Tester', email, password: PASSWORD }),
    );
    expect(registered.status).toBe(201);
    // one instance answers 401 to the first three failures (freeFailures) and 429 from the fourth
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await via(
        balanced,
        '/api/customer/customer-login',
        json({ email, password: 'wrong password 123' }),
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  // sessions live in the database: a logout through one instance ends the session on every instance
  it('refuses on one instance the cookie of a session logged out on the other', async () => {
    const email = `logout-${Date.now()}@example.com`;
    const registered = await via(
      first,
      '/api/customer/customer-register',
      json({ name: 'Logout Tester', email, password: PASSWORD }),
    );
    expect(registered.status).toBe(201);
    const cookie = registered.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const [customer] = await database.db.select().from(customers).where(eq(customers.email, email));
    const orders = `/api/home/customer/gat-orders/${customer?.id}/all`;
    expect((await via(second, orders, { headers: { cookie } })).status).toBe(200);
    expect(
      (await via(first, '/api/customer/logout', { method: 'POST', body: '{}', headers: { cookie } })).status,
    ).toBe(200);
    expect((await via(second, orders, { headers: { cookie } })).status).toBe(401);
  });

  it('routes everything to the other instance while one is stopped', async () => {
    const [one, two] = cluster.instances as [Cluster['instances'][0], Cluster['instances'][0]];
    await two.stop();
    const statuses: number[] = [];
    for (let index = 0; index < 20; index++) {
      statuses.push((await via(balanced, `/api/health/ready?probe=one-left-${index}`)).status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    await expect.poll(() => served(one.name, 'probe=one-left-')).toBe(20);
  }, 60_000);
});
