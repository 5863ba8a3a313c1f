import {
  type Http,
  SELLER_CONSOLE_TOKEN_KEY,
  type SellerBannerInput,
  SellerBannerResponseSchema,
  SellerBannersResponseSchema,
  SellerInfoPageResponseSchema,
  SellerMeResponseSchema,
  type SellerProductPatch,
  SellerProductResponseSchema,
} from '@souk/core';
import { browserApiBaseUrl } from '@souk/web';
import { wireApiArea } from '../../../lib/api-area.js';
import { local } from '../../../stores/session.js';

/** The seller console's token on this origin (the console keeps it; admin mode only reads it). */
export function sellerToken(): string | null {
  return local.getItem(SELLER_CONSOLE_TOKEN_KEY);
}

/** The seller API calls admin mode makes, with the console's token (`Authorization: Bearer …`). */
export function createAdminApi(http: Http) {
  return {
    /** GET /seller/me: which shop the token's account runs. */
    me: () =>
      http.send({
        method: 'get',
        path: 'seller/me',
        schema: SellerMeResponseSchema,
        fallback: /*i18n*/ 'Failed to load your account',
      }),
    /** PATCH /seller/products/{id}: price, discount, stock, published. */
    patchProduct: (id: string, patch: SellerProductPatch) =>
      http.send({
        method: 'patch',
        path: `seller/products/${encodeURIComponent(id)}`,
        json: patch,
        schema: SellerProductResponseSchema,
        fallback: /*i18n*/ 'Failed to save the product',
      }),
    /** GET /seller/banners */
    banners: () =>
      http.send({
        method: 'get',
        path: 'seller/banners',
        schema: SellerBannersResponseSchema,
        fallback: /*i18n*/ 'Failed to load your banners',
      }),
    /** PUT /seller/banners/{id} */
    saveBanner: (id: string, banner: SellerBannerInput) =>
      http.send({
        method: 'put',
        path: `seller/banners/${encodeURIComponent(id)}`,
        json: banner,
        schema: SellerBannerResponseSchema,
        fallback: /*i18n*/ 'Failed to save the banner',
      }),
    /** PUT /seller/pages/{name}: the page's text, paragraphs separated by blank lines. */
    savePage: (name: string, content: string) =>
      http.send({
        method: 'put',
        path: `seller/pages/${encodeURIComponent(name)}`,
        json: { content },
        schema: SellerInfoPageResponseSchema,
        fallback: /*i18n*/ 'Failed to save the page',
      }),
  };
}
export type AdminApi = ReturnType<typeof createAdminApi>;

/** The seller API from the storefront, with the console's token. */
export let adminApi: AdminApi = wireApiArea(
  createAdminApi,
  (area) => {
    adminApi = area;
  },
  sellerToken,
);

/**
 * Uploads one image to `POST /seller/media` (multipart, field `file`) and answers its address
 * (`/api/media/{id}/{W}x{H}`). The server decides the type by decoding the file; its `{ error }` rejects.
 */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = sellerToken();
  let response: Response;
  try {
    response = await fetch(`${browserApiBaseUrl()}/seller/media`, {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new Error(/*i18n*/ 'The upload failed: check your connection and try again');
  }
  const body = (await response.json().catch(() => null)) as {
    images?: { url?: unknown }[];
    error?: unknown;
  } | null;
  const url = body?.images?.[0]?.url;
  if (response.ok && typeof url === 'string') return url;
  throw new Error(typeof body?.error === 'string' ? body.error : `The upload failed (${response.status})`);
}
