import {
  ALERT_IN_STOCK,
  NEWSLETTER_CHECK_INBOX,
  NEWSLETTER_EMAIL_INVALID,
  NEWSLETTER_THROTTLED,
} from '@souk/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, products, subscriptions } from '../src/db/schema.js';
import type { Mailer } from '../src/lib/mailer.js';
import { createMailer } from '../src/lib/mailer.js';
import { PRODUCT_NOT_FOUND } from '../src/services/products.js';
import { SELLER_NOT_FOUND } from '../src/services/shops.js';
import { insertCategory, insertProduct, insertSeller } from './fixtures.js';
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

let ctx: TestContext;
let smtp: TestSmtpServer;
let mailer: Mailer;
let shop: Awaited<ReturnType<typeof insertSeller>>;
let other: Awaited<ReturnType<typeof insertSeller>>;
let seller: Headers;
let otherSeller: Headers;
let addressCount = 0;
let addresses = 0;
const nextAddress = () => `10.62.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;
const newAddress = () => `watcher-${++addresses}@watchers.example`;

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

function ask(
  productId: string,
  body: Record<string, unknown>,
  sellerName = shop.name,
  remoteAddress = nextAddress(),
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/shops/${encodeURIComponent(sellerName)}/products/${encodeURIComponent(productId)}/alerts`,
    payload: body,
    remoteAddress,
  });
}
const patch = (productId: string, body: Record<string, unknown>, headers = seller) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/seller/products/${productId}`, headers, payload: body });
const mailsTo = (email: string, template?: string): ReceivedMail[] =>
  smtp.received.filter((mail) => mail.to === email && (!template || mail.template === template));
function linkIn(mail: ReceivedMail, path: string): string {
  const match = mail.text.match(
    new RegExp(`https://shop\\.example\\.com/[^\\s\\]]*${path}\\?token=[^\\s\\]]+`),
  );
  if (!match) throw new Error(`no ${path} link in ${mail.text}`);
  return match[0];
}
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
async function rowOf(email: string, productId: string) {
  const [row] = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.email, email), eq(subscriptions.topic, productId)));
  return row;
}

