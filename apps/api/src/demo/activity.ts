import { randomBytes } from 'node:crypto';
import type { SelectedAddon, SellerOrderStatus } from '@souk/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  contactMessages,
  contactReplies,
  events,
  orders,
  payments,
  products,
  type StoredAddon,
  type StoredBulkTier,
  sellerAccounts,
  sellerOrders,
  sellers,
} from '../db/schema.js';
import { guestOwner, type Owner } from '../domain/owner.js';
import { newOrderNumber } from '../lib/ids.js';
import { placeOrderRows } from '../services/orders/place-order.js';
import {
  approveOfflinePayment,
  createOfflinePayment,
  rejectOfflinePayment,
} from '../services/payments/offline.js';
import { moveSellerOrder } from '../services/seller-console/order-workflow.js';
import { replyToSellerMessage, updateSellerMessage } from '../services/seller-console/seller-messages.js';
import { sendContactMessage } from '../services/shops.js';
import {
  CARRIERS,
  type DemoCarrier,
  type DemoShopper,
  ORDER_NOTES,
  PAYMENT_REJECT_REASON,
  SELLER_CANCEL_REASON,
  SHOP_MESSAGES,
  shoppersFor,
} from './activity-content.js';
import { DEMO_SHOPS, demoSellerId } from './seed.js';

/**
 * A believable month of activity for the demo shops, so a seller signing in to a demo shop's console sees a
 * living shop: orders of fictional guest shoppers over the last 30 days (a couple today) in every payment
 * and workflow state, and a few contact messages, one of them answered. It is made at server start,
 * relative to the clock (the dashboard shows today, 7 and 30 days), through the real services — prices by
 * core, stock taken and given back, payments, the order events the timeline reads — and then dated back to
 * the moments planned. The events it writes are marked delivered: nobody is mailed and no seller notice is
 * raised for orders that never happened.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Products the storefront journeys buy or look at (apps/storefront/e2e, apps/search-portal/e2e): their stock
 * stays as seeded, so every journey finds them as it expects.
 */
export const JOURNEY_PRODUCTS: Record<string, readonly string[]> = {
  'urban-threads': [
    'classic-linen-button-down-shirt',
    'striped-breton-top',
    'cotton-waffle-henley',
    'lightweight-rain-shell',
    'denim-trucker-jacket',
    'selvedge-denim-jeans',
    'suede-chelsea-boots',
    'canvas-slip-on-shoes',
  ],
  'green-pantry': ['raw-fynbos-honey'],
  'pixel-forge': [
    'aura-anc-wireless-headphones',
    '27-inch-qhd-ips-monitor',
    'braided-usb-c-cable-2m',
    'usb-c-7-in-1-hub',
    'xl-rgb-gaming-mouse-pad',
    '1tb-portable-nvme-ssd',
  ],
};

/** Only products with at least this much stock are ordered, and at most a third of it in all. */
const MIN_STOCK = 12;
const MAX_SHARE_TAKEN = 1 / 3;

/** A small seeded PRNG (mulberry32): the same seed gives the same month. */
export function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let index = 0; index < seed.length; index++) {
    state ^= seed.charCodeAt(index);
    state = Math.imul(state, 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;
const between = (random: Random, min: number, max: number) => min + (max - min) * random();
const integer = (random: Random, min: number, max: number) => Math.floor(between(random, min, max + 1));
function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('demo activity: pick from an empty list');
  return item;
}
function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** What the plan reads of a product. */
export interface ActivityProduct {
  id: string;
  slug: string;
  stock: number;
  bulkPricing: readonly StoredBulkTier[];
  addons: readonly StoredAddon[];
}

export interface PlannedLine {
  productId: string;
  slug: string;
  quantity: number;
  addons: SelectedAddon[];
}

type Move = 'processing' | 'shipped' | 'delivered' | 'cancelled';

export type PlannedStep = { at: Date } & (
  | { kind: 'pay'; method: 'eft' | 'cash' }
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string }
  | { kind: 'move'; to: Move; carrier?: string; trackingNumber?: string; reason?: string }
);

/** How an order of the month ends up: its payment and where the seller's workflow left it. */
export type Scenario =
  | 'delivered'
  | 'shipped'
  | 'processing'
  | 'paid'
  | 'cash pending'
  | 'eft awaiting'
  | 'eft rejected'
  | 'seller cancelled';

