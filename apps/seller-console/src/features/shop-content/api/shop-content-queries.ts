import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-roots.js';
import { shopContentApi } from './shop-content-api.js';

export const shopContentKeys = {
  all: queryRoots.shopContent,
  shop: () => [...shopContentKeys.all, 'shop'] as const,
  banners: () => [...shopContentKeys.all, 'banners'] as const,
  pages: () => [...shopContentKeys.all, 'pages'] as const,
  productChoices: (search: string) => [...shopContentKeys.all, 'product-choices', search] as const,
};

export function shopSettingsQueryOptions() {
  return queryOptions({ queryKey: shopContentKeys.shop(), queryFn: () => shopContentApi.getShop() });
}
export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions());
}

export function bannersQueryOptions() {
  return queryOptions({ queryKey: shopContentKeys.banners(), queryFn: () => shopContentApi.listBanners() });
}
export function useBanners() {
  return useQuery(bannersQueryOptions());
}

export function infoPagesQueryOptions() {
  return queryOptions({ queryKey: shopContentKeys.pages(), queryFn: () => shopContentApi.listPages() });
}
export function useInfoPages() {
  return useQuery(infoPagesQueryOptions());
}

/** The shop's products matching a search, for the banner's product picker. */
export function useProductChoices(search: string, enabled: boolean) {
  return useQuery({
    queryKey: shopContentKeys.productChoices(search),
    queryFn: () => shopContentApi.searchProducts(search),
    placeholderData: keepPreviousData,
    enabled,
  });
}
