import { type Banner, bannerTarget, type Product } from '@souk/core';
import { BannerCarousel, cn } from '@souk/ui';
import type * as React from 'react';
import { useNavigate } from 'react-router-dom';
import { useAdminSlots } from '../../../lib/admin-slots.js';
import { useAreaPath } from '../../../lib/area-path.js';
import { bannerKeys, useBanners } from '../api/get-banners.js';

/**
 * The responsive banner box: the artwork's proportions (1600×500) up to the given height, which it keeps
 * on wider screens. A box narrower than the artwork's shape cuts its sides off, and the headline with
 * them (a fixed 150 px box on a 390 px phone did, and a 320 px one on a 768 px tablet); a wider one only
 * trims the top and bottom around the centred text. CSS decides, not a script, so the server-rendered page
 * has the box the browser keeps (no layout shift).
 */
const RESPONSIVE_BOX_CLASS = 'aspect-[16/5] max-h-[var(--banner-height)]';

/** The box's class and style: `height` at every width, or the responsive box above. */
function box(height: number, fixedHeight: boolean): { className?: string; style: React.CSSProperties } {
  if (fixedHeight) return { style: { height } };
  // `height: undefined` replaces the carousel's fixed height with the classes above
  const style = { height: undefined, '--banner-height': `${height}px` } as React.CSSProperties;
  return { className: RESPONSIVE_BOX_CLASS, style };
}

export interface ShopBannersProps {
  sellerId: string;
  sellerName: string;
  /** Banner height in px on wide screens (the carousel keeps a sized box: no layout shift). */
  height: number;
  /**
   * Keeps `height` at every width, phones included (spec §9: info pages and the contact page); otherwise
   * narrow screens get the artwork's proportions.
   */
  fixedHeight?: boolean;
  /** A banner that carries a product opens it in the quick view (spec §2). */
  onProductBanner: (product: Product) => void;
}

/** The shop's banner carousel with the click rule of spec §2; nothing when the shop has no banners. */
export function ShopBanners({
  sellerId,
  sellerName,
  height,
  fixedHeight = false,
  onProductBanner,
}: ShopBannersProps) {
  const banners = useBanners(sellerId);
  const navigate = useNavigate();
  const areaPath = useAreaPath();
  const admin = useAdminSlots();
  const { className, style } = box(height, fixedHeight);
  if (banners.isPending) {
    return (
      <div
        aria-hidden="true"
        className={cn('w-full animate-pulse rounded-xl bg-gray-100', className)}
        style={style}
      />
    );
  }
  if (!banners.data || banners.data.length === 0) return null;

  const open = (banner: Banner) => {
    const target = bannerTarget(banner, sellerName);
    if (!target) return;
    if (target.kind === 'quick-view') onProductBanner(target.product);
    else if (target.kind === 'navigate') navigate(areaPath(target.href));
    else window.location.assign(target.href);
  };

  const carousel = (
    <BannerCarousel banners={banners.data} className={className} style={style} onBannerClick={open} />
  );
  // the seller's admin mode puts its edit button on the carousel
  return admin ? (
    <div className="relative">
      {carousel}
      <admin.Banners queryKey={bannerKeys.detail(sellerId)} />
    </div>
  ) : (
    carousel
  );
}
