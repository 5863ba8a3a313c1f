import { paths } from './paths.js';

/**
 * Shop segment used when a search result names no shop (spec §2 global search card).
 * @example SEARCH_RESULT_SHOP_FALLBACK // "unknown"
 */
export const SEARCH_RESULT_SHOP_FALLBACK = 'unknown';

/**
 * What a global-search card reads to build its links.
 * @example const card: SearchResultLinkInput = { slug: 'rooibos', sellerName: 'tea-house', shopName: 'Tea House' };
 */
export interface SearchResultLinkInput {
  slug: string;
  /** The seller's name: the shop area is routed by it (spec §2 `/{sellerName}/*`). */
  sellerName?: string | null;
  shopName?: string | null;
}

/**
 * The two links of a global-search card and the text of its 'by {shop}' link.
 * @example
 * ```ts
 * const card = { slug: 'rooibos', sellerName: 'tea-house', shopName: 'Tea House' };
 * const links: SearchResultLinks = searchResultLinks(card);
 * links // { shopLabel: 'Tea House', viewDetails: '/tea-house/product/details/rooibos', visitShop: '/tea-house' }
 * ```
 */
export interface SearchResultLinks {
  /** Shown as 'by {shopLabel}': the shop name when known, else the seller name, else `unknown`. */
  shopLabel: string;
  viewDetails: string;
  visitShop: string;
}

/**
 * Links of a global-search card (spec §2): View Details → `/{shop}/product/details/{slug}`, Visit Shop →
 * `/{shop}`, with shop fallback `unknown`. The spec names the segment `{shop}` while shop areas are routed by
 * seller name, so the seller name is preferred and the shop name used only when no seller name is given.
 * @example searchResultLinks({ slug: 'mint', sellerName: 'tea' }).viewDetails // "/tea/product/details/mint"
 * @example searchResultLinks({ slug: 'mint' }).visitShop // "/unknown"
 */
export function searchResultLinks(product: SearchResultLinkInput): SearchResultLinks {
  const sellerName = product.sellerName?.trim();
  const shopName = product.shopName?.trim();
  const shop = sellerName || shopName || SEARCH_RESULT_SHOP_FALLBACK;
  return {
    shopLabel: shopName || sellerName || SEARCH_RESULT_SHOP_FALLBACK,
    viewDetails: paths.productDetails(shop, product.slug),
    visitShop: paths.shop(shop),
  };
}
