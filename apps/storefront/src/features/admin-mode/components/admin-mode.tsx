import type { SellerIdentity } from '@souk/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { AdminSlots } from '../../../lib/admin-slots.js';
import { useAdminMode } from '../../../lib/area-path.js';
import { adminApi, sellerToken } from '../api/admin-api.js';
import { AdminBar } from './admin-bar.js';
import { BannerEditor } from './banner-editor.js';
import { PageTextEditor } from './page-text-editor.js';
import { ProductQuickEdit } from './product-quick-edit.js';

/** The affordances admin mode puts in the screens' slots. */
export const ADMIN_SLOTS: AdminSlots = {
  Banners: BannerEditor,
  InfoPage: PageTextEditor,
  Product: ProductQuickEdit,
};

/** The console's token, following sign-in and sign-out in another tab (the `storage` event). */
function useSellerToken(): string | null {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('storage', changed);
      return () => window.removeEventListener('storage', changed);
    },
    sellerToken,
    () => null,
  );
}

/** Whether the account signed in to the console runs `shop` (GET /seller/me); false until known. */
export function useOwnsShop(shop: SellerIdentity): boolean {
  const token = useSellerToken();
  const me = useQuery({
    queryKey: ['admin-mode', 'me', token],
    queryFn: () => adminApi.me(),
    enabled: Boolean(token),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return Boolean(token) && me.data?.shop.id === shop.id;
}

export interface AdminModeProps {
  shop: SellerIdentity;
  /** Fills the screens' admin slots (the owner with admin mode on) or empties them. */
  onSlots: (slots: AdminSlots | null) => void;
}

/**
 * Admin mode of the storefront (issue 18), loaded only when a seller token exists: when the signed-in
 * seller runs the shop on screen, the admin bar, and — with admin mode on (`/admin/…`) — the edit
 * affordances in the screens. A shopper, another shop's seller or a stale token see nothing.
 */
export function AdminMode({ shop, onSlots }: AdminModeProps) {
  const owns = useOwnsShop(shop);
  const on = useAdminMode();
  const editing = owns && on;
  useEffect(() => {
    onSlots(editing ? ADMIN_SLOTS : null);
    return () => onSlots(null);
  }, [editing, onSlots]);
  return owns ? <AdminBar on={on} /> : null;
}

// the shop pages load this module with React's `lazy`, which takes its default export
export default AdminMode;