export interface PlannedOrder {
  scenario: Scenario;
  method: 'eft' | 'cash';
  placedAt: Date;
  shopper: DemoShopper;
  notes: string;
  lines: PlannedLine[];
  steps: PlannedStep[];
}

export interface PlannedMessage {
  at: Date;
  shopper: DemoShopper;
  subject: string;
  message: string;
  reply?: { readAt: Date; at: Date; body: string; handledAt: Date };
}

export interface ShopActivityPlan {
  orders: PlannedOrder[];
  messages: PlannedMessage[];
}

/** A step before it is timed: the range (ms) of its delay after the step before. */
type StepTemplate = (PlannedStep extends infer S
  ? S extends PlannedStep
    ? Omit<S, 'at'>
    : never
  : never) & {
  after: [number, number];
};

/** The steps of each scenario after the order is placed, each some time (ms, a range) after the one before. */
function scenarioSteps(
  scenario: Scenario,
  method: 'eft' | 'cash',
  shipping: () => { carrier: string; trackingNumber: string },
): StepTemplate[] {
  const pay: StepTemplate = { kind: 'pay', method, after: [2 * MINUTE_MS, 25 * MINUTE_MS] };
  // a transfer shows in the bank a few hours to a day later; cash is approved once collected at the door
  const approve: StepTemplate = { kind: 'approve', after: [3 * HOUR_MS, 26 * HOUR_MS] };
  const processing: StepTemplate = { kind: 'move', to: 'processing', after: [HOUR_MS, 8 * HOUR_MS] };
  const shipped: StepTemplate = {
    kind: 'move',
    to: 'shipped',
    ...shipping(),
    after: [10 * HOUR_MS, 30 * HOUR_MS],
  };
  const delivered: StepTemplate = { kind: 'move', to: 'delivered', after: [DAY_MS, 4 * DAY_MS] };
  const collected: StepTemplate = { kind: 'approve', after: [HOUR_MS, 6 * HOUR_MS] };
  const eft = method === 'eft';
  switch (scenario) {
    case 'delivered':
      return eft
        ? [pay, approve, processing, shipped, delivered]
        : [pay, processing, shipped, delivered, collected];
    case 'shipped':
      return eft ? [pay, approve, processing, shipped] : [pay, processing, shipped];
    case 'processing':
      return eft ? [pay, approve, processing] : [pay, processing];
    case 'paid':
      return [pay, approve];
    case 'cash pending':
    case 'eft awaiting':
      return [pay];
    case 'eft rejected':
      return [pay, { kind: 'reject', reason: PAYMENT_REJECT_REASON, after: [6 * DAY_MS, 8 * DAY_MS] }];
    case 'seller cancelled':
      return [
        pay,
        { kind: 'move', to: 'cancelled', reason: SELLER_CANCEL_REASON, after: [HOUR_MS, 5 * HOUR_MS] },
      ];
  }
}

/**
 * The scenarios of the month's orders from newest to oldest: the two of today wait for their payment, the
 * recent ones move through the workflow, the older ones are delivered; one bank transfer is rejected and
 * one order cancelled by the seller.
 */
function scenarios(random: Random, count: number): { scenario: Scenario; method: 'eft' | 'cash' }[] {
  const recent: { scenario: Scenario; method: 'eft' | 'cash' }[] = [
    { scenario: 'eft awaiting', method: 'eft' },
    { scenario: 'cash pending', method: 'cash' },
    { scenario: 'paid', method: 'eft' },
    ...(random() < 0.5 ? [{ scenario: 'eft awaiting' as const, method: 'eft' as const }] : []),
    { scenario: 'processing', method: 'cash' },
    { scenario: 'processing', method: 'eft' },
    { scenario: 'shipped', method: 'cash' },
    { scenario: 'shipped', method: 'eft' },
    { scenario: 'seller cancelled', method: 'cash' },
  ];
  const older: { scenario: Scenario; method: 'eft' | 'cash' }[] = Array.from(
    { length: count - recent.length - 1 },
    () => ({
      scenario: 'delivered' as const,
      method: random() < 0.6 ? ('eft' as const) : ('cash' as const),
    }),
  );
  // the rejected transfer waited a week before the seller gave up on it: an order of a week and more ago
  older.splice(Math.min(2, older.length), 0, { scenario: 'eft rejected', method: 'eft' });
  return [...recent, ...older];
}

