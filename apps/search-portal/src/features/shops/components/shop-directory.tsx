import { paths, type ShopDirectoryEntry } from '@souk/core';
import { buttonVariants, cn, EmptyState, Link, Picture, Spinner } from '@souk/ui';
import { CircleAlert, RotateCw, Store } from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { useShops } from '../api/get-shops.js';

function productCount(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

/** The shop's logo, or a shop mark when it has none or the file fails to load. */
function ShopLogo({ src }: { src: string | null | undefined }) {
  const [failed, setFailed] = useState<string | null>(null);
  const logo = src?.trim();
  if (!logo || failed === logo) {
    return (
      <span
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600"
      >
        <Store className="size-6" />
      </span>
    );
  }
  return (
    <Picture
      src={logo}
      alt=""
      width={56}
      height={56}
      sizes="56px"
      onError={() => setFailed(logo)}
      // a failed logo shows the shop mark, not the product placeholder
      data-fallback-src={undefined}
      className="size-14 shrink-0 rounded-full border border-gray-100 bg-white object-contain"
    />
  );
}

function ShopTile({ shop }: { shop: ShopDirectoryEntry }) {
  return (
    <Link
      href={paths.shop(shop.name)}
      className="flex h-full items-center gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-xs transition-shadow hover:border-brand-500 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <ShopLogo src={shop.logo} />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold text-ink">{shop.shopName || shop.name}</span>{' '}
        <span className="text-sm text-muted">{productCount(shop.productCount)}</span>
      </span>
    </Link>
  );
}

export type ShopDirectoryProps = React.ComponentProps<'section'>;

/** The landing page's directory of shops: logo, name and product count, each opening its shop. */
export function ShopDirectory({ className, ...props }: ShopDirectoryProps) {
  const shops = useShops();
  return (
    <section
      aria-labelledby="shop-directory-title"
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <h2 id="shop-directory-title" className="text-xl font-semibold text-ink">
        Browse the shops
      </h2>
      {shops.isPending ? (
        <Spinner label="Loading shops" />
      ) : shops.isError ? (
        <EmptyState
          role="alert"
          title="Shops unavailable"
          description="Failed to load shops"
          icon={<CircleAlert />}
        >
          <button type="button" onClick={() => shops.refetch()} className={buttonVariants()}>
            <RotateCw aria-hidden="true" />
            Try Again
          </button>
        </EmptyState>
      ) : shops.data.length === 0 ? (
        <p className="text-muted">No shops are open yet.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shops.data.map((shop) => (
            <li key={shop._id}>
              <ShopTile shop={shop} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
