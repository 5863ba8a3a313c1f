import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, events, sellerNotifications } from '../src/db/schema.js';
import { createDispatcher, type Dispatcher, type Subscriber } from '../src/events/dispatcher.js';
import { emitEvent } from '../src/events/outbox.js';
import type { DomainEvent, EventType } from '../src/events/types.js';
import type { Logger } from '../src/lib/logger.js';
import { createSellerAccount } from '../src/services/seller-accounts.js';
import { subscribers as defaultSubscribers } from '../src/subscribers/index.js';
import { guestSession, insertOfflinePaymentConfig, insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, driver, type TestContext } from './harness.js';
import { fileOutboxMailer, subscriberDeps } from './mail-fixtures.js';
import { placeOrderBody } from './order-fixtures.js';

const silent: Logger = { info() {}, warn() {}, error() {} };

let ctx: TestContext;
let sellerId: string;
let productId: string;
let logins = 0;

beforeAll(async () => {
  ctx = await createTestContext();
  const seller = await insertSeller(ctx.db);
  sellerId = seller.id;
  await insertOfflinePaymentConfig(ctx.db, sellerId);
  productId = (await insertProduct(ctx.db, sellerId, { priceCents: 1000, stock: 1000 })).id;
});
afterAll(() => ctx.close());

/** A subscriber that writes down what it got, and can be made to fail or to hang (a process that died). */
function recorder(name: string, types: readonly EventType[] = ['order.placed', 'contact.received']) {
  const got: string[] = [];
  let behaviour: 'ok' | 'fail' | 'hang' = 'ok';
  let release: () => void = () => {};
  const subscriber: Subscriber = {
    name,
    types,
    async handle(event: DomainEvent) {
      if (behaviour === 'fail') throw new Error(`${name} is down`);
      if (behaviour === 'hang') {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return;
      }
      got.push(event.id);
    },
  };
  return {
    subscriber,
    got,
    set: (next: typeof behaviour) => {
      behaviour = next;
    },
    release: () => release(),
  };
}

/** A dispatcher instance on this database, with a clock the test moves. */
function instance(subscribers: Subscriber[], clock = { now: Date.now() }, extra = {}) {
  return createDispatcher({
    db: ctx.db,
    subscribers,
    log: silent,
    leaseMs: 30_000,
    retryDelayMs: () => 60_000,
    now: () => new Date(clock.now),
    ...extra,
  });
}

/** Runs rounds until nothing is due. */
async function drain(dispatcher: Dispatcher) {
  for (let round = 0; round < 20 && (await dispatcher.runOnce()) > 0; round++);
}

async function eventRow(id: string) {
  const [row] = await ctx.db.select().from(events).where(eq(events.id, id));
  return row;
}

async function placeOrder(): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/home/order/place-order',
    payload: placeOrderBody([{ productId, quantity: 1 }]),
    headers: guestSession().headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().order._id;
}

async function eventOf(type: EventType, match: (payload: Record<string, unknown>) => boolean) {
  const rows = await ctx.db.select().from(events).where(eq(events.type, type)).orderBy(asc(events.createdAt));
  const row = rows.find((candidate) => match(candidate.payload));
  if (!row) throw new Error(`no ${type} event`);
  return row;
}

