import { type Banner, bannerTarget, type Product } from '@souk/core';
import { BannerCarousel } from '@souk/ui';
import type * as React from 'react';
import { useNavigate } from 'react-router-dom';
import { useAreaPath } from '../../../lib/area-path.js';
import { useMediaQuery } from '../../../lib/use-media-query.js';
import { useBanners } from '../api/get-banners.js';

/**
 * The banner artwork's proportions (1600×500). Under 640 px the box takes them instead of a fixed height: a
 * fixed 150 px box on a 390 px phone cut the sides off the banner and its headline.
 */
const NARROW_BOX: React.CSSProperties = { height: 'auto', aspectRatio: '16 / 5' };

export interface ShopBannersProps {
  sellerId: string;
  sellerName: string;
  /** Banner height in px on wide screens (the carousel keeps a sized box: no layout shift). */
  height: number;
  /** A banner that carries a product opens it in the quick view (spec §2). */
  onProductBanner: (product: Product) => void;
}

/** The shop's banner carousel with the click rule of spec §2; nothing when the shop has no banners. */
export function ShopBanners({ sellerId, sellerName, height, onProductBanner }: ShopBannersProps) {
  const banners = useBanners(sellerId);
  // the wide banner artwork keeps its proportions on a phone instead of showing a narrow slice of it
  const narrow = useMediaQuery('(max-width: 639px)');
  const boxStyle = narrow ? NARROW_BOX : undefined;
  const navigate = useNavigate();
  const areaPath = useAreaPath();
  if (banners.isPending) {
    return (
      <div
        aria-hidden="true"
        className="w-full animate-pulse rounded-xl bg-gray-100"
        style={{ height, ...boxStyle }}
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

  return <BannerCarousel banners={banners.data} height={height} style={boxStyle} onBannerClick={open} />;
}
