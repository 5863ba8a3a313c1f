import { paths } from '@souk/core';
import { cn } from '@souk/ui';
import { RouterLink, useLinkActive } from '@souk/web';
import {
  ClipboardList,
  CreditCard,
  ExternalLink,
  FolderTree,
  LayoutDashboard,
  Mail,
  Menu,
  MessageSquareText,
  Package,
  Settings,
  Store,
  UserRound,
  X,
} from 'lucide-react';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { buttonClass } from '../components/button-class.js';
import { useMe } from '../features/account/api/get-me.js';
import { SignOutButton } from '../features/account/components/sign-out-button.js';
import { consolePaths } from '../lib/console-paths.js';

const NAV = [
  { href: consolePaths.dashboard(), label: 'Dashboard', icon: LayoutDashboard, end: true },
  { href: consolePaths.orders(), label: 'Orders', icon: ClipboardList, end: false },
  { href: consolePaths.products(), label: 'Products', icon: Package, end: false },
  { href: consolePaths.categories(), label: 'Categories', icon: FolderTree, end: false },
  { href: consolePaths.shop(), label: 'Shop', icon: Store, end: false },
  { href: consolePaths.payments(), label: 'Payments', icon: CreditCard, end: false },
  { href: consolePaths.paymentSettings(), label: 'Payment settings', icon: Settings, end: false },
  { href: consolePaths.messages(), label: 'Messages', icon: Mail, end: false },
  { href: consolePaths.reviews(), label: 'Reviews', icon: MessageSquareText, end: false },
  { href: consolePaths.newsletter(), label: 'Newsletter', icon: Mail, end: false },
  { href: consolePaths.account(), label: 'Account', icon: UserRound, end: false },
] as const;

/** A side navigation entry, marked while its page is shown (`aria-current="page"`, NavLink's rule). */
function NavItem({
  href,
  label,
  icon: Icon,
  end,
  onNavigate,
}: (typeof NAV)[number] & { onNavigate?: () => void }) {
  const active = useLinkActive(href, end);
  return (
    <RouterLink
      href={href}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium',
        active ? 'bg-brand-50 text-brand-700' : 'text-ink hover:bg-gray-100',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </RouterLink>
  );
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {NAV.map((item) => (
        <li key={item.href}>
          <NavItem {...item} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The signed-in console's frame: the shop's name, the side navigation (on a phone, a top bar whose menu
 * opens it), a link to the shop and the sign-out button.
 */
export function ConsoleLayout({ children }: { children: React.ReactNode }) {
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const shop = me.data?.shop;

  // a new screen closes the phone's menu
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of address
  useEffect(() => setMenuOpen(false), [location.pathname]);

  const signedOut = () => navigate(consolePaths.login(), { replace: true });
  const shopLink = shop && (
    <a
      href={paths.shop(shop.name)}
      target="_blank"
      rel="noreferrer"
      className="flex items-center gap-2 px-3 text-sm text-brand-700 hover:underline"
    >
      <ExternalLink aria-hidden="true" className="size-4" />
      View shop<span className="sr-only"> (opens in a new tab)</span>
    </a>
  );

  return (
    <div className="min-h-dvh bg-gray-50 lg:grid lg:grid-cols-[15rem_1fr]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-gray-200 bg-white lg:hidden">
        <div className="flex items-center justify-between gap-3 px-4 py-3">
          <p className="min-w-0 truncate font-semibold text-ink">{shop?.shopName ?? 'Seller Console'}</p>
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls="console-menu"
            onClick={() => setMenuOpen((open) => !open)}
            className={buttonClass('outline', 'sm')}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            Menu
          </button>
        </div>
        {menuOpen && (
          <nav
            id="console-menu"
            aria-label="Console"
            className="space-y-3 border-t border-gray-100 px-4 py-3"
          >
            <NavLinks onNavigate={() => setMenuOpen(false)} />
            {shopLink}
            <SignOutButton onSignedOut={signedOut} />
          </nav>
        )}
      </header>
      <aside className="hidden border-r border-gray-200 bg-white lg:flex lg:min-h-dvh lg:flex-col lg:gap-6 lg:p-4">
        <div className="px-3">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">Seller Console</p>
          <p className="mt-1 truncate font-semibold text-ink">{shop?.shopName ?? '\u00a0'}</p>
          {me.data && <p className="truncate text-xs text-muted">{me.data.account.email}</p>}
        </div>
        <nav aria-label="Console">
          <NavLinks />
        </nav>
        <div className="mt-auto space-y-2">
          {shopLink}
          <SignOutButton onSignedOut={signedOut} className="w-full justify-start" />
        </div>
      </aside>
      <main id="main" className="min-w-0 px-4 py-6 sm:px-6 lg:px-8">
        {children}
      </main>
    </div>
  );
}
