import { ADMIN_PREFIX, consolePaths, isAdminPath, paths } from '@souk/core';
import { cn, t } from '@souk/ui';
import { ExternalLink, Store } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The address of the same screen with admin mode switched: admin mode is the shop area under `/admin`
 * (spec §1, §6), so it survives reloads and links.
 * @example switchedPath('/tea/page/blogs', true) // "/admin/tea/page/blogs"
 * @example switchedPath('/admin/tea', false) // "/tea"
 */
export function switchedPath(pathname: string, on: boolean): string {
  if (on) return isAdminPath(pathname) ? pathname : paths.admin(pathname);
  return isAdminPath(pathname) ? pathname.slice(ADMIN_PREFIX.length) || '/' : pathname;
}

/**
 * The slim bar a seller sees on their own shop (issue 18): that this is their shop, admin mode on or off,
 * and the way to the console. Shoppers and other sellers never see it.
 */
export function AdminBar({ on }: { on: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const toggle = () =>
    navigate(
      { pathname: switchedPath(location.pathname, !on), search: location.search, hash: location.hash },
      { replace: true },
    );
  return (
    <section
      aria-label={t('Admin mode')}
      data-slot="admin-bar"
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-ink px-4 py-2 text-sm text-white"
    >
      <p className="flex items-center gap-2 font-medium">
        <Store aria-hidden="true" className="size-4" />
        {t('You are viewing your shop')}
      </p>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        onClick={toggle}
        className="flex items-center gap-2 rounded-full px-2 py-1 font-medium hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
      >
        {t('Admin mode')}
        <span
          aria-hidden="true"
          className={cn(
            'relative inline-flex h-5 w-9 items-center rounded-full transition-colors',
            on ? 'bg-amber-400' : 'bg-white/30',
          )}
        >
          <span
            className={cn(
              'absolute size-4 rounded-full bg-white shadow transition-transform',
              on
                ? 'translate-x-[1.125rem] rtl:-translate-x-[1.125rem]'
                : 'translate-x-0.5 rtl:-translate-x-0.5',
            )}
          />
        </span>
        <span aria-hidden="true">{on ? t('on') : t('off')}</span>
      </button>
      <a
        href={consolePaths.dashboard()}
        className="flex items-center gap-1 font-medium underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-white"
      >
        {t('Open the console')}
        <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </a>
    </section>
  );
}
