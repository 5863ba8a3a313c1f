import {
  NEWSLETTER_CHECK_INBOX,
  NEWSLETTER_EMAIL_INVALID,
  NEWSLETTER_THROTTLED,
  SUBSCRIBERS_PAGE_SIZE,
} from '@souk/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, subscriptions } from '../src/db/schema.js';
import type { Mailer } from '../src/lib/mailer.js';
import { createMailer } from '../src/lib/mailer.js';
import {
  confirmLinkToken,
  subscriptionIdFromConfirmToken,
  unsubscribeLinkToken,
} from '../src/lib/subscription-tokens.js';
import { SELLER_NOT_FOUND } from '../src/services/shops.js';
import { SUBSCRIPTION_LINK_REFUSED } from '../src/services/subscriptions.js';
import { insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';
import {
  drainEvents,
  type ReceivedMail,
  silentLog,
  startSmtpServer,
  type TestSmtpServer,
} from './mail-fixtures.js';
import { type Headers, signedInSeller } from './seller-console-fixtures.js';

const PUBLIC_URL = 'https://shop.example.com';
const HOUR = 3_600_000;

let ctx: TestContext;
let smtp: TestSmtpServer;
let mailer: Mailer;
let shop: Awaited<ReturnType<typeof insertSeller>>;
let other: Awaited<ReturnType<typeof insertSeller>>;
let seller: Headers;
let otherSeller: Headers;
let addressCount = 0;
let addresses = 0;
/** Each call from its own address: the per-IP limit is tested on its own. */
const nextAddress = () => `10.52.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;
const newAddress = (label = 'reader') => `${label}-${++addresses}@readers.example`;

beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, MAIL_FROM: 'Souk <mail@souk.test>', PUBLIC_URL });
  mailer = createMailer({ ...ctx.config.mail, log: silentLog });
  shop = await insertSeller(ctx.db, { shopName: 'Atlas Tea House' });
  other = await insertSeller(ctx.db, { shopName: 'Baobab Books' });
  seller = (await signedInSeller(ctx, shop.id, `owner-${shop.id}@atlas.example`)).headers;
  otherSeller = (await signedInSeller(ctx, other.id, `owner-${other.id}@baobab.example`)).headers;
});
afterAll(async () => {
  mailer?.close();
  await ctx?.close();
  await smtp?.close();
});

const drain = () => drainEvents(ctx, mailer);

function subscribe(email: unknown, sellerName = shop.name, remoteAddress = nextAddress()) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/shops/${encodeURIComponent(sellerName)}/newsletter`,
    payload: email === undefined ? {} : { email },
    remoteAddress,
  });
}
const confirm = (token: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/subscriptions/confirm', payload: { token } });
const unsubscribeUrl = (token: string) => `/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`;

async function rowOf(email: string, sellerId = shop.id) {
  const [row] = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.sellerId, sellerId), eq(subscriptions.email, email)));
  return row;
}
async function confirmEvents(subscriptionId: string) {
  return ctx.db
    .select()
    .from(events)
    .where(
      and(
        eq(events.type, 'subscription.confirm_requested'),
        sql`${events.payload} ->> 'subscriptionId' = ${subscriptionId}`,
      ),
    );
}
const mailsTo = (email: string, template?: string): ReceivedMail[] =>
  smtp.received.filter((mail) => mail.to === email && (!template || mail.template === template));

/** Follows the confirm link the mail carries, as a shopper's browser would: the page posts its token. */
function tokenOfLink(url: string): string {
  return new URL(url).searchParams.get('token') ?? '';
}
function linkIn(mail: ReceivedMail, path: string): string {
  const match = mail.text.match(
    new RegExp(`https://shop\\.example\\.com/[^\\s\\]]*${path}\\?token=[^\\s\\]]+`),
  );
  if (!match) throw new Error(`no ${path} link in ${mail.text}`);
  return match[0];
}