describe('the outbox', () => {
  it('writes the event with its change, and delivers it after commit to each subscriber once', async () => {
    const orderId = await placeOrder();
    const placed = await eventOf('order.placed', (payload) => payload.orderId === orderId);
    expect(placed).toMatchObject({ status: 'pending', deliveredTo: [] });
    expect(placed.payload).toMatchObject({ orderId, sellerIds: [sellerId], currency: 'USD' });

    // the process that committed it died before delivering: another instance delivers it, once to each
    const mail = recorder('mail');
    const search = recorder('search-index');
    const restarted = instance([mail.subscriber, search.subscriber]);
    await drain(restarted);
    expect(mail.got.filter((id) => id === placed.id)).toHaveLength(1);
    expect(search.got.filter((id) => id === placed.id)).toHaveLength(1);
    expect(await eventRow(placed.id)).toMatchObject({
      status: 'done',
      deliveredTo: ['mail', 'search-index'],
      lockedBy: null,
    });
    await drain(restarted);
    await drain(instance([mail.subscriber, search.subscriber]));
    expect(mail.got.filter((id) => id === placed.id)).toHaveLength(1);
  });

  it('writes no event for a change that did not happen', async () => {
    const before = (await ctx.db.select().from(events)).length;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/home/order/place-order',
      payload: placeOrderBody([{ productId, quantity: 5000 }]),
    });
    expect(response.statusCode).toBe(409);
    expect((await ctx.db.select().from(events)).length).toBe(before);
  });

  it('killed between one subscriber and the next: a restarted instance delivers only what is missing, once', async () => {
    const clock = { now: Date.now() };
    const mail = recorder('mail');
    const search = recorder('search-index');
    await drain(instance([mail.subscriber, search.subscriber], clock)); // nothing older pending
    const orderId = await placeOrder();
    const placed = await eventOf('order.placed', (payload) => payload.orderId === orderId);
    clock.now = Date.now() + 1000;

    // instance A delivers to mail, then dies inside search-index (its round never ends)
    search.set('hang');
    const dying = instance([mail.subscriber, search.subscriber], clock);
    const abandoned = dying.runOnce();
    await expect.poll(async () => (await eventRow(placed.id))?.deliveredTo).toEqual(['mail']);

    // before the claim lapses, nobody else takes the event
    search.set('ok');
    const restarted = instance([mail.subscriber, search.subscriber], clock);
    expect(await restarted.runOnce()).toBe(0);
    // after it lapses, the restarted instance delivers to search-index only
    clock.now += 30_001;
    await drain(restarted);
    expect(mail.got.filter((id) => id === placed.id)).toHaveLength(1);
    expect(search.got.filter((id) => id === placed.id)).toHaveLength(1);
    expect(await eventRow(placed.id)).toMatchObject({
      status: 'done',
      deliveredTo: ['mail', 'search-index'],
    });

    // the dead instance's late words change nothing: its claim is gone
    search.release();
    await abandoned;
    expect(await eventRow(placed.id)).toMatchObject({
      status: 'done',
      deliveredTo: ['mail', 'search-index'],
    });
  });

  it('retries a failing subscriber after a wait, without redelivering to the others, then gives up', async () => {
    const clock = { now: Date.now() };
    const mail = recorder('mail', ['contact.received']);
    const crm = recorder('crm', ['contact.received']);
    const dispatcher = instance([mail.subscriber, crm.subscriber], clock, { maxAttempts: 3 });
    await drain(dispatcher);
    const id = await emitEvent(ctx.db, 'contact.received', {
      messageId: 'm1',
      sellerId,
      name: 'Ann',
      email: 'ann@example.com',
      subject: 'Hello',
    });
    clock.now = Date.now() + 1000;

    crm.set('fail');
    await drain(dispatcher);
    expect(await eventRow(id)).toMatchObject({ status: 'pending', attempts: 1, deliveredTo: ['mail'] });
    expect((await eventRow(id))?.lastError).toContain('crm is down');
    await drain(dispatcher); // not due yet
    expect(await eventRow(id)).toMatchObject({ attempts: 1 });

    crm.set('ok');
    clock.now += 60_001;
    await drain(dispatcher);
    expect(mail.got.filter((got) => got === id)).toHaveLength(1);
    expect(crm.got.filter((got) => got === id)).toHaveLength(1);
    expect(await eventRow(id)).toMatchObject({ status: 'done', deliveredTo: ['mail', 'crm'] });

    const hopeless = await emitEvent(ctx.db, 'contact.received', {
      messageId: 'm2',
      sellerId,
      name: 'Bo',
      email: 'bo@example.com',
      subject: 'Hi',
    });
    clock.now = Math.max(clock.now, Date.now() + 1000);
    crm.set('fail');
    for (let round = 0; round < 3; round++) {
      await drain(dispatcher);
      clock.now += 60_001;
    }
    expect(await eventRow(hopeless)).toMatchObject({ status: 'failed', attempts: 3, deliveredTo: ['mail'] });
  });

  it.runIf(driver === 'postgres')(
    'delivers each event once per subscriber with several instances at once (skip locked)',
    async () => {
      const mail = recorder('mail', ['contact.received']);
      const crm = recorder('crm', ['contact.received']);
      await drain(instance([mail.subscriber, crm.subscriber]));
      const ids: string[] = [];
      for (let n = 0; n < 40; n++) {
        ids.push(
          await emitEvent(ctx.db, 'contact.received', {
            messageId: `many-${n}`,
            sellerId,
            name: 'Ann',
            email: 'ann@example.com',
            subject: `#${n}`,
          }),
        );
      }
      const instances = [1, 2, 3, 4].map(() =>
        instance([mail.subscriber, crm.subscriber], undefined, { batchSize: 3 }),
      );
      await Promise.all(instances.map((one) => drain(one)));
      for (const id of ids) {
        expect(mail.got.filter((got) => got === id)).toHaveLength(1);
        expect(crm.got.filter((got) => got === id)).toHaveLength(1);
      }
    },
  );
});

