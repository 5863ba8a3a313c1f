import { SELLER_PASSWORD_RESET_REQUESTED, SELLER_PASSWORD_TOO_SHORT } from '@souk/core';
import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, sellerAccounts, sellerPasswordResets, sellerSessions } from '../src/db/schema.js';
import { resetLinkToken } from '../src/lib/reset-tokens.js';
import { createSellerTokenService } from '../src/lib/seller-tokens.js';
import { PASSWORD_RESET_THROTTLED } from '../src/plugins/sign-in-throttle.js';
import { RESET_LINK_INVALID } from '../src/services/password-resets.js';
import { createSellerAccount, SELLER_SIGN_IN_REQUIRED } from '../src/services/seller-accounts.js';
import { SELLER_PASSWORD_CHANGED, SELLER_PASSWORD_RESET_DONE } from '../src/services/seller-passwords.js';
import {
  SELLER_SESSION_NOT_FOUND,
  SESSION_ENDED,
  SIGNED_OUT,
  SIGNED_OUT_EVERYWHERE,
} from '../src/services/seller-sessions.js';
import { insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

const PASSWORD = 'seller password 123';
const NEW_PASSWORD = 'a brand new password';

let ctx: TestContext;
let addressCount = 0;
/** Each call from its own address: the per-IP limits of sign-in and reset are tested on their own. */
const nextAddress = () => `10.40.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface Account {
  id: string;
  sellerId: string;
  email: string;
  /** The shop's path name. */
  shopPath: string;
}

let accountCount = 0;
/** A shop with a seller account signing in with PASSWORD. */
async function newAccount(): Promise<Account> {
  const shop = await insertSeller(ctx.db, { shopName: 'Account Shop', currency: 'ZAR' });
  const account = await createSellerAccount(ctx.db, {
    seller: shop.id,
    email: `owner${++accountCount}@account-shop.example`,
    password: PASSWORD,
  });
  return { ...account, shopPath: shop.name };
}

function login(email: string, password = PASSWORD, userAgent = 'test-browser/1.0') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/seller/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent },
    remoteAddress: nextAddress(),
  });
}

/** Signs in and answers the bearer header of the new session. */
async function signIn(email: string, userAgent?: string): Promise<{ authorization: string }> {
  const response = await login(email, PASSWORD, userAgent);
  expect(response.statusCode, response.body).toBe(200);
  return { authorization: `Bearer ${response.json().token}` };
}

type Headers = { authorization: string };

const me = (headers: Headers) => ctx.app.inject({ method: 'GET', url: '/api/seller/me', headers });
const sessions = (headers: Headers) =>
  ctx.app.inject({ method: 'GET', url: '/api/seller/sessions', headers });
const sessionIdOf = (headers: Headers) => decodeJwt(headers.authorization.slice(7)).sid as string;

function changePassword(headers: Headers, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'PUT', url: '/api/seller/password', headers, payload });
}

function requestReset(email: unknown, remoteAddress = nextAddress()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/seller/password-reset',
    payload: { email },
    remoteAddress,
  });
}

function confirmReset(payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/seller/password-reset/confirm',
    payload,
    remoteAddress: nextAddress(),
  });
}

async function resetRows(accountId: string) {
  return ctx.db
    .select()
    .from(sellerPasswordResets)
    .where(eq(sellerPasswordResets.accountId, accountId))
    .orderBy(sellerPasswordResets.createdAt);
}

async function resetEvents(accountId: string) {
  return ctx.db
    .select()
    .from(events)
    .where(
      and(
        eq(events.type, 'seller.password_reset_requested'),
        sql`${events.payload} ->> 'accountId' = ${accountId}`,
      ),
    );
}

/** Asks for a reset of the account and answers its link's token (as the mail would carry it). */
async function resetToken(account: Account): Promise<string> {
  const before = (await resetRows(account.id)).length;
  expect((await requestReset(account.email)).statusCode).toBe(200);
  const rows = await resetRows(account.id);
  expect(rows).toHaveLength(before + 1);
  const row = rows.at(-1);
  if (!row) throw new Error('no reset row');
  return resetLinkToken(ctx.config.jwtSecret, 'seller', row.id);
}

async function expectSignedOut(headers: Headers) {
  const response = await me(headers);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ error: SELLER_SIGN_IN_REQUIRED });
}

describe('seller sessions', () => {
  it('a sign-in starts a session the token names; GET /seller/me answers the account and its shop', async () => {
    const account = await newAccount();
    const headers = await signIn(account.email, 'Firefox/140');
    const [row] = await ctx.db
      .select()
      .from(sellerSessions)
      .where(eq(sellerSessions.id, sessionIdOf(headers)));
    expect(row).toMatchObject({ accountId: account.id, userAgent: 'Firefox/140', revokedAt: null });
    expect(row?.ip).toMatch(/^10\.40\./);
    // 12 hours, by the database's clock
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(12, 2);

    const response = await me(headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      account: { id: account.id, email: account.email },
      shop: {
        id: account.sellerId,
        name: account.shopPath,
        shopName: 'Account Shop',
        image: '/images/logo.svg',
        currency: 'ZAR',
        locale: 'en-US',
      },
    });
  });

  it('signing out ends the session: the old token is refused afterwards', async () => {
    const account = await newAccount();
    const headers = await signIn(account.email);
    const other = await signIn(account.email);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/seller/logout', headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SIGNED_OUT });
    await expectSignedOut(headers);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/seller/logout', headers });
    expect(again.statusCode).toBe(401);
    // another session of the same account goes on
    expect((await me(other)).statusCode).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(sellerSessions)
      .where(eq(sellerSessions.id, sessionIdOf(headers)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('lists the live sessions newest first, marking the current one', async () => {
    const account = await newAccount();
    const first = await signIn(account.email, 'first-browser');
    const second = await signIn(account.email, 'second-browser');
    const ended = await signIn(account.email, 'ended-browser');
    await ctx.app.inject({ method: 'POST', url: '/api/seller/logout', headers: ended });
    // created one after the other in the same millisecond is possible: give them distinct times
    await ctx.db
      .update(sellerSessions)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(sellerSessions.id, sessionIdOf(first)));

    const response = await sessions(first);
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json().sessions;
    expect(listed.map((session: { id: string }) => session.id)).toEqual([
      sessionIdOf(second),
      sessionIdOf(first),
    ]);
    expect(listed).toMatchObject([
      { userAgent: 'second-browser', current: false },
      { userAgent: 'first-browser', current: true },
    ]);
    expect(listed[0].ip).toMatch(/^10\.40\./);
    expect(Number.isNaN(Date.parse(listed[0].createdAt))).toBe(false);
    expect(Number.isNaN(Date.parse(listed[0].lastSeenAt))).toBe(false);
  });

  it("ends one session by id; another account's session, an ended or unknown one is 404", async () => {
    const account = await newAccount();
    const stranger = await newAccount();
    const mine = await signIn(account.email);
    const other = await signIn(account.email);
    const theirs = await signIn(stranger.email);
    const end = (headers: Headers, id: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/seller/sessions/${id}`, headers });

    const response = await end(mine, sessionIdOf(other));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SESSION_ENDED });
    await expectSignedOut(other);
    expect((await me(mine)).statusCode).toBe(200);

    for (const id of [sessionIdOf(theirs), sessionIdOf(other), 'no-such-session']) {
      const refused = await end(mine, id);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ error: SELLER_SESSION_NOT_FOUND });
    }
    expect((await me(theirs)).statusCode).toBe(200);
  });

  it('signing out everywhere ends every session of the account, the current one included', async () => {
    const account = await newAccount();
    const stranger = await newAccount();
    const here = await signIn(account.email);
    const elsewhere = await signIn(account.email);
    const theirs = await signIn(stranger.email);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/seller/logout-everywhere',
      headers: here,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SIGNED_OUT_EVERYWHERE });
    await expectSignedOut(here);
    await expectSignedOut(elsewhere);
    expect((await me(theirs)).statusCode).toBe(200);
    // signing in again works
    expect((await me(await signIn(account.email))).statusCode).toBe(200);
  });

  it('refuses a token whose session expired, or that names another account’s session', async () => {
    const account = await newAccount();
    const stranger = await newAccount();
    const expiring = await signIn(account.email);
    await ctx.db
      .update(sellerSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sellerSessions.id, sessionIdOf(expiring)));
    await expectSignedOut(expiring);

    const theirs = await signIn(stranger.email);
    const tokens = createSellerTokenService(ctx.config.jwtSecret);
    const borrowed = await tokens.sign({ ...account, sessionId: sessionIdOf(theirs) });
    await expectSignedOut({ authorization: `Bearer ${borrowed}` });
  });

  it('writes lastSeenAt at most once a minute', async () => {
    const account = await newAccount();
    const headers = await signIn(account.email);
    const id = sessionIdOf(headers);
    const lastSeen = async () =>
      (await ctx.db.select().from(sellerSessions).where(eq(sellerSessions.id, id)))[0]?.lastSeenAt;

    await ctx.db
      .update(sellerSessions)
      .set({ lastSeenAt: sql`now() - interval '30 seconds'` })
      .where(eq(sellerSessions.id, id));
    const recent = await lastSeen();
    expect((await me(headers)).statusCode).toBe(200);
    expect(await lastSeen()).toEqual(recent);

    await ctx.db
      .update(sellerSessions)
      .set({ lastSeenAt: sql`now() - interval '2 minutes'` })
      .where(eq(sellerSessions.id, id));
    const stale = await lastSeen();
    expect((await me(headers)).statusCode).toBe(200);
    expect((await lastSeen())!.getTime()).toBeGreaterThan(stale!.getTime());
  });

  it('refuses every account call without a sign-in', async () => {
    const calls = [
      { method: 'GET', url: '/api/seller/me' },
      { method: 'POST', url: '/api/seller/logout' },
      { method: 'GET', url: '/api/seller/sessions' },
      { method: 'DELETE', url: '/api/seller/sessions/some-id' },
      { method: 'POST', url: '/api/seller/logout-everywhere' },
      {
        method: 'PUT',
        url: '/api/seller/password',
        payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      },
    ] as const;
    for (const call of calls) {
      const response = await ctx.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json()).toEqual({ error: SELLER_SIGN_IN_REQUIRED });
    }
  });
});

