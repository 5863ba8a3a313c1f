import type { InfoPageName, SellerBannerInput, ShopSettingsInput } from '@souk/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-roots.js';
import { shopContentApi } from './shop-content-api.js';
import { shopContentKeys } from './shop-content-queries.js';

/** Saves the shop's settings; the signed-in header shows the shop's name, so the account is read again. */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShopSettingsInput) => shopContentApi.saveShop(input),
    onSuccess: (answer) => {
      queryClient.setQueryData(shopContentKeys.shop(), answer);
      void queryClient.invalidateQueries({ queryKey: queryRoots.account });
    },
  });
}

function useBannerMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: shopContentKeys.banners() }),
  });
}

export function useCreateBanner() {
  return useBannerMutation((input: SellerBannerInput) => shopContentApi.createBanner(input));
}
export function useUpdateBanner() {
  return useBannerMutation(({ id, input }: { id: string; input: SellerBannerInput }) =>
    shopContentApi.updateBanner(id, input),
  );
}
export function useDeleteBanner() {
  return useBannerMutation((id: string) => shopContentApi.deleteBanner(id));
}
export function useReorderBanners() {
  return useBannerMutation((ids: string[]) => shopContentApi.reorderBanners(ids));
}

export function useSaveInfoPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, content }: { name: InfoPageName; content: string }) =>
      shopContentApi.savePage(name, content),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shopContentKeys.pages() }),
  });
}