/** Subscribes a new address and confirms it from its mail: answers the address and the welcome mail. */
async function confirmedReader(label?: string) {
  const email = newAddress(label);
  expect((await subscribe(email)).statusCode).toBe(200);
  await drain();
  const [confirmMail] = mailsTo(email, 'newsletter-confirm');
  const response = await confirm(tokenOfLink(linkIn(confirmMail!, 'newsletter/confirm')));
  expect(response.statusCode, response.body).toBe(200);
  await drain();
  const [welcome] = mailsTo(email, 'newsletter-welcome');
  return { email, welcome: welcome!, row: (await rowOf(email))! };
}

describe('POST /api/shops/{sellerName}/newsletter', () => {
  it('stores a pending subscription and mails a confirm link, through a real SMTP server', async () => {
    const email = newAddress();
    const response = await subscribe(`  ${email.toUpperCase()} `);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: NEWSLETTER_CHECK_INBOX });
    const row = await rowOf(email);
    expect(row).toMatchObject({ kind: 'newsletter', topic: '', status: 'pending', confirmedAt: null });
    // the event names the subscription, never the address or a token
    const [event] = await confirmEvents(row!.id);
    expect(event?.payload).toEqual({ subscriptionId: row!.id, sellerId: shop.id, kind: 'newsletter' });

    await drain();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.template).toBe('newsletter-confirm');
    expect(mail?.subject).toBe("Confirm your subscription to Atlas Tea House's newsletter");
    const link = linkIn(mail!, 'newsletter/confirm');
    expect(link.startsWith(`${PUBLIC_URL}/${shop.name}/newsletter/confirm?token=`)).toBe(true);
    expect(subscriptionIdFromConfirmToken(ctx.config.jwtSecret, tokenOfLink(link), new Date())).toBe(row!.id);
    // not yet subscribed: no unsubscribe header on the confirm mail
    expect(mail?.headers['list-unsubscribe']).toBeUndefined();
  });

  it('answers a new, a pending and a confirmed address alike, and mails only where a mail is due', async () => {
    const { email: confirmed } = await confirmedReader();
    const pending = newAddress();
    await subscribe(pending);
    await drain();
    const fresh = newAddress();
    const answers = [await subscribe(fresh), await subscribe(pending), await subscribe(confirmed)];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).toBe(answers[0]?.body);
    }
    await drain();
    expect(mailsTo(fresh, 'newsletter-confirm')).toHaveLength(1);
    // pending again within the minute: no second mail (no mail bombing through the box)
    expect(mailsTo(pending, 'newsletter-confirm')).toHaveLength(1);
    expect(mailsTo(confirmed, 'newsletter-confirm')).toHaveLength(1);
    expect((await rowOf(confirmed))?.status).toBe('confirmed');
  });

  it('mails a pending address again once a minute has passed', async () => {
    const email = newAddress();
    await subscribe(email);
    const row = await rowOf(email);
    await ctx.db
      .update(subscriptions)
      .set({ requestedAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(subscriptions.id, row!.id));
    await subscribe(email);
    expect(await confirmEvents(row!.id)).toHaveLength(2);
    const rows = await ctx.db.select().from(subscriptions).where(eq(subscriptions.email, email));
    expect(rows).toHaveLength(1);
  });

  it('keeps one row per shop and address: the same address at another shop is its own', async () => {
    const email = newAddress();
    await subscribe(email);
    await subscribe(email.toUpperCase());
    await subscribe(email, other.name);
    expect(await rowOf(email)).toBeDefined();
    expect(await rowOf(email, other.id)).toBeDefined();
    const rows = await ctx.db.select().from(subscriptions).where(eq(subscriptions.email, email));
    expect(rows).toHaveLength(2);
  });

  it('names the field of a refused address, and 404s an unknown shop', async () => {
    for (const [email, error] of [
      [undefined, 'Email is required'],
      ['   ', 'Email is required'],
      ['amina@', NEWSLETTER_EMAIL_INVALID],
      ['amina example.com', NEWSLETTER_EMAIL_INVALID],
      [42, 'Email is required'],
      [`${'a'.repeat(250)}@x.io`, NEWSLETTER_EMAIL_INVALID],
    ] as const) {
      const response = await subscribe(email);
      expect(response.statusCode, JSON.stringify(email)).toBe(400);
      expect(response.json()).toEqual({ error });
    }
    const unknown = await subscribe(newAddress(), 'no-such-shop-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: SELLER_NOT_FOUND });
  });

  it('limits sign-ups per client like sign-in', async () => {
    const address = '10.53.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await subscribe(newAddress(), shop.name, address)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const refused = await subscribe(newAddress(), shop.name, address);
    expect(refused.json()).toEqual({ error: NEWSLETTER_THROTTLED });
    expect((await subscribe(newAddress(), shop.name, '10.53.0.2')).statusCode).toBe(200);
  });
});

