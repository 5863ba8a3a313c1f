import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTabs } from '../src/db/schema.js';
import { insertContentTab } from './catalogue-fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await insertContentTab(ctx.db, 'About Us', 'We sell things.\nGood things.');
  await insertContentTab(ctx.db, 'faq', 'Ask away');
});
afterAll(() => ctx.close());

const content = (tab: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/content/${encodeURIComponent(tab)}` });

describe('GET /api/content/:tab', () => {
  it('answers the tab text keyed by the tab name', async () => {
    const response = await content('About Us');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ 'About Us': 'We sell things.\nGood things.' });
    expect((await content('faq')).json()).toEqual({ faq: 'Ask away' });
  });

  it('answers 404 { error: "Content not found" } for a missing tab, 400 for an absurd one', async () => {
    for (const tab of ['about us', 'Returns', "'; drop table content_tabs; --"]) {
      const response = await content(tab);
      expect(response.statusCode, tab).toBe(404);
      expect(response.json()).toEqual({ error: 'Content not found' });
    }
    expect((await content('About\u0000Us')).statusCode).toBe(400);
    const blank = await content('   ');
    expect(blank.statusCode).toBe(400);
    const huge = await content('t'.repeat(150));
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toHaveProperty('error');
    expect(await ctx.db.select().from(contentTabs)).toHaveLength(2);
  });
});