/**
 * When each order was placed, newest first: the first two today (between midnight UTC and now), the rest
 * over the last 30 days, closer together in the recent days, where the workflow still moves.
 */
function placementTimes(random: Random, count: number, now: Date): Date[] {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const today = now.getTime() - midnight;
  const times = [midnight + today * between(random, 0.55, 0.9), midnight + today * between(random, 0.1, 0.5)];
  const rest = count - times.length;
  for (let index = 0; index < rest; index++) {
    const position = (index + between(random, 0.25, 0.75)) / rest;
    const daysAgo = 0.6 + 28.8 * position ** 1.8;
    times.push(now.getTime() - daysAgo * DAY_MS);
  }
  return times.map((time) => new Date(Math.floor(time)));
}

/**
 * The steps' moments: each its planned delay after the one before, squeezed proportionally should the last
 * one land after `now` (a recent order whose workflow ran fast).
 */
function timeSteps(placedAt: Date, templates: StepTemplate[], random: Random, now: Date): PlannedStep[] {
  const delays = templates.map((template) => between(random, template.after[0], template.after[1]));
  const total = delays.reduce((sum, delay) => sum + delay, 0);
  const room = Math.max(0, now.getTime() - placedAt.getTime() - 1000);
  const scale = total > room ? room / total : 1;
  let at = placedAt.getTime();
  return templates.map(({ after: _after, ...step }, index) => {
    at += Math.floor((delays[index] ?? 0) * scale);
    return { ...step, at: new Date(at) } as PlannedStep;
  });
}

