import { ContentResponseSchema } from '../schemas/seller.js';
import { type Http, path } from './http.js';

/** Content calls of spec §7. */
export function createContentApi(http: Http) {
  return {
    /** GET /content/{tab} → tab name → text. */
    getContent: (tab: string) =>
      http.send({
        method: 'get',
        path: path`content/${tab}`,
        schema: ContentResponseSchema,
        fallback: 'Failed to fetch content',
      }),
  };
}
export type ContentApi = ReturnType<typeof createContentApi>;
