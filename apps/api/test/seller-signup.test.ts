import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ADMIN_PREFIX,
  NOT_FOUND_PATH,
  RESERVED_SHOP_NAMES,
  ROUTE_PATTERNS,
  SHOP_ADDRESS_INVALID,
  SHOP_ADDRESS_REQUIRED,
  SHOP_ADDRESS_RESERVED,
  SHOP_ADDRESS_TAKEN,
  SHOP_ADDRESS_TOO_SHORT,
  SIGNUP_ACCOUNT_EXISTS,
  SIGNUP_ADDRESS_TAKEN_MEANWHILE,
  SIGNUP_REQUESTED,
} from '@souk/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  events,
  paymentConfigs,
  products,
  sellerAccounts,
  sellerSessions,
  sellerSignups,
  sellers,
} from '../src/db/schema.js';
import type { Mailer } from '../src/lib/mailer.js';
import { createMailer } from '../src/lib/mailer.js';
import { resetLinkToken } from '../src/lib/reset-tokens.js';
import { NAME_CHECK_THROTTLED, SIGNUP_THROTTLED } from '../src/routes/seller/signup.js';
import { createSellerAccount } from '../src/services/seller-accounts.js';
import { SIGNUP_NAME_TAKEN, SIGNUP_TOKEN_INVALID } from '../src/services/seller-signups.js';
import { insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, driver, type TestContext } from './harness.js';
import {
  drainEvents,
  type ReceivedMail,
  silentLog,
  startSmtpServer,
  type TestSmtpServer,
} from './mail-fixtures.js';

const PUBLIC_URL = 'https://souk.example';
const PASSWORD = 'opening day 2026';
const REPOSITORY = join(import.meta.dirname, '../../..');

let ctx: TestContext;
let smtp: TestSmtpServer;
let mailer: Mailer;
let clients = 0;
let signups = 0;

/** A client address of its own per call: the per-address limit is tested on its own. */
const nextAddress = () => `10.${(++clients >> 8) & 255}.${clients & 255}.9`;

const drain = () => drainEvents(ctx, mailer);

/** A sign-up body, each call with its own e-mail and shop address unless told. */
function body(overrides: Record<string, unknown> = {}) {
  const n = ++signups;
  return {
    email: `founder${n}-${driver}@new-shop.example`,
    password: PASSWORD,
    shopName: `Fresh Shop ${n}`,
    name: `fresh-shop-${driver}-${n}`,
    countryCode: '27',
    currency: 'ZAR',
    ...overrides,
  };
}

function signUp(payload: Record<string, unknown>, remoteAddress = nextAddress()) {
  return ctx.app.inject({ method: 'POST', url: '/api/seller/signup', payload, remoteAddress });
}

function verify(token: unknown, remoteAddress = nextAddress()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/seller/signup/verify',
    payload: { token },
    remoteAddress,
  });
}