/** A tracking number in the carrier's shape. */
function trackingNumber(random: Random, carrier: DemoCarrier): string {
  const alphanumeric = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  return carrier.tracking.replace(/[#X]/g, (slot) =>
    slot === '#' ? String(integer(random, 0, 9)) : pick(random, [...alphanumeric]),
  );
}

/** One choice per single-choice question, sometimes one extra of a checkbox question. */
function chooseAddons(random: Random, addons: readonly StoredAddon[]): SelectedAddon[] {
  // the service finds an option by its text among all questions: an ambiguous text is left alone
  const texts = addons.flatMap((question) => question.options.map((option) => option.text));
  const unique = (text: string) => texts.indexOf(text) === texts.lastIndexOf(text);
  const chosen: SelectedAddon[] = [];
  for (const question of addons) {
    const options = question.options.filter((option) => unique(option.text));
    if (options.length === 0) continue;
    if (question.type === 'Checkboxes' && random() < 0.6) continue;
    const option = pick(random, options);
    chosen.push({ text: option.text, price: option.price });
  }
  return chosen;
}

/** The lines of one order: 1–3 distinct products, a bulk tier's quantity where the product has one. */
function chooseLines(
  random: Random,
  eligible: ActivityProduct[],
  budget: Map<string, number>,
): PlannedLine[] {
  const wanted = random() < 0.55 ? 1 : random() < 0.7 ? 2 : 3;
  const lines: PlannedLine[] = [];
  for (const product of shuffled(random, eligible)) {
    if (lines.length === wanted) break;
    const left = budget.get(product.id) ?? 0;
    if (left < 1) continue;
    const tier = product.bulkPricing[0]?.quantity;
    let quantity = random() < 0.2 ? 2 : 1;
    if (tier && random() < 0.6) quantity = tier;
    if (quantity > left) quantity = 1;
    budget.set(product.id, left - quantity);
    lines.push({
      productId: product.id,
      slug: product.slug,
      quantity,
      addons: chooseAddons(random, product.addons),
    });
  }
  return lines;
}

/**
 * The month of one shop, deterministic given its name, its products and the clock: 12–16 orders of a
 * handful of its shoppers (see `scenarios` for their states) and 3–5 contact messages, the oldest replied
 * to and handled. Products of the storefront journeys and products low in stock are left out.
 */
export function planShopActivity(input: {
  shopName: string;
  countryCode: string;
  products: readonly ActivityProduct[];
  now: Date;
}): ShopActivityPlan {
  const { shopName, now } = input;
  const random = seededRandom(`souk-demo-activity:${shopName}`);
  const region = input.countryCode === '27' ? 'za' : 'us';
  const shoppers = shuffled(random, shoppersFor(input.countryCode)).slice(0, 5);
  const protectedSlugs = new Set(JOURNEY_PRODUCTS[shopName] ?? []);
  const eligible = [...input.products]
    .filter((product) => product.stock >= MIN_STOCK && !protectedSlugs.has(product.slug))
    .sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  const budget = new Map(
    eligible.map((product) => [product.id, Math.floor(product.stock * MAX_SHARE_TAKEN)]),
  );

  const count = integer(random, 12, 16);
  const times = placementTimes(random, count, now);
  const shipping = () => {
    const carrier = pick(random, CARRIERS[region]);
    return { carrier: carrier.name, trackingNumber: trackingNumber(random, carrier) };
  };
  const planned: PlannedOrder[] = [];
  scenarios(random, count).forEach(({ scenario, method }, index) => {
    const placedAt = times[index];
    if (!placedAt) return;
    const lines = chooseLines(random, eligible, budget);
    if (lines.length === 0) return;
    planned.push({
      scenario,
      method,
      placedAt,
      shopper: pick(random, shoppers),
      notes: random() < 0.3 ? pick(random, ORDER_NOTES[region]) : '',
      lines,
      steps: timeSteps(placedAt, scenarioSteps(scenario, method, shipping), random, now),
    });
  });

  const content = SHOP_MESSAGES[shopName];
  const messages: PlannedMessage[] = [];
  if (content) {
    const total = integer(random, 3, Math.min(5, content.messages.length));
    // the first message, the one replied to, is the oldest; the others came in over the last fortnight
    content.messages.slice(0, total).forEach((text, index) => {
      const daysAgo =
        index === 0 ? between(random, 9, 13) : between(random, 0.05, 8) * ((total - index) / total);
      const at = new Date(Math.floor(now.getTime() - daysAgo * DAY_MS));
      const shopper = pick(random, shoppers);
      const message: PlannedMessage = { at, shopper, ...text };
      if (index === 0) {
        const readAt = new Date(at.getTime() + between(random, 0.5, 5) * HOUR_MS);
        const repliedAt = new Date(readAt.getTime() + between(random, 5, 40) * MINUTE_MS);
        const handledAt = new Date(repliedAt.getTime() + between(random, 1, 30) * MINUTE_MS);
        message.reply = { readAt, at: repliedAt, body: content.reply, handledAt };
      }
      messages.push(message);
    });
  }
  return { orders: planned.sort((a, b) => a.placedAt.getTime() - b.placedAt.getTime()), messages };
}

/** Dates the events a message just wrote back to `at`, delivered: no mail, no seller notice. */
async function settleMessageEvents(tx: Db, messageId: string, at: Date): Promise<void> {
  await tx
    .update(events)
    .set({ createdAt: at, nextAttemptAt: at, status: 'done', doneAt: at })
    .where(and(sql`(${events.payload} ->> 'messageId') = ${messageId}`, eq(events.status, 'pending')));
}

/** A guest session of one shopper's visit: the credential that lets it pay for its order. */
function guestSession(): Owner {
  return guestOwner(`demo-${randomBytes(18).toString('base64url')}`);
}

interface ShopContext {
  sellerId: string;
  defaultShippingFeeCents: number;
}

/** The moments a shop's orders are dated back to, collected while they are played and written at once. */
interface Dates {
  orders: { id: string; placedAt: string; lastAt: string }[];
  payments: { reference: string; createdAt: string; updatedAt: string }[];
  /** Each step writes one event of its own type (a status change: of its own `to`) for the order. */
  events: { orderId: string; type: string; to: string; at: string }[];
}

/** The event each step writes (`events/types.ts`), by which it is dated. */
function stepEvent(step: PlannedStep): { type: string; to: string } {
  switch (step.kind) {
    case 'pay':
      return { type: 'payment.approval_requested', to: '' };
    case 'approve':
      return { type: 'order.paid', to: '' };
    case 'reject':
      return { type: 'payment.rejected', to: '' };
    case 'move':
      return step.to === 'cancelled'
        ? { type: 'order.cancelled', to: '' }
        : { type: 'order.status_changed', to: step.to };
  }
}

/** Places one planned order and walks it through its steps; what to date back goes to `dates`. */
async function playOrder(tx: Db, shop: ShopContext, order: PlannedOrder, dates: Dates): Promise<void> {
  const owner = guestSession();
  const { row } = await placeOrderRows(
    tx,
    {
      owner,
      lines: order.lines.map(({ productId, quantity, addons }) => ({ productId, quantity, addons })),
      shippingInfo: { ...order.shopper },
      notes: order.notes,
    },
    {
      defaultShippingFeeCents: shop.defaultShippingFeeCents,
      orderNumber: () => newOrderNumber(order.placedAt),
    },
  );
  const placedAt = order.placedAt.toISOString();
  dates.events.push({ orderId: row.id, type: 'order.placed', to: '', at: placedAt });

  let reference = '';
  let status: SellerOrderStatus = 'pending';
  let lastAt = placedAt;
  for (const step of order.steps) {
    const at = step.at.toISOString();
    switch (step.kind) {
      case 'pay':
        ({ paymentReference: reference } = await createOfflinePayment(tx, owner, {
          orderNumber: row.orderNumber,
          paymentMethod: step.method,
        }));
        dates.payments.push({ reference, createdAt: at, updatedAt: at });
        break;
      case 'approve':
        await approveOfflinePayment(tx, shop.sellerId, reference, step.at);
        break;
      case 'reject':
        await rejectOfflinePayment(tx, shop.sellerId, reference, step.reason);
        status = 'cancelled';
        break;
      case 'move':
        await moveSellerOrder(tx, shop.sellerId, row.orderNumber, {
          from: status,
          to: step.to,
          carrier: step.carrier,
          trackingNumber: step.trackingNumber,
          reason: step.reason,
        });
        status = step.to;
        break;
    }
    if (step.kind === 'approve' || step.kind === 'reject') {
      const payment = dates.payments.find((row) => row.reference === reference);
      if (payment) payment.updatedAt = at;
    }
    dates.events.push({ orderId: row.id, ...stepEvent(step), at });
    lastAt = at;
  }
  dates.orders.push({ id: row.id, placedAt, lastAt });
}

/**
 * Dates a shop's orders back in a few statements (one per table, the rows as one JSON parameter): orders
 * placed, their seller parts last changed, payments recorded and decided, and each event at its step's
 * moment, delivered — no mail, no seller notice. An event no step accounts for is marked delivered too.
 */
async function writeDates(tx: Db, dates: Dates): Promise<void> {
  const json = (rows: object[]) => sql`${JSON.stringify(rows)}::jsonb`;
  await tx.execute(sql`update ${orders} set created_at = v."placedAt"
    from jsonb_to_recordset(${json(dates.orders)}) as v(id text, "placedAt" timestamptz, "lastAt" timestamptz)
    where ${orders.id} = v.id`);
  await tx.execute(sql`update ${sellerOrders} set updated_at = v."lastAt"
    from jsonb_to_recordset(${json(dates.orders)}) as v(id text, "placedAt" timestamptz, "lastAt" timestamptz)
    where ${sellerOrders.orderId} = v.id`);
  await tx.execute(sql`update ${payments} set created_at = v."createdAt", updated_at = v."updatedAt"
    from jsonb_to_recordset(${json(dates.payments)}) as v(reference text, "createdAt" timestamptz, "updatedAt" timestamptz)
    where ${payments.providerRef} = v.reference`);
  await tx.execute(sql`update ${events} set created_at = v.at, next_attempt_at = v.at, status = 'done', done_at = v.at
    from jsonb_to_recordset(${json(dates.events)}) as v("orderId" text, type text, "to" text, at timestamptz)
    where (${events.payload} ->> 'orderId') = v."orderId" and ${events.type} = v.type
      and coalesce(${events.payload} ->> 'to', '') = v."to" and ${events.status} = 'pending'`);
  const ids = dates.orders.map((order) => order.id);
  if (ids.length === 0) return;
  await tx
    .update(events)
    .set({ status: 'done', doneAt: sql`now()` })
    .where(and(inArray(sql`${events.payload} ->> 'orderId'`, ids), eq(events.status, 'pending')));
}

/** Sends one planned contact message through the contact form's service; the reply through the console's. */
async function playMessage(
  tx: Db,
  shop: ShopContext,
  accountId: string | undefined,
  planned: PlannedMessage,
): Promise<void> {
  const mine = eq(contactMessages.sellerId, shop.sellerId);
  const before = new Set(
    (await tx.select({ id: contactMessages.id }).from(contactMessages).where(mine)).map((r) => r.id),
  );
  await sendContactMessage(tx, {
    sellerId: shop.sellerId,
    name: planned.shopper.name,
    email: planned.shopper.email,
    subject: planned.subject,
    message: planned.message,
  });
  const added = (await tx.select({ id: contactMessages.id }).from(contactMessages).where(mine)).find(
    (row) => !before.has(row.id),
  );
  if (!added) throw new Error('demo activity: the contact message was not stored');
  await tx.update(contactMessages).set({ createdAt: planned.at }).where(eq(contactMessages.id, added.id));
  await settleMessageEvents(tx, added.id, planned.at);

  // the reply needs the shop's seller account (created at every start before this runs)
  if (!planned.reply || !accountId) return;
  const { reply } = planned;
  await replyToSellerMessage(tx, { id: accountId, sellerId: shop.sellerId }, added.id, reply.body);
  await updateSellerMessage(tx, shop.sellerId, added.id, { handled: true });
  await tx.update(contactReplies).set({ createdAt: reply.at }).where(eq(contactReplies.messageId, added.id));
  await tx
    .update(contactMessages)
    .set({ readAt: reply.readAt, handledAt: reply.handledAt })
    .where(eq(contactMessages.id, added.id));
  await settleMessageEvents(tx, added.id, reply.at);
}

/** What the start added to one demo shop. */
export interface ShopActivityReport {
  shop: string;
  orders: number;
  messages: number;
  /** How long the shop's transaction took. */
  ms: number;
}

export interface DemoActivityReport {
  /** The shops that got their month now (shops with orders already are left alone). */
  shops: ShopActivityReport[];
  ms: number;
}

/**
 * Gives each demo shop that has no order yet its month of activity (`planShopActivity`), one transaction per
 * shop: all of it or nothing. The transaction first takes an advisory lock of the shop, then checks for
 * orders again, so two instances starting at once add it once; a second start finds the orders and adds
 * nothing.
 */
export async function addDemoActivity(
  db: Db,
  options: { defaultShippingFeeCents: number; now?: Date },
): Promise<DemoActivityReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const shops = await db
    .select({ id: sellers.id, name: sellers.name, countryCode: sellers.countryCode })
    .from(sellers)
    .where(
      inArray(
        sellers.id,
        DEMO_SHOPS.map((shop) => demoSellerId(shop.name)),
      ),
    )
    .orderBy(asc(sellers.name));
  const report: ShopActivityReport[] = [];
  for (const shop of shops) {
    const shopStarted = performance.now();
    const added = await db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`souk-demo-activity:${shop.id}`}, 0))`,
      );
      const [existing] = await tx
        .select({ id: sellerOrders.id })
        .from(sellerOrders)
        .where(eq(sellerOrders.sellerId, shop.id))
        .limit(1);
      if (existing) return undefined;
      const rows = await tx
        .select({
          id: products.id,
          slug: products.slug,
          stock: products.stock,
          bulkPricing: products.bulkPricing,
          addons: products.addons,
        })
        .from(products)
        .where(eq(products.sellerId, shop.id));
      const plan = planShopActivity({
        shopName: shop.name,
        countryCode: shop.countryCode,
        products: rows,
        now,
      });
      const [account] = await tx
        .select({ id: sellerAccounts.id })
        .from(sellerAccounts)
        .where(eq(sellerAccounts.sellerId, shop.id))
        .orderBy(asc(sellerAccounts.createdAt))
        .limit(1);
      const context = { sellerId: shop.id, defaultShippingFeeCents: options.defaultShippingFeeCents };
      const dates: Dates = { orders: [], payments: [], events: [] };
      for (const order of plan.orders) await playOrder(tx, context, order, dates);
      await writeDates(tx, dates);
      for (const message of plan.messages) await playMessage(tx, context, account?.id, message);
      return { orders: plan.orders.length, messages: plan.messages.length };
    });
    if (added) report.push({ shop: shop.name, ...added, ms: Math.round(performance.now() - shopStarted) });
  }
  return { shops: report, ms: performance.now() - started };
}
