import {
  type Http,
  type InfoPageName,
  SellerActionResponseSchema,
  type SellerBannerInput,
  SellerBannerResponseSchema,
  SellerBannersResponseSchema,
  SellerInfoPageResponseSchema,
  SellerInfoPagesResponseSchema,
  SellerProductListResponseSchema,
  type ShopSettingsInput,
  ShopSettingsResponseSchema,
} from '@souk/core';
import { wireConsoleArea } from '../../../lib/api-area.js';

export function createShopContentApi(http: Http) {
  return {
    /** GET /seller/shop */
    getShop: () =>
      http.send({
        method: 'get',
        path: 'seller/shop',
        schema: ShopSettingsResponseSchema,
        fallback: 'Failed to load the shop settings',
      }),
    /** PUT /seller/shop */
    saveShop: (input: ShopSettingsInput) =>
      http.send({
        method: 'put',
        path: 'seller/shop',
        json: input,
        schema: ShopSettingsResponseSchema,
        fallback: 'Could not save the shop settings',
      }),
    /** GET /seller/banners */
    listBanners: () =>
      http.send({
        method: 'get',
        path: 'seller/banners',
        schema: SellerBannersResponseSchema,
        fallback: 'Failed to load banners',
      }),
    /** POST /seller/banners */
    createBanner: (input: SellerBannerInput) =>
      http.send({
        method: 'post',
        path: 'seller/banners',
        json: input,
        schema: SellerBannerResponseSchema,
        fallback: 'Could not add the banner',
      }),
    /** PUT /seller/banners/{id} */
    updateBanner: (id: string, input: SellerBannerInput) =>
      http.send({
        method: 'put',
        path: `seller/banners/${encodeURIComponent(id)}`,
        json: input,
        schema: SellerBannerResponseSchema,
        fallback: 'Could not save the banner',
      }),
    /** DELETE /seller/banners/{id} */
    deleteBanner: (id: string) =>
      http.send({
        method: 'delete',
        path: `seller/banners/${encodeURIComponent(id)}`,
        schema: SellerActionResponseSchema,
        fallback: 'Could not delete the banner',
      }),
    /** PUT /seller/banners/order */
    reorderBanners: (ids: string[]) =>
      http.send({
        method: 'put',
        path: 'seller/banners/order',
        json: { ids },
        schema: SellerBannersResponseSchema,
        fallback: 'Could not reorder the banners',
      }),
    /** GET /seller/products?search=: the shop's products a banner can open. */
    searchProducts: (search: string) =>
      http.send({
        method: 'get',
        path: 'seller/products',
        searchParams: { search, perPage: 20, sort: 'name' },
        schema: SellerProductListResponseSchema,
        fallback: 'Failed to load products',
      }),
    /** GET /seller/pages */
    listPages: () =>
      http.send({
        method: 'get',
        path: 'seller/pages',
        schema: SellerInfoPagesResponseSchema,
        fallback: 'Failed to load the info pages',
      }),
    /** PUT /seller/pages/{name} */
    savePage: (name: InfoPageName, content: string) =>
      http.send({
        method: 'put',
        path: `seller/pages/${encodeURIComponent(name)}`,
        json: { content },
        schema: SellerInfoPageResponseSchema,
        fallback: 'Could not save the page',
      }),
  };
}
export type ShopContentApi = ReturnType<typeof createShopContentApi>;

export let shopContentApi: ShopContentApi = wireConsoleArea(createShopContentApi, (area) => {
  shopContentApi = area;
});