function nameAvailable(name: string, remoteAddress = nextAddress()) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/seller/signup/name-available?name=${encodeURIComponent(name)}`,
    remoteAddress,
  });
}

/** The mails sent to an address since the last look. */
function mailsTo(email: string): ReceivedMail[] {
  return smtp.received.filter((mail) => mail.envelopeTo.includes(email));
}

/** The token a verification mail's link carries. */
function tokenOf(mail: ReceivedMail): string {
  const match = mail.text.match(/https:\/\/souk\.example\/seller\/signup\/verify\?token=([\w.-]+)/);
  if (!match?.[1]) throw new Error(`no verification link in:\n${mail.text}`);
  return decodeURIComponent(match[1]);
}

/** Signs up and answers the mailed link's token. */
async function signUpAndReadLink(payload = body()): Promise<string> {
  const response = await signUp(payload);
  expect(response.statusCode, response.body).toBe(202);
  await drain();
  const [mail] = mailsTo(payload.email as string).filter((one) => one.template === 'verify-signup');
  if (!mail) throw new Error('no verification mail');
  return tokenOf(mail);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'Souk <mail@souk.test>' });
  mailer = createMailer({ ...ctx.config.mail, log: silentLog });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('GET /api/seller/signup/name-available', () => {
  it('answers a free address available, trimmed and in lower case', async () => {
    const response = await nameAvailable(' My-New-Shop ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'my-new-shop', available: true });
  });

  it.each([
    ['ab', SHOP_ADDRESS_TOO_SHORT],
    ['my shop', SHOP_ADDRESS_INVALID],
    ['my--shop', SHOP_ADDRESS_INVALID],
    ['-shop', SHOP_ADDRESS_INVALID],
    ['', SHOP_ADDRESS_REQUIRED],
    ['seller', SHOP_ADDRESS_RESERVED],
    ['API', SHOP_ADDRESS_RESERVED],
    ['search-products', SHOP_ADDRESS_RESERVED],
    ['shops', SHOP_ADDRESS_RESERVED],
    ['not-found', SHOP_ADDRESS_RESERVED],
    ['images', SHOP_ADDRESS_RESERVED],
  ])('%j is not available: %s', async (name, reason) => {
    const response = await nameAvailable(name);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ available: false, reason });
  });

  it('refuses a shop’s name whatever its case, and one held by a pending sign-up until it expires', async () => {
    await insertSeller(ctx.db, { name: `Taken-Shop-${driver}` });
    expect((await nameAvailable(`taken-shop-${driver}`)).json()).toEqual({
      name: `taken-shop-${driver}`,
      available: false,
      reason: SHOP_ADDRESS_TAKEN,
    });
    const held = body();
    expect((await signUp(held)).statusCode).toBe(202);
    expect((await nameAvailable(held.name.toUpperCase())).json()).toMatchObject({
      available: false,
      reason: SHOP_ADDRESS_TAKEN,
    });
    await ctx.db
      .update(sellerSignups)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sellerSignups.email, held.email));
    expect((await nameAvailable(held.name)).json()).toMatchObject({ available: true });
  });

  it('is rate-limited per client address', async () => {
    const address = nextAddress();
    let last = 0;
    for (let call = 0; call < 61; call++)
      last = (await nameAvailable(`shop-${call}-abc`, address)).statusCode;
    expect(last).toBe(429);
    const refused = await nameAvailable('another-shop', address);
    expect(refused.json()).toEqual({ error: NAME_CHECK_THROTTLED });
  });
});

describe('reserved names', () => {
  /** The first segment of a path pattern (`/search-products/*` → `search-products`), or null for `/`, `/*`, `/:x`. */
  const firstSegment = (path: string) => {
    const segment = path.split('/')[1] ?? '';
    return segment === '' || segment === '*' || segment.startsWith(':') ? null : segment;
  };

  it('cover the first segment of every route the product answers and every file the root builds serve', () => {
    const segments = new Set<string>();
    // the front ends' own paths
    const list = JSON.parse(readFileSync(join(REPOSITORY, 'frontends.json'), 'utf8')) as {
      frontends: { dir: string; paths: string[] }[];
    };
    for (const frontend of list.frontends) {
      for (const path of frontend.paths) {
        const segment = firstSegment(path);
        if (segment) segments.add(segment);
      }
      // files served at the root (public/) and Vite's assets folder
      for (const file of readdirSync(join(REPOSITORY, frontend.dir, 'public'))) segments.add(file);
      segments.add('assets');
    }
    // the storefront's and the portal's top-level routes
    for (const path of [NOT_FOUND_PATH, ADMIN_PREFIX, ROUTE_PATTERNS.globalSearch, ROUTE_PATTERNS.admin]) {
      const segment = firstSegment(path);
      if (segment) segments.add(segment);
    }
    // every route the server registers at the top of its tree (the API under /api)
    for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
      const path = line.match(/^[├└]── (\/\S*) \(/)?.[1];
      const segment = path && firstSegment(path);
      if (segment) segments.add(segment);
    }
    expect(segments).toContain('api');
    expect(segments).toContain('seller');
    expect(segments).toContain('search-products');
    expect(segments).toContain('images');
    for (const segment of segments) {
      expect(RESERVED_SHOP_NAMES, `/${segment} is a route`).toContain(segment);
    }
  });
});

