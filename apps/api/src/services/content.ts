import { CONTENT_NOT_FOUND } from '@souk/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { contentTabs } from '../db/schema.js';
import { notFound } from '../domain/errors.js';

/**
 * GET /content/{tab} (spec §7 Seller): the tab's text, keyed by its name.
 * @throws not found ('Content not found', spec §8) for a tab without text
 */
export async function getContentTab(db: Db, tab: string): Promise<Record<string, string>> {
  const [row] = await db
    .select({ body: contentTabs.body })
    .from(contentTabs)
    .where(eq(contentTabs.tab, tab))
    .limit(1);
  if (!row) throw notFound(CONTENT_NOT_FOUND);
  return { [tab]: row.body };
}
