import { type Banner, bannerTarget, type Product } from '@souk/core';
import { BannerCarousel } from '@souk/ui';
import type * as React from 'react';
import { useNavigate } from 'react-router-dom';
import { useAreaPath } from '../../../lib/area-path.js';
import { useBanners } from '../api/get-banners.js';

/**
 * The banner box: under 640 px it takes the artwork's proportions (1600×500) — a fixed 150 px box on a
 * 390 px phone cut the sides off the banner and its headline — and from 640 px the given height. CSS
 * decides, not a script, so the server-rendered page has the box the browser keeps (no layout shift).
 */
const BOX_CLASS = 'aspect-[16/5] sm:aspect-auto sm:h-[var(--banner-height)]';

function boxStyle(height: number): React.CSSProperties {
  // `height: undefined` replaces the carousel's fixed height with the classes above
  return { height: undefined, '--banner-height': `${height}px` } as React.CSSProperties;
}

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
  const navigate = useNavigate();
  const areaPath = useAreaPath();
  if (banners.isPending) {
    return (
      <div
        aria-hidden="true"
        className={`w-full animate-pulse rounded-xl bg-gray-100 ${BOX_CLASS}`}
        style={boxStyle(height)}
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

  return (
    <BannerCarousel
      banners={banners.data}
      className={BOX_CLASS}
      style={boxStyle(height)}
      onBannerClick={open}
    />
  );
}