describe('POST /api/seller/signup and /verify: opening a shop', () => {
  it('mails a single-use link; the link opens an empty shop, signs its seller in, and works once', async () => {
    const payload = body({ email: `Ann-${driver}@New-Shop.example`, shopName: 'Ann’s Tea Corner' });
    const email = payload.email.toLowerCase();
    const response = await signUp(payload);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ message: SIGNUP_REQUESTED });

    const [row] = await ctx.db.select().from(sellerSignups).where(eq(sellerSignups.email, email));
    expect(row).toMatchObject({ name: payload.name, shopName: 'Ann’s Tea Corner', usedAt: null });
    expect(row?.passwordHash).not.toContain(PASSWORD);
    const hoursValid = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hoursValid).toBeCloseTo(24, 1);
    // the event names the sign-up, never its token
    const [event] = await ctx.db
      .select()
      .from(events)
      .where(sql`${events.type} = 'seller.signup_requested' and ${events.payload}->>'signupId' = ${row!.id}`);
    expect(event?.payload).toEqual({ signupId: row!.id });

    await drain();
    const [mail] = mailsTo(email);
    expect(mail?.template).toBe('verify-signup');
    expect(mail?.subject).toContain('Ann’s Tea Corner');
    expect(mail?.text).toContain(`${PUBLIC_URL}/${payload.name}`);
    const token = tokenOf(mail!);
    expect(token).toBe(resetLinkToken(ctx.config.jwtSecret, 'signup', row!.id));

    // nothing exists before the link is followed
    expect(await ctx.db.select().from(sellers).where(eq(sellers.name, payload.name))).toEqual([]);

    const verified = await verify(token);
    expect(verified.statusCode, verified.body).toBe(200);
    const { token: sessionToken } = verified.json();
    const headers = { authorization: `Bearer ${sessionToken}` };

    const [shop] = await ctx.db.select().from(sellers).where(eq(sellers.name, payload.name));
    expect(shop).toMatchObject({
      shopName: 'Ann’s Tea Corner',
      countryCode: '27',
      currency: 'ZAR',
      image: '',
      supportEmail: '',
      linksContent: {},
    });
    const [account] = await ctx.db.select().from(sellerAccounts).where(eq(sellerAccounts.sellerId, shop!.id));
    expect(account?.email).toBe(email);
    expect(
      await ctx.db.select().from(sellerSessions).where(eq(sellerSessions.accountId, account!.id)),
    ).toHaveLength(1);
    const [config] = await ctx.db.select().from(paymentConfigs).where(eq(paymentConfigs.sellerId, shop!.id));
    expect(config?.enabledMethods).toEqual([]);
    expect(await ctx.db.select().from(products).where(eq(products.sellerId, shop!.id))).toEqual([]);

    // signed in: the console's calls work with the answered token
    const me = await ctx.app.inject({ method: 'GET', url: '/api/seller/me', headers });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ account: { email }, shop: { name: payload.name } });
    // and the password chosen at sign-up signs in
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/seller/login',
      payload: { email, password: PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(login.statusCode).toBe(200);

    // the shop's address answers in the storefront
    const lookup = await ctx.app.inject({ method: 'GET', url: `/api/search-seller?name=${payload.name}` });
    expect(lookup.json().seller).toMatchObject({ name: payload.name });

    // the link works once
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: SIGNUP_TOKEN_INVALID });
    expect(await ctx.db.select().from(sellers).where(eq(sellers.name, payload.name))).toHaveLength(1);
  });

  it('a new shop starts with an undone checklist, each item linking the screen that does it', async () => {
    const token = await signUpAndReadLink();
    const headers = { authorization: `Bearer ${(await verify(token)).json().token}` };
    const response = await ctx.app.inject({ method: 'GET', url: '/api/seller/checklist', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      { id: 'logo', label: 'Add your logo', done: false, href: '/seller/shop' },
      { id: 'support', label: 'Add your support details', done: false, href: '/seller/shop' },
      { id: 'product', label: 'Publish your first product', done: false, href: '/seller/products/new' },
      { id: 'payment', label: 'Switch on a payment method', done: false, href: '/seller/settings/payments' },
      { id: 'page', label: 'Write an info page', done: false, href: '/seller/shop/pages' },
    ]);

    const me = (await ctx.app.inject({ method: 'GET', url: '/api/seller/me', headers })).json();
    const [shop] = await ctx.db.select().from(sellers).where(eq(sellers.name, me.shop.name));
    // a draft product is not yet the first product
    await insertProduct(ctx.db, shop!.id, { published: false });
    await ctx.db
      .update(sellers)
      .set({ image: '/api/media/0123456789abcdef0123456789abcdef/64x64', supportPhone: '0821234567' })
      .where(eq(sellers.id, shop!.id));
    const partly = (await ctx.app.inject({ method: 'GET', url: '/api/seller/checklist', headers })).json();
    expect(partly.items.map((item: { done: boolean }) => item.done)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);

    await insertProduct(ctx.db, shop!.id);
    await ctx.db
      .update(paymentConfigs)
      .set({ enabledMethods: ['eft'] })
      .where(eq(paymentConfigs.sellerId, shop!.id));
    await ctx.db
      .update(sellers)
      .set({ linksContent: { aboutShop: 'We sell tea.' } })
      .where(eq(sellers.id, shop!.id));
    const done = (await ctx.app.inject({ method: 'GET', url: '/api/seller/checklist', headers })).json();
    expect(done.items.every((item: { done: boolean }) => item.done)).toBe(true);
  });

  it('refuses an expired link and a forged one, and creates nothing', async () => {
    const payload = body();
    const token = await signUpAndReadLink(payload);
    await ctx.db
      .update(sellerSignups)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sellerSignups.email, payload.email));
    const expired = await verify(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ error: SIGNUP_TOKEN_INVALID });

    const id = token.split('.')[0]!;
    for (const forged of [
      `${id}.AAAA`,
      id,
      resetLinkToken(ctx.config.jwtSecret, 'seller', id),
      resetLinkToken('another-secret-that-is-long-enough', 'signup', id),
    ]) {
      const response = await verify(forged);
      expect(response.statusCode, forged).toBe(400);
      expect(response.json()).toEqual({ error: SIGNUP_TOKEN_INVALID });
    }
    for (const bad of ['', 42, 'x'.repeat(301)]) {
      const response = await verify(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^token: /);
    }
    expect(await ctx.db.select().from(sellers).where(eq(sellers.name, payload.name))).toEqual([]);
  });

  it('answers an e-mail that already has an account alike, and mails it a note instead of a link', async () => {
    const existing = await insertSeller(ctx.db, { shopName: 'Old Shop' });
    const email = `owner-${driver}@old-shop.example`;
    await createSellerAccount(ctx.db, { seller: existing.id, email, password: 'old password 1' });
    const response = await signUp(body({ email: email.toUpperCase() }));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: SIGNUP_REQUESTED });
    expect(
      await ctx.db.select().from(sellerSignups).where(sql`lower(${sellerSignups.email}) = ${email}`),
    ).toEqual([]);
    await drain();
    const mails = mailsTo(email);
    expect(mails.map((mail) => mail.template)).toEqual(['signup-account-exists']);
    expect(mails[0]?.text).toContain(`${PUBLIC_URL}/seller/login`);
    expect(mails[0]?.text).toContain('Old Shop');
    expect(mails[0]?.text).not.toContain('/seller/signup/verify');
  });

  it('lets the same e-mail ask twice; opening the shop with one link spends the other', async () => {
    const payload = body();
    expect((await signUp(payload)).statusCode).toBe(202);
    // the same address again: its own pending sign-up does not hold the name against it
    expect((await signUp(payload)).statusCode).toBe(202);
    await drain();
    const links = mailsTo(payload.email).map(tokenOf);
    expect(links).toHaveLength(2);
    expect(new Set(links).size).toBe(2);
    expect((await verify(links[1])).statusCode).toBe(200);
    const other = await verify(links[0]);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ error: SIGNUP_TOKEN_INVALID });
    // and now the address has an account: asking again mails the note
    expect((await signUp(body({ email: payload.email }))).statusCode).toBe(202);
    await drain();
    expect(mailsTo(payload.email).map((mail) => mail.template)).toEqual([
      'verify-signup',
      'verify-signup',
      'signup-account-exists',
    ]);
  });

  it('refuses an address that is reserved, invalid, a shop’s, or held by another e-mail’s sign-up', async () => {
    await insertSeller(ctx.db, { name: `busy-shop-${driver}` });
    const reserved = await signUp(body({ name: 'search-products' }));
    expect(reserved.statusCode).toBe(400);
    // the request validation's sentences stand alone (the console shows them at the field)
    expect(reserved.json()).toEqual({ error: SHOP_ADDRESS_RESERVED });
    const invalid = await signUp(body({ name: 'Not_Valid' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: SHOP_ADDRESS_INVALID });
    const taken = await signUp(body({ name: `BUSY-shop-${driver}` }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: SIGNUP_NAME_TAKEN });

    const first = body();
    expect((await signUp(first)).statusCode).toBe(202);
    const second = await signUp(body({ name: first.name }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: SIGNUP_NAME_TAKEN });
  });

  it('names each bad field; never a 5xx for odd input', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [body({ email: 'not-an-email' }), /^Please enter a valid email$/],
      [body({ password: 'short' }), /^Password must be at least 8 characters long$/],
      [body({ shopName: '  ' }), /^Shop name is required$/],
      [body({ countryCode: '+27' }), /^Country code is 1 to 4 digits/],
      [body({ currency: 'RANDS' }), /^Currency must be a three-letter code/],
      [body({ name: 42 }), /^Choose a name for the shop address$/],
    ];
    for (const [payload, message] of cases) {
      const response = await signUp(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatch(message);
    }
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/seller/signup',
      remoteAddress: nextAddress(),
    });
    expect(empty.statusCode).toBeLessThan(500);
  });

  it('answers 409 when the address was taken between sign-up and verification; the link stays unused', async () => {
    const payload = body();
    const token = await signUpAndReadLink(payload);
    // a shop made meanwhile (e.g. by the command-line tool), in another case
    await insertSeller(ctx.db, { name: payload.name.toUpperCase() });
    const response = await verify(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: SIGNUP_ADDRESS_TAKEN_MEANWHILE });
    const [row] = await ctx.db.select().from(sellerSignups).where(eq(sellerSignups.email, payload.email));
    expect(row?.usedAt).toBeNull();
    expect(await ctx.db.select().from(sellerAccounts).where(eq(sellerAccounts.email, payload.email))).toEqual(
      [],
    );
  });

  it('of verifications racing with one link, one opens the shop and the others are refused', async () => {
    const payload = body();
    const token = await signUpAndReadLink(payload);
    const answers = await Promise.all([verify(token), verify(token), verify(token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await ctx.db.select().from(sellers).where(eq(sellers.name, payload.name))).toHaveLength(1);
    expect(
      await ctx.db.select().from(sellerAccounts).where(eq(sellerAccounts.email, payload.email)),
    ).toHaveLength(1);
  });

  it('answers 409 when the e-mail got an account meanwhile', async () => {
    const payload = body();
    const token = await signUpAndReadLink(payload);
    const other = await insertSeller(ctx.db);
    await createSellerAccount(ctx.db, { seller: other.id, email: payload.email, password: 'another pw 123' });
    const response = await verify(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: SIGNUP_ACCOUNT_EXISTS });
    expect(await ctx.db.select().from(sellers).where(eq(sellers.name, payload.name))).toEqual([]);
  });
});

