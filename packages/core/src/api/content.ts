import { ContentResponseSchema } from '../schemas/seller.js';
import { type Http, path } from './http.js';

/**
 * Content calls of spec §7: the site-wide text of a content tab.
 * @example
 * ```ts
 * const content = createContentApi(createHttp({ baseUrl: 'http://localhost:8000/api' }));
 * await content.getContent('about');
 * // GET http://localhost:8000/api/content/about
 * ```
 */
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
/**
 * The content calls {@link createContentApi} returns.
 * @example const content: ContentApi = createContentApi(createHttp({ baseUrl: LOCAL_API_URL }));
 */
export type ContentApi = ReturnType<typeof createContentApi>;
