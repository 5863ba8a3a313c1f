import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { sellerAccounts } from '../src/db/schema.js';
import { applyDemoSellerAccounts, demoSellerEmail } from '../src/demo/seller-accounts.js';
import { insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;
let loginCount = 0;

beforeAll(async () => {
  ctx = await createTestContext();
});

afterAll(async () => {
  await ctx.close();
});

function login(email: string, password: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email, password },
    // each sign-in from its own address: the per-IP limit is not under test here
    remoteAddress: `10.9.0.${++loginCount}`,
  });
}

describe('demo seller accounts (DEMO_SELLER_PASSWORD)', () => {
  it('are created only when a password is configured, at least 8 characters long', () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) } as const;
    expect(loadConfig(base).demoSellerPassword).toBeUndefined();
    expect(loadConfig({ ...base, DEMO_SELLER_PASSWORD: 'demo-seller-pw' }).demoSellerPassword).toBe(
      'demo-seller-pw',
    );
    expect(() => loadConfig({ ...base, DEMO_SELLER_PASSWORD: 'short' })).toThrow(ConfigError);
  });

  it("give each demo shop an account that signs in and approves that shop's payments only", async () => {
    const demo = await insertSeller(ctx.db, { name: 'green-pantry' });
    const other = await insertSeller(ctx.db);
    const email = demoSellerEmail('green-pantry');
    expect(email).toBe('owner@green-pantry.example');

    await applyDemoSellerAccounts(ctx.db, undefined);
    expect((await login(email, 'first-password')).statusCode).toBe(401);

    await applyDemoSellerAccounts(ctx.db, 'first-password');
    const response = await login(email, 'first-password');
    expect(response.statusCode, response.body).toBe(200);
    const pending = await ctx.app.inject({
      method: 'GET',
      url: '/api/seller/payments/pending',
      headers: { authorization: `Bearer ${response.json().token}` },
    });
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json()).toEqual({ success: true, payments: [] });

    const rows = await ctx.db.select().from(sellerAccounts).where(eq(sellerAccounts.email, email));
    expect(rows.map((row) => row.sellerId)).toEqual([demo.id]);
    const others = await ctx.db.select().from(sellerAccounts).where(eq(sellerAccounts.sellerId, other.id));
    expect(others).toEqual([]);
  });

  it('take the password of the latest start, keeping one account per shop', async () => {
    await insertSeller(ctx.db, { name: 'pixel-forge' });
    const email = demoSellerEmail('pixel-forge');
    await applyDemoSellerAccounts(ctx.db, 'first-password');
    await applyDemoSellerAccounts(ctx.db, 'second-password');
    expect((await login(email, 'first-password')).statusCode).toBe(401);
    expect((await login(email, 'second-password')).statusCode).toBe(200);
    const rows = await ctx.db.select().from(sellerAccounts).where(eq(sellerAccounts.email, email));
    expect(rows).toHaveLength(1);
  });
});
