/** What the server renderer needs to know of a route: whether it renders it first, and its module. */
export interface ScreenHandle {
  /** Public screens, the same for every shopper, are rendered on the server with their data. */
  prerender: boolean;
  /**
   * A screen of the guest who asks (the cart): rendered on the server for the guest session the request's
   * cookie names, or as a guest without one sees it; never kept or shared between shoppers.
   */
  personal?: boolean;
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
 * @example screen('cart', { personal: true }) // { prerender: false, module: 'src/app/routes/cart.tsx', personal: true }
 */
export function screen(
  name: string,
  {
    prerender = false,
    personal = false,
    query,
  }: { prerender?: boolean; personal?: boolean; query?: readonly string[] | undefined } = {},
): ScreenHandle {
  return {
    prerender,
    module: `src/app/routes/${name}.tsx`,
    ...(personal ? { personal } : {}),
    ...(query ? { query } : {}),
  };
}

/** Whether a route's handle asks for a server render (a public screen or a personal one). */
export function isPrerendered(handle: unknown): boolean {
  const screenHandle = handle as ScreenHandle | undefined;
  return screenHandle?.prerender === true || screenHandle?.personal === true;
}

/** Whether a route's handle is a screen of the guest who asks (see {@link ScreenHandle.personal}). */
export function isPersonal(handle: unknown): boolean {
  return (handle as ScreenHandle | undefined)?.personal === true;
}

/** The query parameters a route's handle says its screen reads. */
export function queryRead(handle: unknown): readonly string[] {
  return (handle as ScreenHandle | undefined)?.query ?? [];
}