describe('POST /api/subscriptions/confirm', () => {
  it('confirms once, mails the welcome with one-click unsubscribe headers, and is idempotent', async () => {
    const { email, welcome, row } = await confirmedReader();
    expect(row.status).toBe('confirmed');
    expect(row.confirmedAt).toBeInstanceOf(Date);
    expect(welcome.subject).toBe("You're subscribed to Atlas Tea House's newsletter");
    const pageLink = linkIn(welcome, 'newsletter/unsubscribe');
    expect(pageLink.startsWith(`${PUBLIC_URL}/${shop.name}/newsletter/unsubscribe?token=`)).toBe(true);
    const token = unsubscribeLinkToken(ctx.config.jwtSecret, row.id);
    expect(tokenOfLink(pageLink)).toBe(token);
    expect(welcome.headers['list-unsubscribe']).toBe(
      `<${PUBLIC_URL}/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}>`,
    );
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    const [confirmMail] = mailsTo(email, 'newsletter-confirm');
    const again = await confirm(tokenOfLink(linkIn(confirmMail!, 'newsletter/confirm')));
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({
      message: "You're subscribed to Atlas Tea House's newsletter.",
      kind: 'newsletter',
      shopName: 'Atlas Tea House',
      sellerName: shop.name,
      email: 'r***@r***.example',
      status: 'confirmed',
    });
    await drain();
    // the second click sent nothing
    expect(mailsTo(email, 'newsletter-welcome')).toHaveLength(1);
    const confirmedEvents = await ctx.db
      .select()
      .from(events)
      .where(
        and(
          eq(events.type, 'subscription.confirmed'),
          sql`${events.payload} ->> 'subscriptionId' = ${row.id}`,
        ),
      );
    expect(confirmedEvents).toHaveLength(1);
  });

  it('refuses a forged, altered, cut, expired or other-purpose token and changes nothing', async () => {
    const email = newAddress();
    await subscribe(email);
    const row = (await rowOf(email))!;
    const secret = ctx.config.jwtSecret;
    const later = new Date(Date.now() + HOUR);
    const good = confirmLinkToken(secret, row.id, later);
    const [id, expiry, mac] = good.split('.');
    for (const token of [
      confirmLinkToken('another secret entirely', row.id, later),
      `${id}.${Number(expiry) + 3600}.${mac}`,
      `${id}.${expiry}.${mac!.slice(0, -2)}`,
      `${id}.${expiry}`,
      confirmLinkToken(secret, row.id, new Date(Date.now() - 1000)),
      unsubscribeLinkToken(secret, row.id),
      `nope.${expiry}.${mac}`,
      '...',
    ]) {
      const response = await confirm(token);
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toEqual({ error: SUBSCRIPTION_LINK_REFUSED });
    }
    for (const token of ['', undefined, 7, 'x'.repeat(301)]) {
      const response = await confirm(token);
      expect(response.statusCode, String(token)).toBe(400);
      expect(response.json()).toEqual({ error: 'token: must be the token of a subscription link' });
    }
    expect((await rowOf(email))?.status).toBe('pending');
    expect((await confirm(good)).statusCode).toBe(200);
  });

  it('the link of the confirm mail expires 48 hours after it was asked for', async () => {
    const email = newAddress();
    await subscribe(email);
    const row = (await rowOf(email))!;
    await ctx.db
      .update(subscriptions)
      .set({ requestedAt: new Date(Date.now() - 49 * HOUR) })
      .where(eq(subscriptions.id, row.id));
    await drain();
    // lapsed before the mail went out: no link is mailed that could not work
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('refuses the old confirm link of an address that unsubscribed since', async () => {
    const { email, row } = await confirmedReader();
    await ctx.app.inject({
      method: 'POST',
      url: unsubscribeUrl(unsubscribeLinkToken(ctx.config.jwtSecret, row.id)),
    });
    const [confirmMail] = mailsTo(email, 'newsletter-confirm');
    const response = await confirm(tokenOfLink(linkIn(confirmMail!, 'newsletter/confirm')));
    expect(response.statusCode).toBe(400);
    expect((await rowOf(email))?.status).toBe('unsubscribed');
    // subscribing again starts the double opt-in again
    await subscribe(email);
    expect((await rowOf(email))?.status).toBe('pending');
    await drain();
    expect(mailsTo(email, 'newsletter-confirm')).toHaveLength(2);
  });
});

describe('/api/subscriptions/unsubscribe', () => {
  it('GET says what the link will do and changes nothing; POST unsubscribes, idempotently', async () => {
    const { row } = await confirmedReader();
    const url = unsubscribeUrl(unsubscribeLinkToken(ctx.config.jwtSecret, row.id));
    for (let fetches = 0; fetches < 2; fetches++) {
      const scanned = await ctx.app.inject({ method: 'GET', url });
      expect(scanned.statusCode, scanned.body).toBe(200);
      expect(scanned.json()).toMatchObject({
        message: "Unsubscribe from Atlas Tea House's newsletter?",
        status: 'confirmed',
        shopName: 'Atlas Tea House',
      });
    }
    expect((await rowOf(row.email))?.status).toBe('confirmed');

    for (let clicks = 0; clicks < 2; clicks++) {
      const response = await ctx.app.inject({ method: 'POST', url });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        message: "You've been unsubscribed from Atlas Tea House's newsletter.",
        status: 'unsubscribed',
      });
    }
    const after = await rowOf(row.email);
    expect(after?.status).toBe('unsubscribed');
    expect(after?.unsubscribedAt).toBeInstanceOf(Date);
    const described = await ctx.app.inject({ method: 'GET', url });
    expect(described.json()).toMatchObject({ status: 'unsubscribed' });
  });

  it("answers a mail client's RFC 8058 one-click POST from the List-Unsubscribe header", async () => {
    const { welcome, row } = await confirmedReader();
    const header = welcome.headers['list-unsubscribe']!;
    const address = new URL(header.slice(1, -1));
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${address.pathname}${address.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: welcome.headers['list-unsubscribe-post'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await rowOf(row.email))?.status).toBe('unsubscribed');
  });

  it('refuses a forged or confirm-purpose token, a missing one, and one of a deleted shop', async () => {
    const { row } = await confirmedReader();
    const secret = ctx.config.jwtSecret;
    for (const token of [
      unsubscribeLinkToken('another secret entirely', row.id),
      confirmLinkToken(secret, row.id, new Date(Date.now() + HOUR)),
      `${row.id}.`,
      unsubscribeLinkToken(secret, 'no-such-subscription'),
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await ctx.app.inject({ method, url: unsubscribeUrl(token) });
        expect(response.statusCode, `${method} ${token}`).toBe(400);
        expect(response.json()).toEqual({ error: SUBSCRIPTION_LINK_REFUSED });
      }
    }
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/subscriptions/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'token: must be the token of a subscription link' });
    expect((await rowOf(row.email))?.status).toBe('confirmed');
  });
});

