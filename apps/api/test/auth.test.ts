import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../src/db/schema.js';
import { createAttemptLimiter } from '../src/lib/attempt-limiter.js';
import { createMemoryLimitStore } from '../src/lib/limits/memory-limit-store.js';
import { createTokenService, TOKEN_COOKIE, TOKEN_MAX_AGE_SECONDS } from '../src/lib/tokens.js';
import { nulByteMessage } from '../src/plugins/reject-nul-bytes.js';
import { LOGIN_THROTTLED } from '../src/plugins/sign-in-throttle.js';
import { LOGGED_OUT, REGISTER_THROTTLED, REGISTERED } from '../src/routes/store/auth.js';
import { EMAIL_TAKEN, INVALID_CREDENTIALS } from '../src/services/customers.js';
import { LOGGED_IN } from '../src/services/sign-in.js';
import {
  addToCart,
  addToWishlist,
  customerLines,
  customerWishlist,
  guestLines,
  guestWishlist,
  OFFERED_ADDONS,
} from './cart-fixtures.js';
import { guestSession, insertCustomer, insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;
type ProductRow = Awaited<ReturnType<typeof insertProduct>>;
let shopA: Awaited<ReturnType<typeof insertSeller>>;
let shirt: ProductRow;
let hat: ProductRow;
let scarf: ProductRow;
let jam: ProductRow;

const PASSWORD = 'correct horse battery';
const tokens = () => createTokenService(ctx.config.jwtSecret);
const customer = (overrides: { name?: string; email?: string } = {}) =>
  insertCustomer(ctx.db, tokens(), overrides);

let ipCounter = 0;
/** Each test speaks from its own address, so the per-IP limit only bites where a test wants it to. */
function newIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

interface From {
  /** The client address (default: a new one per request). */
  ip?: string;
  headers?: Record<string, string>;
}
function post(url: string, payload: unknown, { ip = newIp(), headers = {} }: From) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers,
    remoteAddress: ip,
  });
}
const register = (payload: unknown, from: From = {}) =>
  post('/api/customer/customer-register', payload, from);
const login = (payload: unknown, from: From = {}) => post('/api/customer/customer-login', payload, from);

async function customerCount(): Promise<number> {
  const [row] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(customers);
  return row?.count ?? 0;
}

beforeAll(async () => {
  // as behind a reverse proxy: X-Forwarded-Proto tells whether the shopper used https
  ctx = await createTestContext({ TRUST_PROXY: 'true' });
  shopA = await insertSeller(ctx.db);
  const shopB = await insertSeller(ctx.db);
  shirt = await insertProduct(ctx.db, shopA.id, { addons: OFFERED_ADDONS });
  hat = await insertProduct(ctx.db, shopA.id);
  scarf = await insertProduct(ctx.db, shopA.id);
  jam = await insertProduct(ctx.db, shopB.id);
});
afterAll(() => ctx.close());