describe('sign-up limits', () => {
  it('mails one e-mail address at most 3 times an hour, from any client address', async () => {
    const payload = body();
    for (let call = 0; call < 3; call++) expect((await signUp(payload)).statusCode).toBe(202);
    const refused = await signUp(payload);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: SIGNUP_THROTTLED });
    await drain();
    expect(mailsTo(payload.email)).toHaveLength(3);
  });

  it('takes at most 10 sign-up calls a minute from one client address', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let call = 0; call < 11; call++) statuses.push((await signUp(body(), address)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
    const verifyRefused = await ctx.app.inject({
      method: 'POST',
      url: '/api/seller/signup/verify',
      payload: { token: 'x.y' },
      remoteAddress: address,
    });
    // verification shares the sign-up calls' per-address limit
    expect([400, 429]).toContain(verifyRefused.statusCode);
  });
});

describe('the shop directory and the portal', () => {
  it('leave a new shop out until it has a published product', async () => {
    const payload = body();
    expect((await verify(await signUpAndReadLink(payload))).statusCode).toBe(200);
    const listed = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/home/shops' }))
        .json()
        .shops.some((shop: { name: string }) => shop.name === payload.name);
    // visibility rule of issue 18 (a shop appears once it has a published product): the products helper's part
    expect(await listed()).toBe(false);
    const [shop] = await ctx.db.select().from(sellers).where(eq(sellers.name, payload.name));
    await insertProduct(ctx.db, shop!.id);
    expect(await listed()).toBe(true);
  });
});
