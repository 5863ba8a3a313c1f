import { createGlobalCatalogueApi, createHttp, type GlobalCatalogueApi } from '@souk/core';
import { type ApiTarget, wireApi } from '@souk/web';

type PortalApi = { catalogue: GlobalCatalogueApi };

/**
 * The portal's API client (spec §7). The portal only searches every shop and lists them, so it carries no
 * customer token or guest session, and builds only those calls: the other schemas stay out of its bundle.
 */
function portalApi({ baseUrl, fetch }: ApiTarget): PortalApi {
  return { catalogue: createGlobalCatalogueApi(createHttp({ baseUrl, fetch })) };
}

/** The portal's API client; on the server the renderer points it at the API in the same process. */
export let api: PortalApi = wireApi(portalApi, (client) => {
  api = client;
});