describe('POST /api/customer/customer-register', () => {
  it('creates the account, answers 201 { token, message } and sets the httpOnly cookie', async () => {
    const response = await register({
      name: '  Lindiwe Dube ',
      email: ' Lindiwe@Example.com ',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ token: expect.any(String), message: REGISTERED });

    const [row] = await ctx.db.select().from(customers).where(eq(customers.email, 'lindiwe@example.com'));
    expect(row).toMatchObject({ name: 'Lindiwe Dube', email: 'lindiwe@example.com' });
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.passwordHash).not.toContain(PASSWORD);

    expect(await tokens().verify(body.token)).toEqual({
      id: row?.id,
      name: 'Lindiwe Dube',
      email: 'lindiwe@example.com',
      sessionId: expect.any(String),
    });
    const cookie = response.cookies.find((candidate) => candidate.name === TOKEN_COOKIE);
    expect(cookie).toMatchObject({
      value: body.token,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: TOKEN_MAX_AGE_SECONDS,
    });
    expect(cookie?.secure).toBeFalsy();

    // the token and the cookie both identify the new customer
    const byToken = await ctx.app.inject({
      method: 'GET',
      url: `/api/home/product/get-wishlist-products/${row?.id}`,
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(byToken.statusCode).toBe(200);
    const byCookie = await ctx.app.inject({
      method: 'GET',
      url: `/api/home/product/get-wishlist-products/${row?.id}`,
      cookies: { [TOKEN_COOKIE]: body.token },
    });
    expect(byCookie.statusCode).toBe(200);
  });

  it('marks the cookie Secure behind https', async () => {
    const response = await register(
      { name: 'Sipho', email: 'sipho@example.com', password: PASSWORD },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(response.statusCode).toBe(201);
    expect(response.cookies.find((cookie) => cookie.name === TOKEN_COOKIE)?.secure).toBe(true);
  });

  it('refuses an email already registered, case-insensitively', async () => {
    await customer({ email: 'Mixed.Case@Example.com' });
    const before = await customerCount();
    for (const email of ['mixed.case@example.com', 'MIXED.CASE@EXAMPLE.COM']) {
      const response = await register({ name: 'Copy', email, password: PASSWORD });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: EMAIL_TAKEN });
      expect(response.cookies).toEqual([]);
    }
    expect(await customerCount()).toBe(before);
  });

  it('rejects bad input with the schema’s message and creates nothing', async () => {
    const before = await customerCount();
    const cases: [unknown, string][] = [
      [{ name: '', email: 'a@example.com', password: PASSWORD }, 'Name is required'],
      [{ name: '   ', email: 'a@example.com', password: PASSWORD }, 'Name is required'],
      [{ email: 'a@example.com', password: PASSWORD }, 'Name is required'],
      [{ name: 'Ann', email: 'not-an-email', password: PASSWORD }, 'Please enter a valid email'],
      [{ name: 'Ann', password: PASSWORD }, 'Email is required'],
      [
        { name: 'Ann', email: 'a@example.com', password: 'short' },
        'Password must be at least 8 characters long',
      ],
      [{ name: 'Ann', email: 'a@example.com' }, 'Password is required'],
      [{ name: 'Ann', email: 'a@example.com', password: 12345678 }, 'Password is required'],
      [{ name: 'Ann', email: 'a@example.com', password: 'x'.repeat(5000) }, 'Password is too long'],
      [{ name: 'Ann\u0000', email: 'a@example.com', password: PASSWORD }, nulByteMessage('name')],
    ];
    for (const [payload, error] of cases) {
      const response = await register(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    expect(await customerCount()).toBe(before);
  });

  it('limits taken-email registrations per account', async () => {
    await customer({ email: 'popular@example.com' });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(
        (await register({ name: 'X', email: 'popular@example.com', password: PASSWORD })).statusCode,
      ).toBe(409);
    }
    const blocked = await register({ name: 'X', email: 'popular@example.com', password: PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ error: REGISTER_THROTTLED });
  });
});

describe('POST /api/customer/customer-login', () => {
  it('answers { token, message } with the cookie for the right password, any email case', async () => {
    const account = await customer({ name: 'Aisha', email: 'aisha@example.com' });
    const response = await login({ email: 'AISHA@example.com', password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ token: expect.any(String), message: LOGGED_IN });
    expect(await tokens().verify(body.token)).toEqual({
      id: account.id,
      name: 'Aisha',
      email: 'aisha@example.com',
      sessionId: expect.any(String),
    });
    expect(response.cookies.find((cookie) => cookie.name === TOKEN_COOKIE)).toMatchObject({
      value: body.token,
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    await customer({ email: 'known@example.com' });
    const wrongPassword = await login({ email: 'known@example.com', password: 'not the password' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: PASSWORD });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: INVALID_CREDENTIALS });
      expect(response.cookies).toEqual([]);
    }
  });

  it('rejects bad input with 400 { error }', async () => {
    for (const payload of [
      {},
      { email: 'a@example.com' },
      { email: 'nope', password: PASSWORD },
      { email: 1 },
      { email: 'a\u0000@example.com', password: PASSWORD },
    ]) {
      const response = await login(payload);
      expect(response.statusCode).toBe(400);
      expect(typeof response.json().error).toBe('string');
    }
  });

  it('does not let an attacker’s failures from one address lock the owner out from another', async () => {
    await customer({ email: 'target@example.com' });
    const attacker = { ip: newIp() };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push(
        (await login({ email: 'target@example.com', password: `guess ${attempt}xx` }, attacker)).statusCode,
      );
    }
    // three guesses answered, then the attacker waits (1 s, 2 s, 4 s …), the right password included
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
    const attackerWithPassword = await login({ email: 'target@example.com', password: PASSWORD }, attacker);
    expect(attackerWithPassword.statusCode).toBe(429);
    expect(attackerWithPassword.json()).toEqual({ error: LOGIN_THROTTLED });
    expect(Number(attackerWithPassword.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // the owner, from an address that did not fail, signs in at once
    const owner = await login({ email: 'target@example.com', password: PASSWORD }, { ip: newIp() });
    expect(owner.statusCode, owner.body).toBe(200);
  });

  it('slows guesses spread over many addresses only per address, and clears an address on success', async () => {
    await customer({ email: 'forgetful@example.com' });
    const home = { ip: newIp() };
    for (let attempt = 0; attempt < 2; attempt++) {
      expect(
        (await login({ email: 'forgetful@example.com', password: 'wrong password' }, home)).statusCode,
      ).toBe(401);
    }
    expect((await login({ email: 'forgetful@example.com', password: PASSWORD }, home)).statusCode).toBe(200);
    // the success forgot those two: three more wrong passwords are answered before any wait
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(
        (await login({ email: 'forgetful@example.com', password: 'wrong password' }, home)).statusCode,
      ).toBe(401);
    }
    // many addresses, one guess each: each answered, and the owner still gets in
    for (let attempt = 0; attempt < 8; attempt++) {
      expect((await login({ email: 'forgetful@example.com', password: 'wrong password' })).statusCode).toBe(
        401,
      );
    }
    expect((await login({ email: 'forgetful@example.com', password: PASSWORD })).statusCode).toBe(200);
  });

  it('limits each IP to 10 attempts a minute', async () => {
    const ip = { ip: newIp() };
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await login({ email: `spray${attempt}@example.com`, password: PASSWORD }, ip);
      expect(response.statusCode).toBe(401);
    }
    const limited = await login({ email: 'spray-final@example.com', password: PASSWORD }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: LOGIN_THROTTLED });
    // another address is unaffected
    expect((await login({ email: 'spray-final@example.com', password: PASSWORD })).statusCode).toBe(401);
  });
});

