import {
  CUSTOMER_CURRENT_PASSWORD_INCORRECT,
  CUSTOMER_LOGGED_OUT,
  CUSTOMER_LOGGED_OUT_EVERYWHERE,
  CUSTOMER_PASSWORD_CHANGED,
  PASSWORD_TOO_SHORT,
} from '@souk/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Database, postgresDatabase } from '../src/db/client.js';
import { customerSessions, customers } from '../src/db/schema.js';
import { SIGN_IN_REQUIRED } from '../src/domain/errors.js';
import { INVALID_GUEST_SESSION_HEADER } from '../src/domain/owner.js';
import { createTokenService, SECURE_TOKEN_COOKIE, TOKEN_COOKIE } from '../src/lib/tokens.js';
import { insertCustomer } from './fixtures.js';
import { createTestContext, driver, type TestContext } from './harness.js';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new password';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let addressCount = 0;
/** Each sign-in from its own address: the per-IP limits are tested elsewhere. */
const nextAddress = () => `10.77.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;

type Credentials = { cookie?: string; cookieName?: string; bearer?: string };

function send(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  { cookie, cookieName = TOKEN_COOKIE, bearer }: Credentials = {},
  payload?: Record<string, unknown>,
) {
  return app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    headers: {
      'user-agent': 'SessionsTest/1.0',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    ...(cookie ? { cookies: { [cookieName]: cookie } } : {}),
    ...(payload ? { payload } : {}),
  });
}

/** A customer with a password, signed in through the login route (a session row, the cookie and the token). */
async function signedInCustomer(app: FastifyInstance = ctx.app) {
  const account = await insertCustomer(ctx.db, createTokenService(ctx.config.jwtSecret));
  const session = await signIn(account.email, PASSWORD, app);
  return { ...account, ...session };
}

async function signIn(email: string, password: string, app: FastifyInstance = ctx.app) {
  const response = await send(app, 'POST', '/api/customer/customer-login', {}, { email, password });
  expect(response.statusCode, response.body).toBe(200);
  const { token } = response.json() as { token: string };
  const cookie = response.cookies.find((candidate) => candidate.name === TOKEN_COOKIE)?.value;
  expect(cookie).toBe(token);
  return { token, cookie: token };
}

/** The signed-in customer's dashboard (spec §7 gat-dashboard-data): 200 for them, 401 when not signed in. */
const dashboard = (customerId: string, credentials: Credentials, app: FastifyInstance = ctx.app) =>
  send(app, 'GET', `/api/home/customer/gat-dashboard-data/${customerId}`, credentials);

async function expectSignedIn(customerId: string, credentials: Credentials, app?: FastifyInstance) {
  const response = await dashboard(customerId, credentials, app);
  expect(response.statusCode, response.body).toBe(200);
}

async function expectSignedOut(customerId: string, credentials: Credentials, app?: FastifyInstance) {
  const response = await dashboard(customerId, credentials, app);
  expect(response.statusCode, response.body).toBe(401);
  expect(response.json()).toEqual({ error: SIGN_IN_REQUIRED });
}

const sessionsOf = (customerId: string) =>
  ctx.db.select().from(customerSessions).where(eq(customerSessions.customerId, customerId));

describe('customer sessions', () => {
  it('a sign-in stores a session (user agent, address, 7 days) and the token names it', async () => {
    const customer = await signedInCustomer();
    const verified = await createTokenService(ctx.config.jwtSecret).verify(customer.token);
    expect(verified).toEqual({
      id: customer.id,
      name: customer.name,
      email: customer.email,
      sessionId: expect.any(String),
    });
    const [row] = await ctx.db
      .select()
      .from(customerSessions)
      .where(eq(customerSessions.id, verified?.sessionId ?? ''));
    expect(row).toMatchObject({ customerId: customer.id, userAgent: 'SessionsTest/1.0', revokedAt: null });
    expect(row?.ip).toMatch(/^10\.77\./);
    const days = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    await expectSignedIn(customer.id, { bearer: customer.token });
    await expectSignedIn(customer.id, { cookie: customer.cookie });
  });

  it('logout with the cookie ends that session: the old cookie and the old bearer token are refused', async () => {
    const customer = await signedInCustomer();
    const otherDevice = await signIn(customer.email, PASSWORD);
    const someoneElse = await signedInCustomer();

    const response = await send(ctx.app, 'POST', '/api/customer/logout', { cookie: customer.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CUSTOMER_LOGGED_OUT });
    const cleared = response.cookies.find((candidate) => candidate.name === TOKEN_COOKIE);
    expect(cleared?.value).toBe('');

    await expectSignedOut(customer.id, { cookie: customer.cookie });
    await expectSignedOut(customer.id, { bearer: customer.token });
    // the customer's other session and another customer's are untouched
    await expectSignedIn(customer.id, { bearer: otherDevice.token });
    await expectSignedIn(someoneElse.id, { cookie: someoneElse.cookie });
    const rows = await sessionsOf(customer.id);
    expect(rows.filter((row) => row.revokedAt !== null)).toHaveLength(1);
  });

  it('logout with the bearer token ends that session too, and answers alike when repeated', async () => {
    const customer = await signedInCustomer();
    for (let round = 0; round < 2; round++) {
      const response = await send(ctx.app, 'POST', '/api/customer/logout', { bearer: customer.token });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: CUSTOMER_LOGGED_OUT });
    }
    await expectSignedOut(customer.id, { bearer: customer.token });
    await expectSignedOut(customer.id, { cookie: customer.cookie });
  });

  it('sign out everywhere ends every session of the customer, this one included, and no one else’s', async () => {
    const customer = await signedInCustomer();
    const otherDevice = await signIn(customer.email, PASSWORD);
    const someoneElse = await signedInCustomer();

    const anonymous = await send(ctx.app, 'POST', '/api/customer/logout-everywhere');
    expect(anonymous.statusCode).toBe(401);
    await expectSignedIn(customer.id, { cookie: customer.cookie });

    const response = await send(ctx.app, 'POST', '/api/customer/logout-everywhere', {
      cookie: customer.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CUSTOMER_LOGGED_OUT_EVERYWHERE });
    expect(response.cookies.find((candidate) => candidate.name === TOKEN_COOKIE)?.value).toBe('');

    for (const credentials of [
      { cookie: customer.cookie },
      { bearer: customer.token },
      { cookie: otherDevice.cookie },
      { bearer: otherDevice.token },
    ]) {
      await expectSignedOut(customer.id, credentials);
    }
    expect((await sessionsOf(customer.id)).every((row) => row.revokedAt !== null)).toBe(true);
    await expectSignedIn(someoneElse.id, { bearer: someoneElse.token });
    // signing in again starts a new session that works
    const again = await signIn(customer.email, PASSWORD);
    await expectSignedIn(customer.id, { cookie: again.cookie });
  });

  it('a password change ends the other sessions and keeps this one', async () => {
    const customer = await signedInCustomer();
    const otherDevice = await signIn(customer.email, PASSWORD);
    const someoneElse = await signedInCustomer();
    const change = (
      payload: Record<string, unknown>,
      credentials: Credentials = { cookie: customer.cookie },
    ) => send(ctx.app, 'POST', '/api/customer/change-password', credentials, payload);

    const anonymous = await change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, {});
    expect(anonymous.statusCode).toBe(401);
    const [before] = await ctx.db.select().from(customers).where(eq(customers.id, customer.id));

    for (const [payload, error] of [
      [
        { currentPassword: 'not the password', newPassword: NEW_PASSWORD },
        `currentPassword: ${CUSTOMER_CURRENT_PASSWORD_INCORRECT}`,
      ],
      [{ currentPassword: PASSWORD, newPassword: 'short' }, PASSWORD_TOO_SHORT],
      [{ currentPassword: PASSWORD }, 'Password is required'],
      [{ newPassword: NEW_PASSWORD }, 'Current password is required'],
      [{ currentPassword: PASSWORD, newPassword: 12345678 }, 'Password is required'],
    ] as const) {
      const refused = await change(payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toEqual({ error });
    }
    const [unchanged] = await ctx.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(unchanged?.passwordHash).toBe(before?.passwordHash);
    await expectSignedIn(customer.id, { bearer: otherDevice.token });

    const response = await change({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: CUSTOMER_PASSWORD_CHANGED });

    await expectSignedIn(customer.id, { cookie: customer.cookie });
    await expectSignedIn(customer.id, { bearer: customer.token });
    await expectSignedOut(customer.id, { cookie: otherDevice.cookie });
    await expectSignedOut(customer.id, { bearer: otherDevice.token });
    await expectSignedIn(someoneElse.id, { cookie: someoneElse.cookie });
    const oldPassword = await send(
      ctx.app,
      'POST',
      '/api/customer/customer-login',
      {},
      { email: customer.email, password: PASSWORD },
    );
    expect(oldPassword.statusCode).toBe(401);
    await signIn(customer.email, NEW_PASSWORD);
  });

  it('an expired session, a deleted account and a token without a session sign nobody in', async () => {
    const expired = await signedInCustomer();
    await ctx.db
      .update(customerSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerSessions.customerId, expired.id));
    await expectSignedOut(expired.id, { cookie: expired.cookie });

    const deleted = await signedInCustomer();
    await ctx.db.delete(customers).where(eq(customers.id, deleted.id));
    await expectSignedOut(deleted.id, { bearer: deleted.token });

    // a validly signed token from before sessions (no `sid`), and one naming another customer's session
    const key = new TextEncoder().encode(ctx.config.jwtSecret);
    const live = await signedInCustomer();
    const liveSession = (await createTokenService(ctx.config.jwtSecret).verify(live.token))?.sessionId;
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(expired.id)
        .setIssuer('souk')
        .setExpirationTime('1h')
        .sign(key);
    await expectSignedOut(expired.id, { bearer: await sign({ id: expired.id, name: 'x' }) });
    await expectSignedOut(expired.id, { bearer: await sign({ id: expired.id, sid: liveSession }) });
    await expectSignedIn(live.id, { bearer: live.token });
  });

  it('refuses a guest session header that is no UUID (400 naming the header)', async () => {
    for (const header of ['guest-1', 'abcdefgh', 'A3F0C2A9-8B1D-4C7E-9F21-6A5B4C3D2E1F', '']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/api/home/shops',
        headers: { 'x-guest-session': header },
      });
      expect(response.statusCode, header).toBe(400);
      expect(response.json()).toEqual({ error: INVALID_GUEST_SESSION_HEADER });
    }
    const fine = await ctx.app.inject({
      method: 'GET',
      url: '/api/home/shops',
      headers: { 'x-guest-session': crypto.randomUUID() },
    });
    expect(fine.statusCode).toBe(200);
  });
});

describe('session cookie over https (PUBLIC_URL https://…)', () => {
  let secure: TestContext;
  beforeAll(async () => {
    secure = await createTestContext({ PUBLIC_URL: 'https://shop.example.com' });
  });
  afterAll(() => secure.close());

  it('is __Host-souk_token: Secure, Path=/, no Domain, HttpOnly, SameSite=Lax — and only that name is read', async () => {
    const account = await insertCustomer(secure.db, createTokenService(secure.config.jwtSecret));
    const response = await send(
      secure.app,
      'POST',
      '/api/customer/customer-login',
      {},
      { email: account.email, password: PASSWORD },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { token } = response.json() as { token: string };
    const header = String(response.headers['set-cookie']);
    expect(header.startsWith(`${SECURE_TOKEN_COOKIE}=${token};`)).toBe(true);
    const attributes = header.split('; ').slice(1);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=604800', 'Path=/', 'SameSite=Lax', 'Secure']);
    expect(header).not.toMatch(/Domain=/i);

    const dashboardOf = (credentials: Credentials) =>
      send(secure.app, 'GET', `/api/home/customer/gat-dashboard-data/${account.id}`, credentials);
    expect((await dashboardOf({ cookie: token, cookieName: SECURE_TOKEN_COOKIE })).statusCode).toBe(200);
    expect((await dashboardOf({ cookie: token, cookieName: TOKEN_COOKIE })).statusCode).toBe(401);

    const logout = await send(secure.app, 'POST', '/api/customer/logout', {
      cookie: token,
      cookieName: SECURE_TOKEN_COOKIE,
    });
    expect(logout.statusCode).toBe(200);
    const cleared = String(logout.headers['set-cookie']);
    expect(cleared).toMatch(new RegExp(`^${SECURE_TOKEN_COOKIE}=;`));
    expect(cleared).toContain('Secure');
    expect(cleared).toContain('Path=/');
    expect((await dashboardOf({ cookie: token, cookieName: SECURE_TOKEN_COOKIE })).statusCode).toBe(401);
  });

  it('is souk_token without Secure over plain http', async () => {
    const account = await insertCustomer(ctx.db, createTokenService(ctx.config.jwtSecret));
    const response = await send(
      ctx.app,
      'POST',
      '/api/customer/customer-login',
      {},
      { email: account.email, password: PASSWORD },
    );
    const header = String(response.headers['set-cookie']);
    expect(header.startsWith(`${TOKEN_COOKIE}=`)).toBe(true);
    expect(header.split('; ').slice(1).sort()).toEqual([
      'HttpOnly',
      'Max-Age=604800',
      'Path=/',
      'SameSite=Lax',
    ]);
  });
});

/** Two API servers on one PostgreSQL, as behind a load balancer: a logout on one holds on the other at once. */
describe.skipIf(driver === 'pglite')('customer sessions on two servers sharing one PostgreSQL', () => {
  let secondDatabase: Database;
  let second: FastifyInstance;
  beforeAll(async () => {
    secondDatabase = postgresDatabase(ctx.databaseUrl as string, { max: 5 });
    second = await buildApp({ config: ctx.config, database: secondDatabase, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
  });

  it('logout on A: the old cookie is refused on B', async () => {
    const customer = await signedInCustomer(ctx.app);
    await expectSignedIn(customer.id, { cookie: customer.cookie }, second);
    const logout = await send(ctx.app, 'POST', '/api/customer/logout', { cookie: customer.cookie });
    expect(logout.statusCode).toBe(200);
    await expectSignedOut(customer.id, { cookie: customer.cookie }, second);
    await expectSignedOut(customer.id, { bearer: customer.token }, second);
  });

  it('sign out everywhere on B ends the sessions started on A', async () => {
    const customer = await signedInCustomer(ctx.app);
    const onB = await signIn(customer.email, PASSWORD, second);
    const everywhere = await send(second, 'POST', '/api/customer/logout-everywhere', { bearer: onB.token });
    expect(everywhere.statusCode).toBe(200);
    await expectSignedOut(customer.id, { cookie: customer.cookie }, ctx.app);
    await expectSignedOut(customer.id, { cookie: onB.cookie }, ctx.app);
  });
});
