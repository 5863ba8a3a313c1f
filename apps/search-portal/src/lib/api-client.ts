import { createCatalogueApi, createHttp, resolveApiBaseUrl } from '@souk/core';

/**
 * The portal's API client (spec §7): same-origin `/api` when the Souk server serves the page, else the
 * spec's rule. The portal only reads the catalogue, so it carries no customer token or guest session, and
 * builds only the catalogue calls: the other areas' schemas stay out of its bundle.
 */
export const api = {
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
