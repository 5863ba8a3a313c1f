import { CONTENT_NOT_FOUND, ContentResponseSchema } from '@souk/core';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import { contentTabs } from '../db/schema.js';
import { notFound } from '../domain/errors.js';
import { SECURITY } from '../plugins/openapi.js';
import type { App, Deps } from '../types.js';

const TabParams = z.object({ tab: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });

/** GET /content/{tab} (spec §7 Seller): the tab's text keyed by its name. */
export function contentRoutes(app: App, { db }: Deps): void {
  app.get(
    '/content/:tab',
    {
      config: { publicCache: true },
      schema: {
        operationId: 'getContent',
        summary: "An info page's text, keyed by the tab's name",
        tags: ['content'],
        security: SECURITY.public,
        params: TabParams,
        response: { 200: ContentResponseSchema },
        errors: [404],
      },
    },
    async (request) => {
      const { tab } = request.params;
      const [row] = await db
        .select({ body: contentTabs.body })
        .from(contentTabs)
        .where(eq(contentTabs.tab, tab))
        .limit(1);
      if (!row) throw notFound(CONTENT_NOT_FOUND);
      return { [tab]: row.body };
    },
  );
}