describe('the seller console: GET /api/seller/newsletter and its CSV export', () => {
  it("lists only the seller's own subscribers, newest first, with counts by state", async () => {
    const sellerA = await insertSeller(ctx.db, { shopName: 'Counting Shop' });
    const headers = (await signedInSeller(ctx, sellerA.id, `owner-${sellerA.id}@count.example`)).headers;
    const emails = [newAddress('a'), newAddress('b'), newAddress('c')];
    for (const email of emails) await subscribe(email, sellerA.name);
    await subscribe(newAddress('elsewhere'), other.name);
    const [first] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.email, emails[0]!));
    await ctx.db
      .update(subscriptions)
      .set({ status: 'confirmed', confirmedAt: new Date() })
      .where(eq(subscriptions.id, first!.id));
    await ctx.db
      .update(subscriptions)
      .set({ status: 'unsubscribed' })
      .where(eq(subscriptions.email, emails[1]!));
    // the list's order is the rows' age: spread them so the test does not rest on one clock tick
    for (const [index, email] of emails.entries()) {
      await ctx.db
        .update(subscriptions)
        .set({ createdAt: new Date(Date.now() - (10 - index) * 60_000) })
        .where(eq(subscriptions.email, email));
    }

    const response = await ctx.app.inject({ method: 'GET', url: '/api/seller/newsletter', headers });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.counts).toEqual({ pending: 1, confirmed: 1, unsubscribed: 1 });
    expect(body.subscribers.map((row: { email: string }) => row.email)).toEqual([...emails].reverse());
    expect(body.subscribers.map((row: { status: string }) => row.status)).toEqual([
      'pending',
      'unsubscribed',
      'confirmed',
    ]);
    expect(body).toMatchObject({ page: 1, pages: 1 });
    expect(SUBSCRIBERS_PAGE_SIZE).toBe(50);

    const page2 = await ctx.app.inject({ method: 'GET', url: '/api/seller/newsletter?page=2', headers });
    expect(page2.json().subscribers).toEqual([]);
    for (const page of ['0', '-1', 'x', '1.5']) {
      const refused = await ctx.app.inject({
        method: 'GET',
        url: `/api/seller/newsletter?page=${page}`,
        headers,
      });
      expect(refused.statusCode, page).toBe(400);
      expect(refused.json().error).toMatch(/^page: /);
    }
  });

  it('exports the confirmed subscribers as CSV with a filename, formula cells defused', async () => {
    const { email } = await confirmedReader('csv');
    const formula = `=HYPERLINK("x")@evil.example`;
    const dashed = '-1+1@evil.example';
    for (const address of [formula, dashed]) {
      await ctx.db.insert(subscriptions).values({
        id: `csv-${address}`,
        sellerId: shop.id,
        kind: 'newsletter',
        email: address,
        status: 'confirmed',
        confirmedAt: new Date(),
      });
    }
    await subscribe(newAddress('still-pending'));
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/seller/newsletter/export',
      headers: seller,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="newsletter-subscribers.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at,confirmed_at');
    expect(lines.some((line) => line.startsWith(`${email},`))).toBe(true);
    expect(lines.some((line) => line.startsWith(`"'=HYPERLINK(""x"")@evil.example",`))).toBe(true);
    expect(lines.some((line) => line.startsWith(`'-1+1@evil.example,`))).toBe(true);
    expect(response.body).not.toContain('still-pending');
    expect(response.body).not.toMatch(/(^|\r\n)[=+\-@]/);
  });

  it("never shows or exports another seller's subscribers, and needs a signed-in seller", async () => {
    const { email } = await confirmedReader('private');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/seller/newsletter', headers: otherSeller });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(email);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/seller/newsletter/export',
      headers: otherSeller,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(email);
    for (const url of ['/api/seller/newsletter', '/api/seller/newsletter/export']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
