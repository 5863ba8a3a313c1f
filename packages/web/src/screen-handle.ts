/** What the server renderer needs to know of a route: whether it renders it first, and its module. */
export interface ScreenHandle {
  /** Public screens, the same for every shopper, are rendered on the server with their data. */
  prerender: boolean;
  /** The screen's source module: the key of its chunk in the build manifest, preloaded with the page. */
  module?: string;
}

/**
 * The handle of the route module `src/app/routes/{name}.tsx`.
 * @example screen('product-details', { prerender: true }) // { prerender: true, module: 'src/app/routes/product-details.tsx' }
 */
export function screen(name: string, { prerender = false }: { prerender?: boolean } = {}): ScreenHandle {
  return { prerender, module: `src/app/routes/${name}.tsx` };
}

/** Whether a route's handle asks for a server render. */
export function isPrerendered(handle: unknown): boolean {
  return (handle as ScreenHandle | undefined)?.prerender === true;
}
