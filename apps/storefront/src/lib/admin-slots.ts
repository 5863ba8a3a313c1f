import type { Product } from '@souk/core';
import type { QueryKey } from '@tanstack/react-query';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

/**
 * The edit affordances of the storefront's admin mode (issue 18): a signed-in seller viewing their own shop
 * edits banners, info-page text and product price and stock in place. Screens render a slot where its
 * affordance goes; the slots are filled only while the owner has admin mode on, by a chunk loaded only when
 * a seller token exists — so shoppers download none of it, and the server (no token) renders none of it.
 * `queryKey` names the cache holding what the affordance edits: it is refreshed after a save.
 */
export interface AdminSlots {
  /** On the banner carousel: change a banner's image, link or product. */
  Banners: ComponentType<{ queryKey: QueryKey }>;
  /** Around an info page's body (`children`): edit the page's text. */
  InfoPage: ComponentType<{ pageName: string; content: string; queryKey: QueryKey; children: ReactNode }>;
  /** Around a product's price and stock (`children`), or under a product card (`compact`). */
  Product: ComponentType<{ product: Product; compact?: boolean; children?: ReactNode }>;
}

export const AdminSlotsContext = createContext<AdminSlots | null>(null);

/** The admin affordances to render, or null (a shopper, another seller, admin mode off, the server). */
export function useAdminSlots(): AdminSlots | null {
  return useContext(AdminSlotsContext);
}
