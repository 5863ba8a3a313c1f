/** What the server renderer needs to know of a route: whether it renders it first, and its module. */
export interface ScreenHandle {
  /** Public screens, the same for every shopper, are rendered on the server with their data. */
  prerender: boolean;
  /** The screen's source module: the key of its chunk in the build manifest, preloaded with the page. */
  module?: string;
  /**
   * The query parameters the screen reads (`value`, `page`…): the server renders and keeps a page under its
   * path and these only, so other parameters never make another render. Only the server reads it: routes
   * pass their options as `import.meta.env.SSR ? { …, query } : { … }`, so the browser's bundle does not carry
   * the lists.
   */
  query?: readonly string[];
}

/**
 * The handle of the route module `src/app/routes/{name}.tsx`.
 * @example screen('product-details', { prerender: true }) // { prerender: true, module: 'src/app/routes/product-details.tsx' }
 * @example screen('product-search', { prerender: true, query: ['value', 'category'] })
 */
export function screen(
  name: string,
  { prerender = false, query }: { prerender?: boolean; query?: readonly string[] | undefined } = {},
): ScreenHandle {
  return { prerender, module: `src/app/routes/${name}.tsx`, ...(query ? { query } : {}) };
}

/** Whether a route's handle asks for a server render. */
export function isPrerendered(handle: unknown): boolean {
  return (handle as ScreenHandle | undefined)?.prerender === true;
}

/** The query parameters a route's handle says its screen reads. */
export function queryRead(handle: unknown): readonly string[] {
  return (handle as ScreenHandle | undefined)?.query ?? [];
}
