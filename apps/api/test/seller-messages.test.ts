import { REPLY_MAX } from '@souk/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, contactReplies, events } from '../src/db/schema.js';
import { MESSAGE_NOT_FOUND } from '../src/services/seller-console/seller-messages.js';
import { createTestContext, type TestContext } from './harness.js';
import { type ConsoleShop, consoleShop, type Headers } from './seller-console-fixtures.js';

let ctx: TestContext;
let shop: ConsoleShop;
let other: ConsoleShop;

let senders = 0;

async function contact(target: ConsoleShop, subject: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/save-contact',
    // each from its own address: the form's rate limit is not what this file tests
    remoteAddress: `10.8.0.${++senders}`,
    payload: {
      sellerId: target.sellerId,
      name: 'Lindiwe Mokoena',
      email: 'lindiwe@example.com',
      subject,
      message: `About ${subject}: does it come in blue?`,
    },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  const [row] = await ctx.db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(and(eq(contactMessages.sellerId, target.sellerId), eq(contactMessages.subject, subject)));
  if (!row) throw new Error('message not stored');
  return row.id;
}

function list(query = '', headers: Headers = shop.headers) {
  return ctx.app.inject({ method: 'GET', url: `/api/seller/messages${query}`, headers });
}

function update(id: string, payload: Record<string, unknown>, headers: Headers = shop.headers) {
  return ctx.app.inject({ method: 'PUT', url: `/api/seller/messages/${id}`, payload, headers });
}

function reply(id: string, payload: Record<string, unknown>, headers: Headers = shop.headers) {
  return ctx.app.inject({ method: 'POST', url: `/api/seller/messages/${id}/replies`, payload, headers });
}

const subjects = (body: { messages: { subject: string }[] }) =>
  body.messages.map((message) => message.subject);

const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await consoleShop(ctx, 'msg');
  other = await consoleShop(ctx, 'msg-other');
  for (const [index, subject] of ['first', 'second', 'third'].entries()) {
    ids[subject] = await contact(shop, subject);
    await ctx.db
      .update(contactMessages)
      .set({ createdAt: new Date(Date.UTC(2026, 4, 1 + index)) })
      .where(eq(contactMessages.id, ids[subject] ?? ''));
  }
  ids.theirs = await contact(other, 'theirs');
});
afterAll(() => ctx.close());

describe('seller messages', () => {
  it('lists the shop’s messages unread first, then newest; marks read and handled', async () => {
    let body = (await list()).json();
    expect(subjects(body)).toEqual(['third', 'second', 'first']);
    expect(body).toMatchObject({ success: true, total: 3, unread: 3, page: 1, perPage: 20 });
    expect(body.messages[0]).toEqual({
      id: ids.third,
      name: 'Lindiwe Mokoena',
      email: 'lindiwe@example.com',
      subject: 'third',
      message: 'About third: does it come in blue?',
      createdAt: '2026-05-03T00:00:00.000Z',
      read: false,
      handled: false,
      replies: [],
    });

    const read = await update(ids.third ?? '', { read: true });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      success: true,
      message: 'Message updated',
      contactMessage: { id: ids.third, read: true, handled: false },
    });
    body = (await list()).json();
    expect(subjects(body)).toEqual(['second', 'first', 'third']);
    expect(body.unread).toBe(2);

    await update(ids.first ?? '', { handled: true });
    expect(subjects((await list('?filter=handled')).json())).toEqual(['first']);
    expect(subjects((await list('?filter=open')).json())).toEqual(['second', 'third']);
    expect(subjects((await list('?filter=unread')).json())).toEqual(['second', 'first']);

    // reopening and marking unread clear the marks; marking read again keeps the first reading
    const [before] = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, ids.third ?? ''));
    await update(ids.third ?? '', { read: true });
    const [after] = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, ids.third ?? ''));
    expect(after?.readAt).toEqual(before?.readAt);
    await update(ids.first ?? '', { handled: false, read: false });
    expect((await list('?filter=handled')).json().total).toBe(0);
    expect((await list()).json().unread).toBe(2);
  });

  it('pages by 20', async () => {
    const pagedShop = await consoleShop(ctx, 'msg-paged');
    for (let index = 0; index < 21; index++) await contact(pagedShop, `question ${index}`);
    const first = (await list('', pagedShop.headers)).json();
    const second = (await list('?page=2', pagedShop.headers)).json();
    expect([first.messages.length, second.messages.length, first.total]).toEqual([20, 1, 21]);
    expect(new Set([...subjects(first), ...subjects(second)]).size).toBe(21);
  });

  it('a reply is kept with its author, marks the message read and writes contact.replied', async () => {
    const response = await reply(ids.second ?? '', { body: '  Yes, in blue and green.  ' });
    expect(response.statusCode, response.body).toBe(201);
    const { contactMessage } = response.json();
    expect(response.json()).toMatchObject({ success: true, message: 'Reply sent' });
    expect(contactMessage).toMatchObject({
      id: ids.second,
      read: true,
      handled: false,
      replies: [{ id: expect.any(String), body: 'Yes, in blue and green.', createdAt: expect.any(String) }],
    });
    const replyId = contactMessage.replies[0].id;
    const rows = await ctx.db
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, ids.second ?? ''));
    expect(rows).toMatchObject([
      { id: replyId, sellerId: shop.sellerId, accountId: shop.account.id, body: 'Yes, in blue and green.' },
    ]);
    const written = await ctx.db.select().from(events).where(eq(events.type, 'contact.replied'));
    expect(written.map((event) => event.payload)).toEqual([
      { messageId: ids.second, replyId, sellerId: shop.sellerId },
    ]);

    await reply(ids.second ?? '', { body: 'And a follow-up.' });
    const listed = (await list())
      .json()
      .messages.find((message: { id: string }) => message.id === ids.second);
    expect(listed.replies.map((item: { body: string }) => item.body)).toEqual([
      'Yes, in blue and green.',
      'And a follow-up.',
    ]);
  });

  it.each([
    [{ body: 'x'.repeat(REPLY_MAX + 1) }, `body: must be at most ${REPLY_MAX} characters long`],
    [{ body: '   ' }, 'Reply is required'],
    [{}, 'body: is required'],
    [{ body: 12345 }, 'body: must be text'],
  ])('refuses a bad reply with 400 naming the field; nothing written', async (payload, error) => {
    const before = await ctx.db.select().from(contactReplies);
    const response = await reply(ids.first ?? '', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
    expect(await ctx.db.select().from(contactReplies)).toEqual(before);
  });

  it('refuses a bad flag with 400', async () => {
    const response = await update(ids.first ?? '', { read: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^read: /);
  });

  it("answers another shop's message and an unknown id alike with 404, nothing written", async () => {
    for (const id of [ids.theirs ?? '', 'no-such-message']) {
      for (const response of [await update(id, { read: true }), await reply(id, { body: 'Hello' })]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: MESSAGE_NOT_FOUND });
      }
    }
    const [theirs] = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, ids.theirs ?? ''));
    expect(theirs).toMatchObject({ readAt: null, handledAt: null });
    expect(subjects((await list()).json())).not.toContain('theirs');
  });
});
