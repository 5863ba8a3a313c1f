import type { Banner, Product } from '../schemas/product.js';
import { paths } from './paths.js';

/**
 * Where a banner click leads (spec §2 Shop home, Info page).
 * @example const target: BannerTarget = { kind: 'external', href: 'https://tea.example/sale' };
 */
export type BannerTarget =
  | { kind: 'quick-view'; product: Product }
  | { kind: 'navigate'; href: string }
  | { kind: 'external'; href: string }
  | null;

/**
 * The banner click rule (spec §2): a banner carrying a product opens the quick-view modal; otherwise it goes
 * to the product details by `productSlug`, or else to its `link` — in-app when it is a path, a full page
 * load when it is an http(s) address. Other link schemes (`javascript:` …) and blank values lead nowhere.
 * @example bannerTarget({ product: null, productSlug: 'tea' }, 'tea-house')
 * // { kind: 'navigate', href: '/tea-house/product/details/tea' }
 */
export function bannerTarget(
  banner: Pick<Banner, 'product' | 'productSlug' | 'link'>,
  sellerName: string,
): BannerTarget {
  if (banner.product) return { kind: 'quick-view', product: banner.product };
  const slug = banner.productSlug?.trim();
  if (slug) return { kind: 'navigate', href: paths.productDetails(sellerName, slug) };
  const link = banner.link?.trim();
  if (!link) return null;
  if (/^https?:\/\//i.test(link)) return { kind: 'external', href: link };
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'navigate', href: link };
  return null;
}
