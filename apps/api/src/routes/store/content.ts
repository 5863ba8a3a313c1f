import { ContentResponseSchema } from '@souk/core';
import * as z from 'zod/mini';
import { SECURITY } from '../../plugins/openapi.js';
import { getContentTab } from '../../services/content.js';
import type { App, Deps } from '../../types.js';

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
    async (request) => getContentTab(db, request.params.tab),
  );
}
