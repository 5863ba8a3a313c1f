import { prepareSearch } from '@souk/core';
import type * as React from 'react';
import { useId, useRef, useState } from 'react';
import { t } from '../i18n/i18n.js';
import { cn } from '../lib/cn.js';
import { Link } from '../lib/link.js';
import type { SupportDetails } from '../lib/support-details.js';
import { CountBadge } from './count-badge.js';
import { DrawnIcon } from './drawn-icon.js';
import { Picture } from './picture.js';

export interface HeaderCategory {
  name: string;
  href: string;
}

export interface HeaderProps extends React.ComponentProps<'header'> {
  shopName: string;
  homeHref: string;
  logoSrc?: string | null;
  support?: SupportDetails;
  /** The signed-in customer's name; guests (null) see 'Track Order' instead (spec §2, §6). */
  customerName?: string | null;
  dashboardHref: string;
  trackOrderHref: string;
  /** Guests also get a Sign In link here when given (the spec shows only Track Order; signing in needs a door). */
  signInHref?: string;
  wishlistHref: string;
  wishlistCount: number;
  cartHref: string;
  cartCount: number;
  categories?: readonly HeaderCategory[];
  /** The search box's initial text (e.g. the current search term). */
  defaultSearch?: string;
  /** Called with the trimmed term on Enter or the search button; blank text never submits (spec §5). */
  onSearch: (term: string) => void;
}

const iconLink =
  'relative flex size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * The shop header (spec §2): a support bar (email, phone, hours, account), the shop's logo and name linking
 * home, the search box, wishlist and cart links with count badges, and the category links. The links are
 * named 'Cart, n items': the count stays out of brackets so the visible badge is part of the name (WCAG
 * 2.5.3 Label in Name).
 */
export function Header({
  shopName,
  homeHref,
  logoSrc,
  support = {},
  customerName,
  dashboardHref,
  trackOrderHref,
  signInHref,
  wishlistHref,
  wishlistCount,
  cartHref,
  cartCount,
  categories = [],
  defaultSearch = '',
  onSearch,
  className,
  ...props
}: HeaderProps) {
  const [search, setSearch] = useState(defaultSearch);
  const input = useRef<HTMLInputElement>(null);
  const searchId = useId();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const prepared = prepareSearch(search);
    if (prepared) onSearch(prepared.term);
  }

  function clear() {
    setSearch('');
    input.current?.focus();
  }

  return (
    <header data-slot="header" className={cn('border-b border-gray-200 bg-white', className)} {...props}>
      <div className="bg-ink text-xs text-white/90">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2">
          <ul aria-label={t('Customer support')} className="flex flex-wrap items-center gap-x-5 gap-y-1">
            {support.email && (
              <li className="flex items-center gap-1.5">
                <DrawnIcon name="mail" className="size-3.5" />
                <a href={`mailto:${support.email}`} className="hover:text-white hover:underline">
                  {support.email}
                </a>
              </li>
            )}
            {support.phone && (
              <li className="flex items-center gap-1.5">
                <DrawnIcon name="phone" className="size-3.5" />
                <span dir="ltr">{support.phone}</span>
              </li>
            )}
            {support.hours && (
              <li className="hidden items-center gap-1.5 sm:flex">
                <DrawnIcon name="clock" className="size-3.5" />
                <span>
                  <span className="sr-only">{t('Support hours:')} </span>
                  {support.hours}
                </span>
              </li>
            )}
          </ul>
          {customerName ? (
            <Link
              href={dashboardHref}
              className="flex items-center gap-1.5 font-medium hover:text-white hover:underline"
            >
              <DrawnIcon name="user" className="size-3.5" />
              <span>{customerName}</span>
            </Link>
          ) : (
            <div className="flex items-center gap-4">
              <Link
                href={trackOrderHref}
                className="flex items-center gap-1.5 font-medium hover:text-white hover:underline"
              >
                <DrawnIcon name="truck" className="size-3.5" />
                <span>{t('Track Order')}</span>
              </Link>
              {signInHref && (
                <Link
                  href={signInHref}
                  className="flex items-center gap-1.5 font-medium hover:text-white hover:underline"
                >
                  <DrawnIcon name="log-in" className="size-3.5" />
                  <span>{t('Sign In')}</span>
                </Link>
              )}
            </div>
          )}
        </div>
      </div>

      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <Link
          href={homeHref}
          className="flex min-w-0 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {logoSrc ? (
            <Picture
              src={logoSrc}
              alt=""
              width={40}
              height={40}
              sizes="40px"
              // above the fold on every page, but small: not the page's priority image
              loading="eager"
              className="size-10 shrink-0 rounded-lg object-contain"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
            >
              <DrawnIcon name="store" className="size-5" />
            </span>
          )}
          <span className="truncate text-lg font-bold tracking-tight text-ink sm:text-xl">{shopName}</span>
        </Link>

        <search className="order-last flex w-full items-center gap-1 sm:order-none sm:ms-auto sm:w-auto md:flex-1 md:justify-end">
          <form onSubmit={submit} className="relative flex-1 md:max-w-md">
            <label htmlFor={searchId} className="sr-only">
              {t('Search products')}
            </label>
            <input
              ref={input}
              id={searchId}
              type="text"
              enterKeyHint="search"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('Search products...')}
              className="h-10 w-full rounded-full border border-gray-300 bg-gray-50 pe-20 ps-4 text-sm text-ink placeholder:text-muted focus:border-brand-500 focus:bg-white focus:outline-2 focus:outline-brand-500/30"
            />
            <div className="absolute inset-y-0 end-1 flex items-center gap-0.5">
              {search !== '' && (
                <button
                  type="button"
                  onClick={clear}
                  aria-label={t('Clear search')}
                  className="flex size-8 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-gray-200 hover:text-ink"
                >
                  <DrawnIcon name="x" className="size-4" />
                </button>
              )}
              <button
                type="submit"
                aria-label={t('Search')}
                className="flex size-8 cursor-pointer items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
              >
                <DrawnIcon name="search" className="size-4" />
              </button>
            </div>
          </form>
        </search>

        <nav aria-label={t('Shopping')} className="ms-auto flex items-center gap-1 sm:ms-0">
          <Link
            href={wishlistHref}
            className={iconLink}
            aria-label={t('Wishlist, {count, plural, one {{count} item} other {{count} items}}', {
              count: wishlistCount,
            })}
          >
            <DrawnIcon name="heart" className="size-5" />
            <CountBadge count={wishlistCount} />
          </Link>
          <Link
            href={cartHref}
            className={iconLink}
            aria-label={t('Cart, {count, plural, one {{count} item} other {{count} items}}', {
              count: cartCount,
            })}
          >
            <DrawnIcon name="shopping-cart" className="size-5" />
            <CountBadge count={cartCount} />
          </Link>
        </nav>
      </div>

      {categories.length > 0 && (
        <nav aria-label={t('Categories')} className="border-t border-gray-100">
          <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-1.5 text-sm [scrollbar-width:none]">
            {categories.map((category) => (
              <li key={category.name} className="shrink-0">
                <Link
                  href={category.href}
                  className="block rounded-full px-3 py-1.5 font-medium text-muted transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </header>
  );
}