describe('a real process killed mid-delivery (PostgreSQL: two processes on one database)', () => {
  it.runIf(driver === 'postgres')(
    'SIGKILL between two subscribers: after a restart each subscriber has the event exactly once',
    async () => {
      await drain(instance([recorder('mail').subscriber, recorder('search-index').subscriber]));
      await ctx.db.execute(
        sql`create table test_deliveries (subscriber text not null, event_id text not null)`,
      );
      const orderId = await placeOrder();
      const placed = await eventOf('order.placed', (payload) => payload.orderId === orderId);

      const child = spawn(
        process.execPath,
        [
          '--conditions=@souk/source',
          '--import',
          'tsx',
          fileURLToPath(new URL('./processes/dispatch-until-killed.ts', import.meta.url)),
          ctx.databaseUrl ?? '',
        ],
        { stdio: 'ignore' },
      );
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        child.on('exit', (_code, signal) => resolve(signal)),
      );
      // the child delivered to mail and hangs inside search-index: kill it there
      await expect
        .poll(async () => (await eventRow(placed.id))?.deliveredTo, { timeout: 20_000, interval: 100 })
        .toEqual(['mail']);
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');

      // restarted (here, in this process) once the dead process's 2 s claim has lapsed
      const search = recorder('search-index');
      const restarted = instance([recorder('mail').subscriber, search.subscriber], {
        now: Date.now() + 2500,
      });
      await drain(restarted);
      const mailed = await ctx.db.execute(
        sql`select count(*)::int as n from test_deliveries where event_id = ${placed.id}`,
      );
      expect((mailed as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
      expect(search.got).toEqual([placed.id]);
      expect(await eventRow(placed.id)).toMatchObject({
        status: 'done',
        deliveredTo: ['mail', 'search-index'],
      });
    },
    40_000,
  );
});

describe('what emits events, and the seller notices their subscriber writes', () => {
  it('an order placed, paid by approval, a contact message and a review each become one notice of the seller', async () => {
    const dispatcher = instance(defaultSubscribers(subscriberDeps(ctx, fileOutboxMailer().mailer)));
    await drain(dispatcher);
    const guest = guestSession();
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/home/order/place-order',
      payload: placeOrderBody([{ productId, quantity: 2 }]),
      headers: guest.headers,
    });
    const orderNumber = placed.json().order.orderNumber;
    const offline = await ctx.app.inject({
      method: 'POST',
      url: '/api/order/create-offline-payment',
      payload: { orderNumber, paymentMethod: 'eft' },
      headers: guest.headers,
    });
    expect(offline.statusCode, offline.body).toBe(201);
    await createSellerAccount(ctx.db, {
      seller: sellerId,
      email: 'events@shop.example',
      password: 'seller pw 123',
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/seller/login',
      payload: { email: 'events@shop.example', password: 'seller pw 123' },
      remoteAddress: `10.44.0.${++logins}`,
    });
    const seller = { authorization: `Bearer ${login.json().token}` };
    const approved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/seller/payments/${encodeURIComponent(offline.json().paymentReference)}/approve`,
      headers: seller,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/save-contact',
      payload: {
        name: 'Ann',
        email: 'ann@example.com',
        subject: 'Sizes',
        message: 'Do you have XL?',
        sellerId,
      },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/home/customer/submit-review',
      payload: { productId, rating: 4, review: 'Good', name: 'Ann' },
    });

    await drain(dispatcher);
    await drain(instance(defaultSubscribers(subscriberDeps(ctx, fileOutboxMailer().mailer)))); // a second delivery changes nothing
    const notices = await ctx.app.inject({
      method: 'GET',
      url: '/api/seller/notifications',
      headers: seller,
    });
    expect(notices.statusCode, notices.body).toBe(200);
    const types = notices.json().notifications.map((notice: { type: string }) => notice.type);
    for (const type of [
      'order.placed',
      'payment.approval_requested',
      'order.paid',
      'contact.received',
      'review.created',
    ]) {
      expect(types, type).toContain(type);
    }
    const [message] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Sizes'));
    const contactNotices = await ctx.db
      .select()
      .from(sellerNotifications)
      .where(eq(sellerNotifications.type, 'contact.received'));
    expect(contactNotices.filter((row) => row.details.messageId === message?.id)).toHaveLength(1);
    expect(
      notices.json().notifications.find((notice: { type: string }) => notice.type === 'order.paid'),
    ).toMatchObject({
      details: { orderNumber, method: 'eft', currency: 'USD' },
      read: false,
    });

    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/seller/notifications' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('cancelling an order is an event too, naming its seller', async () => {
    const guest = guestSession();
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/home/order/place-order',
      payload: placeOrderBody([{ productId, quantity: 1 }]),
      headers: guest.headers,
    });
    const { orderNumber, _id: orderId } = placed.json().order;
    const cancelled = await ctx.app.inject({
      method: 'PUT',
      url: `/api/order/cancel-order/${orderNumber}`,
      headers: guest.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const event = await eventOf('order.cancelled', (payload) => payload.orderId === orderId);
    expect(event.payload).toEqual({ orderId, orderNumber, sellerIds: [sellerId], by: 'shopper' });
  });
});
