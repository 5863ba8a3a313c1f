import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, payments } from '../src/db/schema.js';
import { createTestContext, type TestContext } from './harness.js';
import {
  type ConsoleShop,
  consoleShop,
  placeGuestOrder,
  recordOfflinePayment,
} from './seller-console-fixtures.js';

/**
 * Found by `pnpm fuzz`: JSON may carry half of a UTF-16 surrogate pair (`"\ud800"`), which PostgreSQL's
 * jsonb refuses (22P02) — a payment rejection's reason answered 500. A body's unpaired surrogates now become
 * U+FFFD before validation, as the driver already makes them in a text column (place-order-write.test.ts).
 */
let ctx: TestContext;
let shop: ConsoleShop;

beforeAll(async () => {
  ctx = await createTestContext();
  shop = await consoleShop(ctx, 'surrogates');
});
afterAll(() => ctx.close());

describe('text with an unpaired surrogate', () => {
  it('a rejection reason holding one is stored with U+FFFD in its place (it answered 500)', async () => {
    const reference = await recordOfflinePayment(ctx, await placeGuestOrder(ctx, shop.productId));
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/seller/payments/${reference}/reject`,
      headers: { ...shop.headers, 'content-type': 'application/json' },
      payload: '{"reason":"late \\ud800"}',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.providerRef, reference));
    expect(payment?.status).toBe('rejected');
    expect(payment?.details.reason).toBe('late \ufffd');
  });

  it('a low surrogate alone becomes U+FFFD too; a whole pair (an emoji) stays as it is', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/save-contact',
      remoteAddress: '10.66.0.1',
      headers: { 'content-type': 'application/json' },
      payload: `{"sellerId":"${shop.sellerId}","name":"Ann","email":"a@example.com","subject":"\\udc00 \\ud83d\\ude00","message":"Hi"}`,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const [message] = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.sellerId, shop.sellerId));
    expect(message?.subject).toBe('\ufffd 😀');
  });
});
