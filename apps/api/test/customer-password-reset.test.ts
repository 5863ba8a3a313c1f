import {
  CUSTOMER_PASSWORD_RESET_DONE,
  CUSTOMER_PASSWORD_RESET_REQUESTED,
  PASSWORD_TOO_SHORT,
} from '@souk/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPasswordResets, customers, events, sellerPasswordResets } from '../src/db/schema.js';
import { resetLinkToken } from '../src/lib/reset-tokens.js';
import { createTokenService, TOKEN_COOKIE } from '../src/lib/tokens.js';
import { PASSWORD_RESET_THROTTLED } from '../src/plugins/sign-in-throttle.js';
import { RESET_LINK_INVALID } from '../src/services/password-resets.js';
import { createSellerAccount } from '../src/services/seller-accounts.js';
import { SELLER_NOT_FOUND } from '../src/services/shops.js';
import { insertCustomer, insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

// insertCustomer's password
const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new password';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof insertSeller>>;
let addressCount = 0;
/** Each call from its own address: the per-IP limits are tested on their own. */
const nextAddress = () => `10.42.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await insertSeller(ctx.db, { shopName: 'Reset Shop' });
});
afterAll(() => ctx.close());

const newCustomer = () => insertCustomer(ctx.db, createTokenService(ctx.config.jwtSecret));
type Customer = Awaited<ReturnType<typeof newCustomer>>;

function post(url: string, payload: Record<string, unknown>, remoteAddress = nextAddress()) {
  return ctx.app.inject({ method: 'POST', url, payload, remoteAddress });
}
const requestReset = (payload: Record<string, unknown>, remoteAddress?: string) =>
  post('/api/customer/password-reset', payload, remoteAddress);
const confirmReset = (payload: Record<string, unknown>) =>
  post('/api/customer/password-reset/confirm', payload);
const login = (email: string, password: string) => post('/api/customer/customer-login', { email, password });

async function resetRows(customerId: string) {
  return ctx.db
    .select()
    .from(customerPasswordResets)
    .where(eq(customerPasswordResets.customerId, customerId))
    .orderBy(customerPasswordResets.createdAt);
}

async function resetEvents(customerId: string) {
  return ctx.db
    .select()
    .from(events)
    .where(
      and(
        eq(events.type, 'customer.password_reset_requested'),
        sql`${events.payload} ->> 'customerId' = ${customerId}`,
      ),
    );
}

/** Asks for a reset of the customer's password and answers its link's token (as the mail would carry it). */
async function resetToken(customer: Customer): Promise<string> {
  const before = (await resetRows(customer.id)).length;
  const response = await requestReset({ email: customer.email, sellerName: shop.name });
  expect(response.statusCode, response.body).toBe(200);
  const rows = await resetRows(customer.id);
  expect(rows).toHaveLength(before + 1);
  const row = rows.at(-1);
  if (!row) throw new Error('no reset row');
  return resetLinkToken(ctx.config.jwtSecret, 'customer', row.id);
}

const idOf = (token: string) => token.slice(0, token.lastIndexOf('.'));

async function passwordHashOf(customerId: string) {
  const [row] = await ctx.db.select().from(customers).where(eq(customers.id, customerId));
  return row?.passwordHash;
}

describe('POST /api/customer/password-reset', () => {
  it('answers a known and an unknown address alike; only a known one stores a reset and its event', async () => {
    const customer = await newCustomer();
    const known = await requestReset({
      email: customer.email.toUpperCase(),
      sellerName: shop.name.toUpperCase(),
    });
    const unknown = await requestReset({ email: 'nobody@reset-shop.example', sellerName: shop.name });
    for (const response of [known, unknown]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ message: CUSTOMER_PASSWORD_RESET_REQUESTED });
    }
    expect(CUSTOMER_PASSWORD_RESET_REQUESTED).toBe(
      'If an account exists for that email, a reset link is on its way.',
    );
    expect(known.body).toBe(unknown.body);

    const rows = await resetRows(customer.id);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.usedAt).toBeNull();
    // 30 minutes, by the database's clock
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(30, 3);
    const emitted = await resetEvents(customer.id);
    // the shop's own spelling of its name, whatever the request's case: the link goes back to it
    expect(emitted.map((event) => event.payload)).toEqual([
      { resetId: row?.id, customerId: customer.id, sellerName: shop.name },
    ]);
    // the event names the reset, never the link's token
    expect(JSON.stringify(emitted[0]?.payload)).not.toContain(
      resetLinkToken(ctx.config.jwtSecret, 'customer', row!.id).split('.')[1],
    );
    const unknownEvents = await ctx.db
      .select()
      .from(events)
      .where(
        sql`${events.type} = 'customer.password_reset_requested' and ${events.payload} ->> 'customerId' not in (select id from customers)`,
      );
    expect(unknownEvents).toEqual([]);
  });

  it('is 404 for an unknown shop, storing nothing', async () => {
    const customer = await newCustomer();
    const response = await requestReset({ email: customer.email, sellerName: 'no-such-shop-anywhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: SELLER_NOT_FOUND });
    expect(await resetRows(customer.id)).toEqual([]);
    expect(await resetEvents(customer.id)).toEqual([]);
  });

  it('names the field of a bad body', async () => {
    for (const [payload, error] of [
      [{ email: 'not an email', sellerName: shop.name }, 'Please enter a valid email'],
      [{ sellerName: shop.name }, 'Email is required'],
      [{ email: 'a@b.example' }, 'sellerName: must be the name of a shop'],
      [{ email: 'a@b.example', sellerName: '  ' }, 'sellerName: must be the name of a shop'],
    ] as const) {
      const response = await requestReset(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error });
    }
  });

  it('limits the calls per address like sign-in', async () => {
    const address = '10.43.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await requestReset(
        { email: 'nobody@reset-shop.example', sellerName: shop.name },
        address,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const refused = await requestReset(
      { email: 'nobody@reset-shop.example', sellerName: shop.name },
      address,
    );
    expect(refused.json()).toEqual({ error: PASSWORD_RESET_THROTTLED });
  });
});

describe('POST /api/customer/password-reset/confirm', () => {
  it('sets the new argon2 hash once: the new password signs in, the old one does not', async () => {
    const customer = await newCustomer();
    const token = await resetToken(customer);
    const older = await resetToken(customer);

    const response = await confirmReset({ token, password: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: CUSTOMER_PASSWORD_RESET_DONE });
    expect((await login(customer.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(customer.email, NEW_PASSWORD)).statusCode).toBe(200);
    const hash = await passwordHashOf(customer.id);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain(NEW_PASSWORD);

    // the link works once, and the customer's other pending link is used up with it
    for (const reused of [token, older]) {
      const again = await confirmReset({ token: reused, password: 'yet another password' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: 'token: Reset link is invalid or has expired' });
    }
    expect((await login(customer.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await resetRows(customer.id)).every((row) => row.usedAt !== null)).toBe(true);
  });

  it('ends every session of the customer: tokens signed in before are refused, another customer’s are not', async () => {
    const customer = await newCustomer();
    const other = await newCustomer();
    const signedIn = await login(customer.email, PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const loginToken = (signedIn.json() as { token: string }).token;
    const dashboard = (id: string, headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `/api/home/customer/gat-dashboard-data/${id}`, headers });
    expect((await dashboard(customer.id, customer.headers)).statusCode).toBe(200);

    const response = await confirmReset({ token: await resetToken(customer), password: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);

    expect((await dashboard(customer.id, customer.headers)).statusCode).toBe(401);
    expect((await dashboard(customer.id, { authorization: `Bearer ${loginToken}` })).statusCode).toBe(401);
    const byCookie = await ctx.app.inject({
      method: 'GET',
      url: `/api/home/customer/gat-dashboard-data/${customer.id}`,
      cookies: { [TOKEN_COOKIE]: loginToken },
    });
    expect(byCookie.statusCode).toBe(401);
    expect((await dashboard(other.id, other.headers)).statusCode).toBe(200);
  });

  it('lets only one of two concurrent confirms with the same link through', async () => {
    const customer = await newCustomer();
    const token = await resetToken(customer);
    const answers = await Promise.all([
      confirmReset({ token, password: 'first racing password' }),
      confirmReset({ token, password: 'second racing password' }),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? 'first racing password' : 'second racing password';
    const loser = winner.startsWith('first') ? 'second racing password' : 'first racing password';
    expect((await login(customer.email, winner)).statusCode).toBe(200);
    expect((await login(customer.email, loser)).statusCode).toBe(401);
  });

  it('refuses an expired link, and a forged one, changing nothing', async () => {
    const customer = await newCustomer();
    const before = await passwordHashOf(customer.id);
    const token = await resetToken(customer);
    await ctx.db
      .update(customerPasswordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(customerPasswordResets.id, idOf(token)));
    const fresh = await resetToken(customer);
    const freshId = idOf(fresh);
    for (const bad of [
      token,
      `${freshId}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      resetLinkToken('another secret that is long enough for hs256', 'customer', freshId),
      freshId,
      'nonsense',
    ]) {
      const response = await confirmReset({ token: bad, password: NEW_PASSWORD });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({ error: RESET_LINK_INVALID });
    }
    expect(await passwordHashOf(customer.id)).toBe(before);
    expect((await login(customer.email, PASSWORD)).statusCode).toBe(200);
    // the fresh link still works
    expect((await confirmReset({ token: fresh, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it("refuses a seller's link as a customer's, and a customer's as a seller's, even for the same id", async () => {
    const customer = await newCustomer();
    const account = await createSellerAccount(ctx.db, {
      seller: shop.id,
      email: `owner-${customer.id}@reset-shop.example`,
      password: 'seller password 123',
    });
    const customerToken = await resetToken(customer);
    const sharedId = idOf(customerToken);
    // a seller reset that happens to carry the customer reset's id: only the link's key tells them apart
    await ctx.db.insert(sellerPasswordResets).values({
      id: sharedId,
      accountId: account.id,
      expiresAt: sql`now() + interval '30 minutes'`,
    });
    const sellerToken = resetLinkToken(ctx.config.jwtSecret, 'seller', sharedId);
    expect(sellerToken).not.toBe(customerToken);

    const asCustomer = await confirmReset({ token: sellerToken, password: NEW_PASSWORD });
    expect(asCustomer.statusCode).toBe(400);
    expect(asCustomer.json()).toEqual({ error: RESET_LINK_INVALID });
    const asSeller = await post('/api/seller/password-reset/confirm', {
      token: customerToken,
      password: NEW_PASSWORD,
    });
    expect(asSeller.statusCode).toBe(400);
    expect(asSeller.json()).toEqual({ error: RESET_LINK_INVALID });
    expect(
      (await post('/api/seller/login', { email: account.email, password: 'seller password 123' })).statusCode,
    ).toBe(200);
    expect((await login(customer.email, PASSWORD)).statusCode).toBe(200);

    // each link still works where it belongs, and only there
    expect((await confirmReset({ token: customerToken, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(customer.email, NEW_PASSWORD)).statusCode).toBe(200);
    const [sellerReset] = await ctx.db
      .select()
      .from(sellerPasswordResets)
      .where(eq(sellerPasswordResets.id, sharedId));
    expect(sellerReset?.usedAt).toBeNull();
    const sellerConfirm = await post('/api/seller/password-reset/confirm', {
      token: sellerToken,
      password: 'seller new password',
    });
    expect(sellerConfirm.statusCode, sellerConfirm.body).toBe(200);
    expect((await login(customer.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('names the field of a bad body', async () => {
    for (const [payload, error] of [
      [{ password: NEW_PASSWORD }, 'token: must be the token of a reset link'],
      [{ token: '', password: NEW_PASSWORD }, 'token: must be the token of a reset link'],
      [{ token: 'x.y', password: 'short' }, PASSWORD_TOO_SHORT],
      [{ token: 'x.y' }, 'Password is required'],
    ] as const) {
      const response = await confirmReset(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    // register's rule, in register's words
    expect(PASSWORD_TOO_SHORT).toBe('Password must be at least 8 characters long');
  });
});