/** Signs a new address up for the alert and confirms it from its mail. */
async function confirmedWatcher(productId: string, kind: 'back_in_stock' | 'price_drop') {
  const email = newAddress();
  const response = await ask(productId, { email, kind });
  expect(response.statusCode, response.body).toBe(200);
  await drain();
  const [confirmMail] = mailsTo(email, 'alert-confirm');
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: '/api/subscriptions/confirm',
    payload: { token: tokenOf(linkIn(confirmMail!, 'newsletter/confirm')) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  await drain();
  return { email, confirmMail: confirmMail!, confirmed: confirmed.json() };
}

describe('POST /api/shops/{sellerName}/products/{productId}/alerts', () => {
  it('stores a pending alert on the product and mails a confirm link that names it', async () => {
    const product = await insertProduct(ctx.db, shop.id, { name: 'Mint Tea', stock: 0 });
    const email = newAddress();
    const response = await ask(product.id, { email: ` ${email.toUpperCase()}`, kind: 'back_in_stock' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: NEWSLETTER_CHECK_INBOX });
    expect(await rowOf(email, product.id)).toMatchObject({ kind: 'back_in_stock', status: 'pending' });
    await drain();
    const [mail] = mailsTo(email);
    expect(mail?.template).toBe('alert-confirm');
    expect(mail?.subject).toBe('Confirm your alert for Mint Tea at Atlas Tea House');
    expect(mail?.headers['list-unsubscribe']).toBeUndefined();
    // answered alike whatever the address: a second sign-up within the minute mails nothing more
    expect((await ask(product.id, { email, kind: 'back_in_stock' })).body).toBe(response.body);
    await drain();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('confirms through the shared link route with a text naming the product and the shop', async () => {
    const product = await insertProduct(ctx.db, shop.id, { name: 'Rooibos', stock: 0 });
    const { confirmed } = await confirmedWatcher(product.id, 'back_in_stock');
    expect(confirmed).toMatchObject({
      kind: 'back_in_stock',
      status: 'confirmed',
      message: 'We’ll e-mail you when Rooibos is back in stock at Atlas Tea House.',
    });
  });

  it('names the refused field, refuses a back-in-stock alert on a product in stock, 404s what is not there', async () => {
    const inStock = await insertProduct(ctx.db, shop.id, { stock: 3 });
    for (const [body, error] of [
      [{ kind: 'price_drop' }, 'Email is required'],
      [{ email: 'amina@', kind: 'price_drop' }, NEWSLETTER_EMAIL_INVALID],
      [{ email: newAddress() }, /^kind: /],
      [{ email: newAddress(), kind: 'newsletter' }, /^kind: /],
      [{ email: newAddress(), kind: 'back_in_stock' }, ALERT_IN_STOCK],
    ] as const) {
      const response = await ask(inStock.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      if (typeof error === 'string') expect(response.json()).toEqual({ error });
      else expect(response.json().error).toMatch(error);
    }
    expect((await ask(inStock.id, { email: newAddress(), kind: 'price_drop' })).statusCode).toBe(200);
    const otherProduct = await insertProduct(ctx.db, other.id, { stock: 0 });
    const hidden = await insertProduct(ctx.db, shop.id, { stock: 0, published: false });
    for (const [productId, sellerName, error] of [
      [otherProduct.id, shop.name, PRODUCT_NOT_FOUND],
      [hidden.id, shop.name, PRODUCT_NOT_FOUND],
      ['no-such-product', shop.name, PRODUCT_NOT_FOUND],
      [inStock.id, 'no-such-shop-here', SELLER_NOT_FOUND],
    ] as const) {
      const response = await ask(productId, { email: newAddress(), kind: 'price_drop' }, sellerName);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error });
    }
  });

  it('limits sign-ups per client like the newsletter', async () => {
    const product = await insertProduct(ctx.db, shop.id, { stock: 0 });
    const address = '10.63.0.1';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push(
        (await ask(product.id, { email: newAddress(), kind: 'back_in_stock' }, shop.name, address))
          .statusCode,
      );
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const refused = await ask(product.id, { email: newAddress(), kind: 'back_in_stock' }, shop.name, address);
    expect(refused.json()).toEqual({ error: NEWSLETTER_THROTTLED });
  });
});

describe('back-in-stock alerts', () => {
  it('mails each confirmed watcher once when the seller raises stock from 0, then ends the alert', async () => {
    const product = await insertProduct(ctx.db, shop.id, {
      name: 'Gunpowder Tea',
      stock: 0,
      priceCents: 1250,
    });
    const first = await confirmedWatcher(product.id, 'back_in_stock');
    const second = await confirmedWatcher(product.id, 'back_in_stock');
    const pending = newAddress();
    await ask(product.id, { email: pending, kind: 'back_in_stock' });
    await drain();

    expect((await patch(product.id, { stock: 4 })).statusCode).toBe(200);
    const emitted = await ctx.db
      .select()
      .from(events)
      .where(
        and(eq(events.type, 'product.back_in_stock'), sql`${events.payload} ->> 'productId' = ${product.id}`),
      );
    expect(emitted.map((event) => event.payload)).toEqual([
      { productId: product.id, sellerId: shop.id, oldPriceCents: 1250, newPriceCents: 1250 },
    ]);
    await drain();
    // the dispatcher again, and the event redelivered by hand: still one mail each
    await drain();
    await ctx.db.delete(events).where(eq(events.id, emitted[0]!.id));
    await ctx.db.insert(events).values({ ...emitted[0]!, id: emitted[0]!.id });
    await drain();
    for (const { email } of [first, second]) {
      const alerts = mailsTo(email, 'back-in-stock');
      expect(alerts).toHaveLength(1);
      expect(alerts[0]?.subject).toBe('Gunpowder Tea is back in stock at Atlas Tea House');
      expect(alerts[0]?.headers['list-unsubscribe']).toMatch(
        new RegExp(`^<${PUBLIC_URL}/api/subscriptions/unsubscribe\\?token=`),
      );
      expect(alerts[0]?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect((await rowOf(email, product.id))?.status).toBe('unsubscribed');
    }
    expect(mailsTo(pending, 'back-in-stock')).toHaveLength(0);

    // out and back in again: the ended alerts are not mailed; a new sign-up is allowed
    await patch(product.id, { stock: 0 });
    const again = await confirmedWatcher(product.id, 'back_in_stock');
    await patch(product.id, { stock: 2 });
    await drain();
    expect(mailsTo(first.email, 'back-in-stock')).toHaveLength(1);
    expect(mailsTo(again.email, 'back-in-stock')).toHaveLength(1);
  });

  it('comes from a bulk stock adjustment and a full edit too', async () => {
    const bulk = await insertProduct(ctx.db, shop.id, { stock: 0 });
    const watcher = await confirmedWatcher(bulk.id, 'back_in_stock');
    const adjusted = await ctx.app.inject({
      method: 'POST',
      url: '/api/seller/products/bulk',
      headers: seller,
      payload: { ids: [bulk.id], action: 'adjust-stock', stockDelta: 3 },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    await drain();
    expect(mailsTo(watcher.email, 'back-in-stock')).toHaveLength(1);

    const edited = await insertProduct(ctx.db, shop.id, { stock: 0 });
    const editor = await confirmedWatcher(edited.id, 'back_in_stock');
    const current = await ctx.app.inject({
      method: 'GET',
      url: `/api/seller/products/${edited.id}`,
      headers: seller,
    });
    const { product } = current.json();
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/seller/products/${edited.id}`,
      headers: seller,
      payload: { ...product, stock: 5 },
    });
    expect(put.statusCode, put.body).toBe(200);
    await drain();
    expect(mailsTo(editor.email, 'back-in-stock')).toHaveLength(1);
  });

  it('comes from a CSV import that restocks a product and lowers its price', async () => {
    await insertCategory(ctx.db, shop.id, 'Tea');
    const product = await insertProduct(ctx.db, shop.id, {
      name: 'Imported Sencha',
      slug: 'imported-sencha',
      category: 'Tea',
      stock: 0,
      priceCents: 900,
    });
    const back = await confirmedWatcher(product.id, 'back_in_stock');
    const cheaper = await confirmedWatcher(product.id, 'price_drop');
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/seller/products/import',
      headers: seller,
      payload: {
        dryRun: false,
        rows: [
          { slug: 'imported-sencha', name: 'Imported Sencha', price: '7.50', stock: '8', category: 'Tea' },
        ],
      },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ applied: true, updated: 1 });
    await drain();
    expect(mailsTo(back.email, 'back-in-stock')).toHaveLength(1);
    expect(mailsTo(cheaper.email, 'price-drop')).toHaveLength(1);
  });

  it('one-click unsubscribe (POST) before the event stops the mail', async () => {
    const product = await insertProduct(ctx.db, shop.id, { stock: 0 });
    const watcher = await confirmedWatcher(product.id, 'price_drop');
    const row = await rowOf(watcher.email, product.id);
    const { unsubscribeLinkToken } = await import('../src/lib/subscription-tokens.js');
    const token = unsubscribeLinkToken(ctx.config.jwtSecret, row!.id);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json().status).toBe('unsubscribed');
    await patch(product.id, { discount: 50 });
    await drain();
    expect(mailsTo(watcher.email, 'price-drop')).toHaveLength(0);
  });
});

describe('price-drop alerts', () => {
  it('mails when the effective price falls below the last price told, not on a rise or a smaller drop', async () => {
    const product = await insertProduct(ctx.db, shop.id, { name: 'Oolong', priceCents: 2000, stock: 5 });
    const watcher = await confirmedWatcher(product.id, 'price_drop');
    // a discount lowers the effective price: mailed from 20.00 to 18.00
    await patch(product.id, { discount: 10 });
    await drain();
    await drain();
    let drops = mailsTo(watcher.email, 'price-drop');
    expect(drops).toHaveLength(1);
    expect(drops[0]?.text).toContain('$18.00');
    expect(drops[0]?.text).toContain('$20.00');
    expect(drops[0]?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // back up, then down to 19.00: above the 18.00 told, no mail
    await patch(product.id, { discount: 0 });
    await patch(product.id, { price: 19 });
    await drain();
    expect(mailsTo(watcher.email, 'price-drop')).toHaveLength(1);
    // below 18.00: mailed again, the alert goes on
    await patch(product.id, { price: 15 });
    await drain();
    drops = mailsTo(watcher.email, 'price-drop');
    expect(drops).toHaveLength(2);
    expect(await rowOf(watcher.email, product.id)).toMatchObject({
      status: 'confirmed',
      alertPriceCents: 1500,
    });
  });
});

describe('GET /api/seller/alerts and /api/seller/products/{id}/alerts', () => {
  it('counts the confirmed watchers of the seller’s own products only', async () => {
    const product = await insertProduct(ctx.db, shop.id, { stock: 0 });
    await confirmedWatcher(product.id, 'back_in_stock');
    await confirmedWatcher(product.id, 'back_in_stock');
    await confirmedWatcher(product.id, 'price_drop');
    await ask(product.id, { email: newAddress(), kind: 'back_in_stock' });
    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/seller/products/${product.id}/alerts`,
      headers: seller,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ productId: product.id, backInStock: 2, priceDrop: 1 });
    const all = await ctx.app.inject({ method: 'GET', url: '/api/seller/alerts', headers: seller });
    expect(all.json().products).toContainEqual({ productId: product.id, backInStock: 2, priceDrop: 1 });
    expect(JSON.stringify(all.json())).not.toContain('@');

    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/seller/products/${product.id}/alerts`,
      headers: otherSeller,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: PRODUCT_NOT_FOUND });
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/seller/alerts', headers: otherSeller });
    expect(theirs.json().products.map((row: { productId: string }) => row.productId)).not.toContain(
      product.id,
    );
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/seller/alerts' });
    expect(anonymous.statusCode).toBe(401);
    // stock raised: the back-in-stock watchers are told and no longer wait
    await patch(product.id, { stock: 1 });
    await drain();
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/seller/products/${product.id}/alerts`,
      headers: seller,
    });
    expect(after.json()).toEqual({ productId: product.id, backInStock: 0, priceDrop: 1 });
    expect(await ctx.db.select().from(products).where(eq(products.id, product.id))).toHaveLength(1);
  });
});
