import { createCatalogueApi, createHttp, LOCAL_API_URL, resolveApiBaseUrl } from '@souk/core';

type PortalApi = { catalogue: ReturnType<typeof createCatalogueApi> };

/**
 * The portal's API client in the browser (spec §7): same-origin `/api` when the Souk server serves the
 * page, else the spec's rule. The portal only reads the catalogue, so it carries no customer token or guest
 * session, and builds only the catalogue calls: the other areas' schemas stay out of its bundle.
 */
function browserApi(): PortalApi {
  return {
    catalogue: createCatalogueApi(
      createHttp({
        baseUrl: resolveApiBaseUrl({
          page: window.location,
          productionApiUrl: import.meta.env.VITE_API_URL ?? null,
          servedByApi: import.meta.env.PROD,
        }),
      }),
    ),
  };
}

/** The portal's API client; on the server the renderer points it at the API in the same process. */
export let api: PortalApi =
  typeof window === 'undefined'
    ? { catalogue: createCatalogueApi(createHttp({ baseUrl: LOCAL_API_URL })) }
    : browserApi();

/** Server rendering only: a client calling the API through `fetch` (in-process, no network). */
export function setServerApi(options: { baseUrl: string; fetch: typeof fetch }): void {
  api = { catalogue: createCatalogueApi(createHttp(options)) };
}