describe('AUTH_RATE_LIMIT', () => {
  it('sets the per-address limit of the sign-in routes (a server for browser journeys raises it)', async () => {
    const strict = await createTestContext({ AUTH_RATE_LIMIT: '3' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const response = await strict.app.inject({
          method: 'POST',
          url: '/api/seller/login',
          payload: { email: `nobody${attempt}@example.com`, password: PASSWORD },
          remoteAddress: '10.9.9.9',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await strict.close();
    }
  });
});

describe('POST /api/customer/logout', () => {
  it('clears the cookie', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/customer/logout' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: LOGGED_OUT });
    const cookie = response.cookies.find((candidate) => candidate.name === TOKEN_COOKIE);
    expect(cookie?.value).toBe('');
    expect(cookie?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('guest cart and wishlist merge on sign-in', () => {
  it('moves the guest’s cart and wishlist into a new account', async () => {
    const guest = guestSession();
    await addToCart(ctx, { sessionId: guest.sessionId, productId: hat.id, quantity: 2 });
    await addToWishlist(ctx, { sessionId: guest.sessionId, productId: scarf.id });

    const response = await register(
      { name: 'New Shopper', email: 'new.shopper@example.com', password: PASSWORD },
      { headers: guest.headers },
    );
    expect(response.statusCode).toBe(201);
    const id = (await tokens().verify(response.json().token))?.id ?? '';

    expect(await customerLines(ctx.db, id)).toEqual([
      expect.objectContaining({ productId: hat.id, quantity: 2, customerId: id, sessionId: null }),
    ]);
    expect(await customerWishlist(ctx.db, id)).toEqual([
      expect.objectContaining({ productId: scarf.id, customerId: id, sessionId: null }),
    ]);
    expect(await guestLines(ctx.db, guest.sessionId)).toEqual([]);
    expect(await guestWishlist(ctx.db, guest.sessionId)).toEqual([]);
  });

  it('merges into an existing account: equal lines add up, wishlist duplicates are skipped', async () => {
    const account = await customer({ email: 'returning@example.com' });
    const large = [{ text: 'Large', price: 0 }];
    await addToCart(
      ctx,
      { userId: account.id, productId: shirt.id, quantity: 1, addons: large },
      account.headers,
    );
    await addToWishlist(ctx, { userId: account.id, productId: hat.id }, account.headers);

    const guest = guestSession();
    await addToCart(ctx, { sessionId: guest.sessionId, productId: shirt.id, quantity: 2, addons: large });
    await addToCart(ctx, { sessionId: guest.sessionId, productId: shirt.id, quantity: 1 });
    await addToCart(ctx, { sessionId: guest.sessionId, productId: scarf.id, quantity: 4 });
    await addToWishlist(ctx, { sessionId: guest.sessionId, productId: hat.id });
    await addToWishlist(ctx, { sessionId: guest.sessionId, productId: scarf.id });

    const response = await login(
      { email: 'returning@example.com', password: PASSWORD },
      { headers: guest.headers },
    );
    expect(response.statusCode).toBe(200);

    const lines = await customerLines(ctx.db, account.id);
    expect(lines.map((line) => [line.productId, line.quantity, line.addons])).toEqual([
      [shirt.id, 3, [{ text: 'Large', price: 2.5 }]],
      [shirt.id, 1, []],
      [scarf.id, 4, []],
    ]);
    expect((await customerWishlist(ctx.db, account.id)).map((item) => item.productId).sort()).toEqual(
      [hat.id, scarf.id].sort(),
    );
    expect(await guestLines(ctx.db, guest.sessionId)).toEqual([]);
    expect(await guestWishlist(ctx.db, guest.sessionId)).toEqual([]);

    const cart = await ctx.app.inject({
      method: 'GET',
      url: `/api/home/product/get-card-product/${account.id}/${shopA.id}`,
      headers: account.headers,
    });
    expect(cart.json()).toMatchObject({ card_product_count: 3, buy_product_item: 8 });
  });

  it('keeps both shops’ carts when the guest’s is from another seller than the account’s (parked carts)', async () => {
    const account = await customer({ email: 'loyal@example.com' });
    await addToCart(ctx, { userId: account.id, productId: hat.id, quantity: 1 }, account.headers);
    const guest = guestSession();
    await addToCart(ctx, { sessionId: guest.sessionId, productId: jam.id, quantity: 3 });
    await addToWishlist(ctx, { sessionId: guest.sessionId, productId: jam.id });

    const response = await login(
      { email: 'loyal@example.com', password: PASSWORD },
      { headers: guest.headers },
    );
    expect(response.statusCode).toBe(200);
    expect(
      (await customerLines(ctx.db, account.id)).map((line) => [line.productId, line.quantity]).sort(),
    ).toEqual(
      [
        [hat.id, 1],
        [jam.id, 3],
      ].sort(),
    );
    expect(await guestLines(ctx.db, guest.sessionId)).toEqual([]);
    expect((await customerWishlist(ctx.db, account.id)).map((item) => item.productId)).toEqual([jam.id]);

    // each shop's cart page shows its own cart and names the other
    const cartAt = async (shopId: string) =>
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/home/product/get-card-product/${account.id}/${shopId}`,
          headers: account.headers,
        })
      ).json();
    const atA = await cartAt(shopA.id);
    expect(atA).toMatchObject({ card_product_count: 1, buy_product_item: 1 });
    expect(atA.other_sellers).toEqual([
      expect.objectContaining({ sellerId: jam.sellerId, card_product_count: 1 }),
    ]);
    expect(await cartAt(jam.sellerId)).toMatchObject({ card_product_count: 1, buy_product_item: 3 });
  });

  it('merges nothing without a guest session header, or when the login fails', async () => {
    await customer({ email: 'plain@example.com' });
    const guest = guestSession();
    await addToCart(ctx, { sessionId: guest.sessionId, productId: hat.id, quantity: 1 });
    expect((await login({ email: 'plain@example.com', password: PASSWORD })).statusCode).toBe(200);
    const failed = await login(
      { email: 'plain@example.com', password: 'wrong password' },
      { headers: guest.headers },
    );
    expect(failed.statusCode).toBe(401);
    expect(await guestLines(ctx.db, guest.sessionId)).toHaveLength(1);
  });
});

describe('createAttemptLimiter', () => {
  it('blocks after maxFailures inside the window and forgets them after it', async () => {
    let now = 1_000_000;
    const store = createMemoryLimitStore({ now: () => now });
    const limiter = createAttemptLimiter(store, 'test', { maxFailures: 3, windowMs: 60_000 });
    for (let i = 0; i < 3; i++) {
      expect(await limiter.isBlocked('a')).toBe(false);
      await limiter.recordFailure('a');
      now += 1000;
    }
    expect(await limiter.isBlocked('a')).toBe(true);
    expect(await limiter.isBlocked('b')).toBe(false);
    now += 57_500; // the first failure leaves the window, two remain
    expect(await limiter.isBlocked('a')).toBe(false);
    await limiter.recordFailure('a');
    expect(await limiter.isBlocked('a')).toBe(true);
    await limiter.reset('a');
    expect(await limiter.isBlocked('a')).toBe(false);
  });

  it('never shares a count between two limits of the same store', async () => {
    const store = createMemoryLimitStore();
    const first = createAttemptLimiter(store, 'first', { maxFailures: 1, windowMs: 60_000 });
    const second = createAttemptLimiter(store, 'second', { maxFailures: 1, windowMs: 60_000 });
    await first.recordFailure('a');
    expect(await first.isBlocked('a')).toBe(true);
    expect(await second.isBlocked('a')).toBe(false);
  });

  it('keeps memory bounded by forgetting the oldest keys', async () => {
    const store = createMemoryLimitStore({ maxKeys: 3, now: () => 0 });
    const limiter = createAttemptLimiter(store, 'test', { maxFailures: 1, windowMs: 60_000 });
    for (const key of ['a', 'b', 'c', 'd']) await limiter.recordFailure(key);
    expect(await limiter.isBlocked('a')).toBe(false);
    for (const key of ['b', 'c', 'd']) expect(await limiter.isBlocked(key)).toBe(true);
  });
});
