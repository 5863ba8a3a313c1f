import { createCatalogueApi, createHttp } from '@souk/core';
import { type ApiTarget, wireApi } from '@souk/web';

type PortalApi = { catalogue: ReturnType<typeof createCatalogueApi> };

/**
 * The portal's API client (spec §7). The portal only reads the catalogue, so it carries no customer token
 * or guest session, and builds only the catalogue calls: the other areas' schemas stay out of its bundle.
 */
function portalApi({ baseUrl, fetch }: ApiTarget): PortalApi {
  return { catalogue: createCatalogueApi(createHttp({ baseUrl, fetch })) };
}

/** The portal's API client; on the server the renderer points it at the API in the same process. */
export let api: PortalApi = wireApi(portalApi, (client) => {
  api = client;
});