describe('PUT /seller/password', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const account = await newAccount();
    const headers = await signIn(account.email);
    const other = await signIn(account.email);
    const response = await changePassword(headers, {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'currentPassword: Current password is incorrect' });
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(200);
  });

  it('stores the new argon2 hash and ends every other session, keeping the current one', async () => {
    const account = await newAccount();
    const headers = await signIn(account.email);
    const other = await signIn(account.email);
    const response = await changePassword(headers, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SELLER_PASSWORD_CHANGED });
    await expectSignedOut(other);
    expect((await me(headers)).statusCode).toBe(200);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(sellerAccounts).where(eq(sellerAccounts.id, account.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(NEW_PASSWORD);
  });

  it('names the field of a bad body', async () => {
    const account = await newAccount();
    const headers = await signIn(account.email);
    for (const [payload, error] of [
      [{ currentPassword: PASSWORD, newPassword: 'short' }, SELLER_PASSWORD_TOO_SHORT],
      [{ currentPassword: PASSWORD }, 'Password is required'],
      [{ newPassword: NEW_PASSWORD }, 'Current password is required'],
      [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'Current password is required'],
      [{ currentPassword: PASSWORD, newPassword: 12345678 }, 'Password is required'],
    ] as const) {
      const response = await changePassword(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    expect((await login(account.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('answers a known and an unknown address alike; only a known one stores a reset and its event', async () => {
    const account = await newAccount();
    const known = await requestReset(account.email.toUpperCase());
    const unknown = await requestReset('nobody@account-shop.example');
    for (const response of [known, unknown]) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true, message: SELLER_PASSWORD_RESET_REQUESTED });
    }
    expect(known.body).toBe(unknown.body);

    const rows = await resetRows(account.id);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.usedAt).toBeNull();
    // 30 minutes, by the database's clock
    expect((row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000).toBeCloseTo(30, 3);
    const emitted = await resetEvents(account.id);
    expect(emitted.map((event) => event.payload)).toEqual([
      { resetId: row?.id, accountId: account.id, sellerId: account.sellerId },
    ]);
    // the event names the reset, never the link's token
    expect(JSON.stringify(emitted[0]?.payload)).not.toContain(
      resetLinkToken(ctx.config.jwtSecret, 'seller', row!.id).split('.')[1],
    );
    const unknownEvents = await ctx.db
      .select()
      .from(events)
      .where(
        sql`${events.payload} ->> 'accountId' is null and ${events.type} = 'seller.password_reset_requested'`,
      );
    expect(unknownEvents).toEqual([]);
  });

  it('sets the new password once and ends every session of the account', async () => {
    const account = await newAccount();
    const first = await signIn(account.email);
    const second = await signIn(account.email);
    const token = await resetToken(account);
    const older = await resetToken(account);

    const response = await confirmReset({ token, password: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SELLER_PASSWORD_RESET_DONE });
    await expectSignedOut(first);
    await expectSignedOut(second);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);

    for (const reused of [token, older]) {
      const again = await confirmReset({ token: reused, password: 'yet another password' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: 'token: Reset link is invalid or has expired' });
    }
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await resetRows(account.id)).every((row) => row.usedAt !== null)).toBe(true);
  });

  it('lets only one of two concurrent confirms with the same link through', async () => {
    const account = await newAccount();
    const token = await resetToken(account);
    const answers = await Promise.all([
      confirmReset({ token, password: 'first racing password' }),
      confirmReset({ token, password: 'second racing password' }),
    ]);
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]?.statusCode === 200 ? 'first racing password' : 'second racing password';
    const loser = winner.startsWith('first') ? 'second racing password' : 'first racing password';
    expect((await login(account.email, winner)).statusCode).toBe(200);
    expect((await login(account.email, loser)).statusCode).toBe(401);
  });

  it('refuses an expired link, and a forged one, changing nothing', async () => {
    const account = await newAccount();
    const headers = await signIn(account.email);
    const token = await resetToken(account);
    const resetId = token.slice(0, token.lastIndexOf('.'));
    await ctx.db
      .update(sellerPasswordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sellerPasswordResets.id, resetId));
    const fresh = await resetToken(account);
    const freshId = fresh.slice(0, fresh.lastIndexOf('.'));
    for (const bad of [
      token,
      `${freshId}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      resetLinkToken('another secret that is long enough for hs256', 'seller', freshId),
      freshId,
      'nonsense',
    ]) {
      const response = await confirmReset({ token: bad, password: NEW_PASSWORD });
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toEqual({ error: RESET_LINK_INVALID });
    }
    expect((await login(account.email, PASSWORD)).statusCode).toBe(200);
    expect((await me(headers)).statusCode).toBe(200);
    // the fresh link still works
    expect((await confirmReset({ token: fresh, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('names the field of a bad body', async () => {
    for (const [payload, error] of [
      [{ email: 'not an email' }, 'Please enter a valid email'],
      [{}, 'Email is required'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/seller/password-reset',
        payload,
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    for (const [payload, error] of [
      [{ password: NEW_PASSWORD }, 'token: must be the token of a reset link'],
      [{ token: '', password: NEW_PASSWORD }, 'token: must be the token of a reset link'],
      [{ token: 'x.y', password: 'short' }, SELLER_PASSWORD_TOO_SHORT],
      [{ token: 'x.y' }, 'Password is required'],
    ] as const) {
      const response = await confirmReset(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error });
    }
  });

  it('limits the reset calls per address like sign-in', async () => {
    const address = '10.41.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await requestReset('nobody@account-shop.example', address)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const refused = await requestReset('nobody@account-shop.example', address);
    expect(refused.json()).toEqual({ error: PASSWORD_RESET_THROTTLED });
  });
});
