import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { sellerAccounts } from '../src/db/schema.js';
import {
  applyDemoSellerAccounts,
  demoSellerEmail,
  demoSellerNotice,
  generateDemoPassword,
} from '../src/demo/seller-accounts.js';
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

const SIGN_IN_URL = 'http://localhost:8000/seller/login';

describe('demo seller accounts', () => {
  it('DEMO_SELLER_PASSWORD is optional and at least 8 characters long', () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40) } as const;
    expect(loadConfig(base).demoSellerPassword).toBeUndefined();
    expect(loadConfig({ ...base, DEMO_SELLER_PASSWORD: 'demo-seller-pw' }).demoSellerPassword).toBe(
      'demo-seller-pw',
    );
    expect(() => loadConfig({ ...base, DEMO_SELLER_PASSWORD: 'short' })).toThrow(ConfigError);
  });

  it('without demo shops, nothing is created and nothing said', async () => {
    const accounts = await applyDemoSellerAccounts(ctx.db, undefined);
    expect(accounts).toEqual({ kind: 'none' });
    expect(demoSellerNotice(accounts, 'http://localhost:8000')).toBeNull();
    expect(await ctx.db.select().from(sellerAccounts)).toEqual([]);
  });

  it('generated passwords are 16 characters of a readable alphabet, different each time', () => {
    const passwords = Array.from({ length: 50 }, generateDemoPassword);
    for (const password of passwords) {
      expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{4}(-[a-km-zA-HJ-NP-Z2-9]{4}){3}$/);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
  });

  it('at first start, each demo shop gets an account with a generated password, printed once', async () => {
    const shops = await Promise.all(
      ['green-pantry', 'urban-threads'].map((name) => insertSeller(ctx.db, { name })),
    );
    const other = await insertSeller(ctx.db);
    const emails = ['owner@green-pantry.example', 'owner@urban-threads.example'];
    expect(demoSellerEmail('green-pantry')).toBe(emails[0]);

    const first = await applyDemoSellerAccounts(ctx.db, undefined);
    if (first.kind !== 'generated') throw new Error(`expected a generated password, got ${first.kind}`);
    expect(first.emails).toEqual(emails);
    expect(first.existing).toEqual([]);
    const { password } = first;
    expect(password.length).toBeGreaterThanOrEqual(16);

    // the notice: the address, the e-mails and the password, as the start-up log prints them
    const notice = demoSellerNotice(first, 'http://localhost:8000');
    expect(notice).toEqual({
      message: [
        'Demo seller accounts created. Sign in to the seller console:',
        `  address:  ${SIGN_IN_URL}`,
        '  e-mails:  owner@green-pantry.example',
        '            owner@urban-threads.example',
        `  password: ${password}`,
        'This password is shown only this once (only its hash is stored).',
        'Set DEMO_SELLER_PASSWORD (at least 8 characters) to choose the password instead.',
      ].join('\n'),
      details: { signInUrl: SIGN_IN_URL, emails },
      plain: true,
    });

    // only its hash is stored; it signs each demo account in, to its own shop
    const rows = await ctx.db.select().from(sellerAccounts).where(inArray(sellerAccounts.email, emails));
    expect(rows.map((row) => row.sellerId).sort()).toEqual(shops.map((shop) => shop.id).sort());
    for (const row of rows) {
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.passwordHash).not.toContain(password);
    }
    for (const email of emails) {
      const response = await login(email, password);
      expect(response.statusCode, response.body).toBe(200);
      const pending = await ctx.app.inject({
        method: 'GET',
        url: '/api/seller/payments/pending',
        headers: { authorization: `Bearer ${response.json().token}` },
      });
      expect(pending.statusCode, pending.body).toBe(200);
      expect(pending.json()).toEqual({ success: true, payments: [] });
    }
    expect(await ctx.db.select().from(sellerAccounts).where(eq(sellerAccounts.sellerId, other.id))).toEqual(
      [],
    );

    // a later start: nothing generated, nothing printed but where the password went
    const second = await applyDemoSellerAccounts(ctx.db, undefined);
    expect(second).toEqual({ kind: 'existing', emails });
    const later = demoSellerNotice(second, 'http://localhost:8000');
    expect(later).toEqual({
      message: `demo seller accounts exist (${emails.join(', ')}); the password was printed at first start — set DEMO_SELLER_PASSWORD to choose one. Sign in at ${SIGN_IN_URL}`,
      details: { signInUrl: SIGN_IN_URL, emails },
      plain: false,
    });
    for (const email of emails) expect((await login(email, password)).statusCode).toBe(200);
    const after = await ctx.db.select().from(sellerAccounts).where(inArray(sellerAccounts.email, emails));
    expect(after.map((row) => row.passwordHash).sort()).toEqual(rows.map((row) => row.passwordHash).sort());

    // a demo shop added since gets its own account, the others keep theirs
    await insertSeller(ctx.db, { name: 'pixel-forge' });
    const third = await applyDemoSellerAccounts(ctx.db, undefined);
    if (third.kind !== 'generated') throw new Error(`expected a generated password, got ${third.kind}`);
    expect(third.emails).toEqual(['owner@pixel-forge.example']);
    expect(third.existing).toEqual(emails);
    expect(third.password).not.toBe(password);
    expect(demoSellerNotice(third, 'http://localhost:8000')?.message).toContain(
      `(${emails.join(', ')} existed already and keep their password.)`,
    );
    expect((await login('owner@pixel-forge.example', third.password)).statusCode).toBe(200);
    expect((await login(emails[0] ?? '', password)).statusCode).toBe(200);
  });

  it('DEMO_SELLER_PASSWORD overrides the generated one, and takes the latest start’s value', async () => {
    const email = demoSellerEmail('urban-threads');
    const configured = await applyDemoSellerAccounts(ctx.db, 'first-password');
    expect(configured.kind).toBe('configured');
    expect(demoSellerNotice(configured, 'http://localhost:8000')).toEqual({
      message: `demo seller accounts (owner@green-pantry.example, owner@pixel-forge.example, owner@urban-threads.example) sign in at ${SIGN_IN_URL} with DEMO_SELLER_PASSWORD`,
      details: {
        signInUrl: SIGN_IN_URL,
        emails: ['owner@green-pantry.example', 'owner@pixel-forge.example', 'owner@urban-threads.example'],
      },
      plain: false,
    });
    expect((await login(email, 'first-password')).statusCode).toBe(200);
    await applyDemoSellerAccounts(ctx.db, 'second-password');
    expect((await login(email, 'first-password')).statusCode).toBe(401);
    expect((await login(email, 'second-password')).statusCode).toBe(200);
    const rows = await ctx.db.select().from(sellerAccounts).where(eq(sellerAccounts.email, email));
    expect(rows).toHaveLength(1);
    // unset again: the accounts exist and keep the password they have
    expect((await applyDemoSellerAccounts(ctx.db, undefined)).kind).toBe('existing');
    expect((await login(email, 'second-password')).statusCode).toBe(200);
  });
});
